import { z } from 'zod';
import { enquiryLimits } from '@/lib/limits';
import { fillTemplate } from '@/lib/template';
import { localizedFile } from './load';
import { numberIn } from './locales';
import { cached } from './read';
import { heading, linkSchema, paragraph, text } from './schema';

// Copy for /services, /services/{slug} and /store, in every language: content/catalogue.yml.
// The categories themselves are in content/services/.

const catalogueSchema = z.object({
  services: z.object({ title: heading, intro: paragraph, cardLink: text }),
  category: z.object({
    eyebrow: heading,
    productsTitle: heading,
    productsIntro: text,
    quote: linkSchema,
    contactLabel: heading,
    /** The subject the Ask about this category link fills in on /contact; {title} is the category's. */
    enquirySubject: text,
    othersTitle: heading,
  }),
  store: z.object({
    title: heading,
    intro: paragraph,
    /** The filter's landmark, label and example words. */
    searchLabel: heading,
    filterLabel: heading,
    filterPlaceholder: text,
    /** {shown} and {total} are replaced by numbers. */
    status: text,
    empty: text,
    /** The category index: its button, and the landmark of its links. */
    indexLabel: heading,
    indexTitle: heading,
    /** A category's count: {count} products, or {shown} of {count} while the filter hides some. */
    groupCount: text,
    groupCountFiltered: text,
    /** Short fact labels for the store's compact rows. */
    moqLabel: heading,
    leadTimeLabel: heading,
  }),
  /** full: what a press on Add says once the basket holds {max} products, the most one request takes. */
  basket: z.object({ add: text, added: text, full: text }),
  factLabels: z.object({ moq: text, leadTime: text, packing: text, spec: text, onRequest: text }),
  terms: z.object({ title: heading, points: z.array(paragraph).min(1), link: linkSchema }),
});

/** The catalogue pages' words in one language. */
export type CatalogueCopy = z.output<typeof catalogueSchema>;

export const catalogueFile = localizedFile('content/catalogue.yml', catalogueSchema);

/** The catalogue pages' copy in `locale`, the basket's limit ({max}) written as the language writes numbers. */
export const getCatalogue = cached((locale: string): CatalogueCopy => {
  const copy = catalogueFile.get(locale);
  return {
    ...copy,
    basket: { ...copy.basket, full: fillTemplate(copy.basket.full, { max: numberIn(locale, enquiryLimits.maxQuoteLines) }) },
  };
});
