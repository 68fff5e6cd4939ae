import { z } from 'zod';
import { localizedFile } from './load';
import { packingKinds } from './product-rules';
import { heading, text } from './schema';

// The words of a product's page (/services/<category>/<product>) around its own content: section
// titles, fact labels, the price line and the actions. content/product-page.yml, in every language.

const labelKeys = [
  'moq',
  'leadTime',
  'sample',
  'price',
  'packing',
  'unitsPerCarton',
  'cartonSize',
  'grossWeight',
  'cartonsPer20ft',
  'cartonsPer40ft',
  'hsCode',
  'cluster',
  'city',
  'madeIn',
  'shipsFrom',
  'packingKind',
  'incoterms',
  'ports',
  'sampleCost',
  'payment',
] as const;

const productPageSchema = z.object({
  /** Shown until the company marks the product checked. */
  typicalNote: text,
  overviewTitle: heading,
  specsTitle: heading,
  optionsTitle: heading,
  orderingTitle: heading,
  packingTitle: heading,
  originTitle: heading,
  /** The Incoterms, ports and payment terms (content/trade-terms.yml, or the product's own). */
  termsTitle: heading,
  certificatesTitle: heading,
  /** {category}: the category's title. */
  relatedTitle: heading,
  /** The gallery's name for screen readers; {product}: the product's name. */
  galleryLabel: heading,
  /** The printed sheet's head: {date}, the day it is printed; {url}, the page's address. */
  sheet: z.object({ printed: text, online: text }),
  /** A container count the payload sets, not the space ({count}: the count): "1,000, limited by weight". */
  byWeight: text,
  /** Each kind of export package by name, as the packing table says it: "Pallet". */
  packingKinds: z.record(z.enum(packingKinds), heading),
  labels: z.object(Object.fromEntries(labelKeys.map((key) => [key, text])) as Record<(typeof labelKeys)[number], typeof text>),
  price: z.object({
    onRequest: text,
    /** {amount}: the price or range with its currency; {unit}: one unit's word; {incoterm}, {port}. */
    amount: text,
    indicative: text,
  }),
  actions: z.object({
    ask: text,
    askSubject: text,
    /** {product}: its name; {url}: its page's address. */
    askMessage: text,
    sample: text,
    sampleSubject: text,
    sampleMessage: text,
  }),
});
export type ProductPageCopy = z.infer<typeof productPageSchema>;

/** content/product-page.yml, in every language. */
export const productPageFile = localizedFile('content/product-page.yml', productPageSchema);

/** The product page's words in `locale`. */
export const getProductPage = productPageFile.get;
