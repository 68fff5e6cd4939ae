import { getCategories } from '@/content/categories';
import { productKey } from '@/content/category-paths';
import type { ProductNames } from './product-names';

// Server only, at build: the catalogue stays out of the browser bundle; the quote form receives
// the finished names as props.

/** Every category's and product's name in `locale`, by slug and id, for the basket (product-names.ts). */
export function productNames(locale: string): ProductNames {
  return Object.fromEntries(
    getCategories(locale).map(({ slug, title, products }) => [
      slug,
      { category: title, products: Object.fromEntries(products.map(({ id, name }) => [id, name])) },
    ]),
  );
}

/** The basket key of every product: for tests that a name is found for each. */
export function productKeys(locale: string): string[] {
  return getCategories(locale).flatMap(({ slug, products }) => products.map(({ id }) => productKey(slug, id)));
}
