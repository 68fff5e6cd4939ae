import { defaultLocale } from './locale-path';
import { getCertifications } from './certifications';
import { localeCodes } from './locales';
import { ContentFileError, localizedFolder, type ContentModule } from './load';
import { renderMarkdown } from './markdown';
import { cached } from './read';
import { productProblems } from './product-rules';
import { contentImageSize } from './image-size';
import { productEntrySchema, type Image, type ProductEntry, type productArtIcons } from './schema';

type ProductArtIcon = (typeof productArtIcons)[number];
import { getCategories } from './categories';
import { getTradeTerms } from './trade-terms';

// A file per product and language (content/products/<locale>/<id>.yml), ordered by its category's `productOrder`,
// so adding, removing or reordering products never moves another product's translation.

/** A product as pages get it: its entry (ProductEntry), its description rendered, and whether it has a page. */
export type Product = ProductEntry & {
  /** The description as HTML (Markdown without raw HTML: an editor's markup is shown as text). */
  descriptionHtml?: string;
  /** Whether it has a page of its own: only a product with a summary and a description does. */
  hasPage: boolean;
  /** The fields shown in English because this language's file lacks them ("leadTime", "specs.0.value"). */
  inEnglish: string[];
};

const folder = localizedFolder('products', productEntrySchema);

/** The drawing a product without a photo shows when it names none: a box, no particular object. */
export const defaultProductArt: ProductArtIcon = 'package';

/**
 * The pictures a product's page shows, the first of them on its share image: its photos, or while
 * it has none its drawing (content/schema.ts productArtIcons, drawn by scripts/build-art.mjs).
 * Never its category's picture, which shows another object (a fan for LED bulbs).
 */
export function productPictures(product: Pick<ProductEntry, 'images' | 'drawing'>): Image[] {
  if (product.images.length > 0) return product.images;
  const src = `/images/art/products/${product.drawing ?? defaultProductArt}.svg`;
  return [{ src, alt: '', ...contentImageSize(src) }];
}

/** Whether a product has enough of its own to be a page: a summary and a description. */
export const hasPage = (product: Pick<ProductEntry, 'summary' | 'description'>) => Boolean(product.summary && product.description);

function loadProducts(locale: string): Product[] {
  const entries = folder.get(locale);
  const certificates = getCertifications(defaultLocale).certifications.map((entry) => entry.id);
  // Read only when a product names ports of its own, so the products load without content/trade-terms.yml otherwise.
  const ports = entries.some(({ data }) => data.terms?.ports) ? getTradeTerms(defaultLocale).ports.map((port) => port.id) : undefined;
  for (const { file, slug, data } of entries) {
    const [problem] = productProblems(data, slug, { certificates, ports });
    if (problem) throw new ContentFileError(file, `${problem.field}: ${problem.message}`);
  }
  return entries.map(({ data, inEnglish }) => ({
    ...data,
    inEnglish,
    ...(data.description ? { descriptionHtml: renderMarkdown(data.description) } : {}),
    hasPage: hasPage(data),
  }));
}

/** Every product in `locale`, by id. */
export const getProducts = cached(loadProducts);

/** content/products/: a file per product and language, each checked in each language. */
export const productsFolder: ContentModule = {
  ...folder,
  coverage: (locale) => {
    getProducts(locale);
    return folder.coverage(locale);
  },
};

/** The products of one category in `locale`, in the order its `productOrder` list gives (content/categories.ts). */
export function categoryProducts(locale: string, category: string): Product[] {
  return getCategories(locale).find((service) => service.slug === category)?.products ?? [];
}

/** How many other products a product's page links to: a buyer's next look, not the whole category (the category page has them all). */
export const relatedLimit = 6;

/**
 * The products after this one in its category, wrapping round, up to `limit`: a page's size must not grow with its
 * category (docs/performance.md, "The catalogue as it grows").
 */
export function relatedProducts<T extends { id: string; hasPage: boolean }>(inCategory: T[], id: string, limit = relatedLimit): T[] {
  const at = inCategory.findIndex((product) => product.id === id);
  const ring = [...inCategory.slice(at + 1), ...inCategory.slice(0, Math.max(at, 0))];
  return ring.filter((product) => product.id !== id && product.hasPage).slice(0, limit);
}

/** The product with this id in `locale`, or undefined. */
export function getProduct(locale: string, id: string): Product | undefined {
  return getProducts(locale).find((product) => product.id === id);
}

/** The languages a product is written in: English and each whose translation the loader read. */
export function productLanguages(id: string): string[] {
  return localeCodes.filter((code) => code === defaultLocale || folder.get(code).some((entry) => entry.slug === id && entry.translated));
}

/** English products without a page (no summary or description), for the build's report. */
export function productsWithoutPage(): string[] {
  return getProducts(defaultLocale)
    .filter((product) => !product.hasPage)
    .map((product) => `content/products/${defaultLocale}/${product.id}.yml`);
}
