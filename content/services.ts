import { z } from 'zod';
import { ContentFileError, localizedFolder, sharedFile, type ContentModule } from './load';
import { categoryProducts, getProducts, type Product } from './products';
import { cached } from './read';
import { serviceCategorySchema } from './schema';
import { defaultLocale } from './locale-path';

// The 20 product categories shown on /services, the home page and /store: one file each in
// content/services/en/<slug>.yml, in the order content/services/order.yml lists them.
// A category's products are entries of their own (content/products/, content/products.ts), each
// naming its category and its position there; here they join their category. A category's `image`
// is its tile, drawn by scripts/build-art.mjs from `art`; point `image.src` at a photo under
// /images/ to replace it.

/** A category as pages get it: its own fields and its products, in order. */
export type ServiceCategory = z.output<typeof serviceCategorySchema> & { products: Product[] };

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
  checkProducts(bySlug);
  return categories.map((slug): ServiceCategory => ({ ...bySlug.get(slug)!, products: categoryProducts(locale, slug) }));
}

/**
 * Every product names a category that exists, at a position no other product of it holds; every
 * category has a product. Read from English, where the category and position are written.
 */
function checkProducts(categories: Map<string, unknown>) {
  const taken = new Map<string, string>();
  for (const product of getProducts(defaultLocale)) {
    const file = `content/products/${defaultLocale}/${product.id}.yml`;
    if (!categories.has(product.category))
      throw new ContentFileError(file, `category: no category "${product.category}" in content/services/${defaultLocale}/`);
    const key = `${product.category}#${product.position}`;
    const other = taken.get(key);
    if (other)
      throw new ContentFileError(file, `position: ${product.position} is also ${other}'s in ${product.category}; give each its own`);
    taken.set(key, product.id);
  }
  const used = new Set([...taken.keys()].map((key) => key.split('#')[0]));
  const empty = [...categories.keys()].find((slug) => !used.has(slug));
  if (empty)
    throw new ContentFileError(`content/services/${defaultLocale}/${empty}.yml`, 'has no products: content/products/ names none in it');
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
