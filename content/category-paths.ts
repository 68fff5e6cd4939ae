// Where a category and its products live, and how the basket names a product. Kept apart from
// content/categories.ts (which reads the catalogue from disk) so client code (the basket) can use it without bundling the catalogue.

const slugPattern = '[a-z0-9]+(?:-[a-z0-9]+)*';

/** The category page ("/services/toys-games"), or one product on it ("/services/toys-games#board-games"). */
export function categoryPath(slug: string, productId?: string) {
  return productId ? `/services/${slug}#${productId}` : `/services/${slug}`;
}

/** A product's own page ("/services/electronics/ceiling-fans"). */
export function productPath(slug: string, productId: string) {
  return `/services/${slug}/${productId}`;
}

/** Where a product is shown: its own page where it has one, else its line on the category page. */
export function productHref(slug: string, product: { id: string; hasPage: boolean }) {
  return product.hasPage ? productPath(slug, product.id) : categoryPath(slug, product.id);
}

/** The basket's key for a product, unique across the catalogue: "<category slug>/<product id>". */
export function productKey(slug: string, productId: string) {
  return `${slug}/${productId}`;
}

const categoryPathPattern = new RegExp(`^/services/${slugPattern}(?:[#/]${slugPattern})?$`);
const productKeyPattern = new RegExp(`^${slugPattern}/${slugPattern}$`);

/** True for an address categoryPath or productPath could have written: never another origin, data: or "//…". */
export const isCategoryPath = (value: unknown): value is string => typeof value === 'string' && categoryPathPattern.test(value);
/** True for a key productKey could have written. */
export const isProductKey = (value: unknown): value is string => typeof value === 'string' && productKeyPattern.test(value);
/** True for a lower-case, hyphenated slug ("square-metres"). */
export const isSlug = (value: unknown): value is string => typeof value === 'string' && new RegExp(`^${slugPattern}$`).test(value);
