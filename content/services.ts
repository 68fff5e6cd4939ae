import { z } from 'zod';
import { ContentFileError, localizedFolder, sharedFile, type ContentModule } from './load';
import { cached } from './read';
import { serviceCategorySchema } from './schema';

// The 20 product categories shown on /services, the home page and /store: one file each in
// content/services/en/<slug>.yml, in the order content/services/order.yml lists them.
// Buyer fields (moq, leadTime, packing, spec) are filled in only where the company can quote them
// with confidence; the site shows them only where present. Keep the wording conservative: no
// prices, no certifications, no customer names. A category's `image` is its tile, drawn by
// scripts/build-art.mjs from `art`; point `image.src` at a photo under /images/ to replace it.

/** How many categories the site has: order.yml lists exactly this many. */
export const categoryCount = 20;
const orderPath = 'content/services/order.yml';
const orderSchema = z.object({
  categories: z.array(z.string()).superRefine((slugs, context) => {
    slugs.forEach((slug, index) => {
      const first = slugs.indexOf(slug);
      if (first !== index)
        context.addIssue({ code: 'custom', path: [index], message: `repeats item ${first} ("${slug}"); list each category once` });
    });
  }),
});

/** content/services/order.yml: the order of the categories, the same in every language. */
export const orderFile = sharedFile(orderPath, orderSchema);
const folder = localizedFolder('services', serviceCategorySchema);

function loadServices(locale: string) {
  const entries = folder.get(locale);
  if (entries.length !== categoryCount) {
    throw new ContentFileError('content/services/en/', `holds ${entries.length} categories; the site has ${categoryCount}`);
  }
  const bySlug = new Map(entries.map((entry) => [entry.slug, entry.data]));
  const { categories } = orderFile.get();
  categories.forEach((slug, index) => {
    if (!bySlug.has(slug)) throw new ContentFileError(orderPath, `categories.${index}: no category "${slug}" in content/services/en/`);
  });
  const listed = new Set(categories);
  const missing = entries.find((entry) => !listed.has(entry.slug));
  if (missing)
    throw new ContentFileError(orderPath, `categories: ${missing.file} is not listed; add "${missing.slug}" where it should appear`);
  return categories.map((slug) => bySlug.get(slug)!);
}

/** The 20 categories in `locale`, in order. */
export const getServices = cached(loadServices);

/** content/services/: the categories' folder, read and checked against order.yml in each language. */
export const servicesFolder: ContentModule = {
  ...folder,
  coverage: (locale) => {
    getServices(locale);
    return folder.coverage(locale);
  },
};

/** The category with this slug in `locale`, or undefined. */
export function getService(locale: string, slug: string) {
  return getServices(locale).find((service) => service.slug === slug);
}
