import { z } from 'zod';
import { localizedFile } from './load';
import { same } from './schema-reader';
import { heading, incoterms, slug, text, uniqueList } from './schema';

// The terms the company sells on (content/trade-terms.yml): the Incoterms it quotes, the ports it
// ships from, what a sample costs and its payment terms. The quote form offers these Incoterms; each product page shows
// them, or the product's own `terms` where they differ (content/schema.ts).

const tradeTermsSchema = z.object({
  /** The ports goods are loaded at, in the order they are named; a product's `terms.ports` lists some of their ids. */
  ports: uniqueList(z.object({ id: slug, name: heading }), 'id').min(1, 'must list at least one port'),
  /** The Incoterms offered, in the order the quote form lists them; {ports} in a label is the ports' names. */
  incoterms: uniqueList(z.object({ code: same(z.enum(incoterms)), label: heading }), 'code').min(1, 'must list at least one Incoterm'),
  /** What a sample costs the buyer, unless a product's own terms say otherwise. */
  sampleCost: text,
  /** The payment terms of every order, unless a product's own say otherwise. */
  payment: text,
});

/** content/trade-terms.yml, in every language. */
export const tradeTermsFile = localizedFile('content/trade-terms.yml', tradeTermsSchema);

/** The company's terms in `locale`. */
export const getTradeTerms = tradeTermsFile.get;

/** Names joined as the language says "A, B or C": the ports, the Incoterms. */
export const anyOf = (lang: string, names: string[]) => new Intl.ListFormat(lang, { type: 'disjunction' }).format(names);
