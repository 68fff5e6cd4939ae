import { z } from 'zod';
import { ContentFileError, localizedFolder, sharedFile, type ContentModule } from './load';
import { inCategoryOrder, productProblems } from './product-rules';
import { getProducts, type Product } from './products';
import { cached } from './read';
import { categorySchema } from './schema';
import { defaultLocale } from './locale-path';

// The 20 product categories shown on /services, the home page and /store: one file each in
// content/services/en/<slug>.yml, in the order content/services/order.yml lists them.
// A category's products are entries of their own (content/products/, content/products.ts), each
// naming its category; here they join it, in the order the category's `productOrder` list gives. A category's `image`
// is its tile, drawn by scripts/build-art.mjs from `art`; point `image.src` at a photo under
// /images/ to replace it.

/** A category as pages get it: its own fields and its products, in order. */
export type Category = z.output<typeof categorySchema> & { products: Product[] };

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
const folder = localizedFolder('services', categorySchema);

function loadCategories(locale: string) {
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
  const products = getProducts(locale);
  return categories.map((slug): Category => {
    const category = bySlug.get(slug)!;
    const own = products.filter((product) => product.category === slug);
    return { ...category, products: inCategoryOrder(own, category.productOrder) };
  });
}

/** Every product names a category that exists, and every category has a product. Read from English, where the category is written. */
function checkProducts(categories: Map<string, unknown>) {
  const used = new Set<string>();
  for (const product of getProducts(defaultLocale)) {
    const [problem] = productProblems(product, product.id, { categories: [...categories.keys()] });
    if (problem) throw new ContentFileError(`content/products/${defaultLocale}/${product.id}.yml`, `${problem.field}: ${problem.message}`);
    used.add(product.category);
  }
  const empty = [...categories.keys()].find((slug) => !used.has(slug));
  if (empty)
    throw new ContentFileError(`content/services/${defaultLocale}/${empty}.yml`, 'has no products: content/products/ names none in it');
}

/** The 20 categories in `locale`, in order. */
export const getCategories = cached(loadCategories);

/** content/services/: the categories' folder, read and checked against order.yml in each language. */
export const categoriesFolder: ContentModule = {
  ...folder,
  coverage: (locale) => {
    getCategories(locale);
    return folder.coverage(locale);
  },
};

/** The category with this slug in `locale`, or undefined. */
export function getCategory(locale: string, slug: string) {
  return getCategories(locale).find((service) => service.slug === slug);
}
