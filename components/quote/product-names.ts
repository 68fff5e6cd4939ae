import type { BasketItem } from './basket';

// The basket is shared by every language (a product added on /fr/store is in the basket on
// /get-quote), so its lines are named where they are shown: by their key, from the catalogue's
// names in the page's language (catalogue-names.ts builds them at build time), and in English
// for the message the company reads. Safe in client islands: no content import.

/** Each category's name and its products' names in one language: by category slug, then product id. */
export type ProductNames = Record<string, { category: string; products: Record<string, string> }>;

/**
 * The line with its product and category named in `names`' language. A key the catalogue no
 * longer has (a product since renamed or removed) keeps the names it was added with.
 */
export function named(item: BasketItem, names: ProductNames): BasketItem {
  const [slug = '', id = ''] = item.key.split('/');
  const category = Object.hasOwn(names, slug) ? names[slug] : undefined;
  const name = category && Object.hasOwn(category.products, id) ? category.products[id] : undefined;
  return category && name ? { ...item, name, category: category.category } : item;
}
