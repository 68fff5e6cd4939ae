import { z } from 'zod';
import { enquiryCopySchema, fieldCopySchema, selectFieldCopySchema } from './forms';
import { heading, paragraph, text } from './schema';
import { localizedFile } from './load';
import { cached } from './read';
import { same } from './schema-reader';
import { pluralFormsSchema, unitsSchema } from './schema';
import { getUnits } from './units';
import { intlTag } from './locales';
import { getTradeTerms, anyOf } from './trade-terms';
import { fillTemplate } from '@/lib/template';

// The quote request on /get-quote: its words are in content/quote.yml, in every language; the
// unit words are content/units.yml's and the Incoterms content/trade-terms.yml's, in the same language.

/** subject: {count} is productCount below, {country} the destination. Name, company, e-mail and phone: content/forms.yml. */
const quoteSchema = enquiryCopySchema.extend({
  /** The form's anchor. */
  id: same(text),
  title: heading,
  intro: paragraph,
  basket: z.object({
    title: heading,
    empty: text,
    browse: z.object({ label: heading, href: same(z.string().startsWith('/')) }),
    quantity: text,
    unit: text,
    /** Said after "Quantity" and "Unit" to screen readers, so each line's fields differ: {name} is the product. */
    ofProduct: text,
    remove: text,
    /** Shown under a quantity below the product's minimum order: advice, never an error. {moq} is "1,000 pieces". */
    belowMinimum: text,
    /** The unit select's options, from content/units.ts. */
    units: unitsSchema,
    /** A product as the request lists it: {name}, {category}, {amount} ("500 pieces"). */
    line: text,
  }),
  fields: z.object({
    /** Where the goods go: the shared country field, in the words of a shipment. */
    country: selectFieldCopySchema,
    port: fieldCopySchema,
    incoterm: fieldCopySchema.extend({ placeholder: text }),
    date: fieldCopySchema,
    notes: fieldCopySchema.extend({ requiredWhenEmpty: text }),
  }),
  /** The Incoterm choices, each code (the value sent) with its label: content/trade-terms.yml's. */
  incoterms: z.record(z.string(), text),
  groups: z.object({ shipping: text, you: text }),
  next: z.object({ title: heading, steps: z.array(z.object({ title: heading, text: paragraph })).min(1) }),
  notesMax: z.number().int().positive(),
  /** {count}: how many products the request lists; also what the header's quote link announces. */
  productCount: pluralFormsSchema,
  /** Said after the header's quote link label: {count} is productCount. */
  linkCount: text,
  productsLabel: heading,
  /** In the message when the basket is empty. */
  none: text,
});
export type QuoteCopy = z.infer<typeof quoteSchema>;

/** content/quote.yml holds all of QuoteCopy but the unit words (content/units.ts's) and the Incoterms (content/trade-terms.ts's). */
const quoteFileSchema = quoteSchema.omit({ incoterms: true }).extend({ basket: quoteSchema.shape.basket.omit({ units: true }) });
export const quoteFile = localizedFile('content/quote.yml', quoteFileSchema);

/** The quote request's words in `locale`. */
export const getQuote = cached((locale: string): QuoteCopy => {
  const copy = quoteFile.get(locale);
  const terms = getTradeTerms(locale);
  const ports = anyOf(
    intlTag(locale),
    terms.ports.map((port) => port.name),
  );
  const incoterms = Object.fromEntries(terms.incoterms.map(({ code, label }) => [code, fillTemplate(label, { ports })]));
  return { ...copy, incoterms, basket: { ...copy.basket, units: getUnits(locale) } };
});
