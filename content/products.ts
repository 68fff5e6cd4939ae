import { ContentFileError, loadFolder } from './load';
import { ContentCache } from './read';
import { productEntrySchema, type ProductEntry } from './schema';

// Every product has an entry of its own: content/products/en/<id>.yml with everything, and
// content/products/<locale>/<id>.yml with a translation's words (Decap's multiple_folders, as the
// articles). Its category (content/services/) and its position there are in the English entry, so
// adding, removing or reordering products never moves another product's translation.

const folder = loadFolder('products', productEntrySchema);

function loadProducts(locale: string): ProductEntry[] {
  const entries = folder(locale);
  for (const { file, slug, data } of entries)
    if (data.id !== slug) throw new ContentFileError(file, `id: is "${data.id}" but the file is named ${slug}.yml; they must agree`);
  return entries.map((entry) => entry.data);
}

const byLocale = new ContentCache<string, ProductEntry[]>();

/** Every product in `locale`, by id. */
export function getProducts(locale: string): ProductEntry[] {
  if (!byLocale.has(locale)) byLocale.set(locale, loadProducts(locale));
  return byLocale.get(locale)!;
}

/** The products of one category in `locale`, in their order (`position`). */
export function categoryProducts(locale: string, category: string): ProductEntry[] {
  return getProducts(locale)
    .filter((product) => product.category === category)
    .sort((a, b) => a.position - b.position);
}
