import { z } from 'zod';
import { text } from './forms';
import { defineContent } from './schema';

const getQuotePageSchema = z.object({
  title: text,
  /** The page's meta description. */
  description: text,
  intro: text,
  policies: z.object({ id: text, eyebrow: text, title: text, intro: text }),
  /** Visible label of each policy card's button; the policy title is added for screen readers. */
  readMore: text,
  /** Screen-reader text between the button label and the policy title. */
  readMoreAbout: text,
});

export const getQuote = defineContent('content/get-quote.ts', getQuotePageSchema, {
  title: 'Request a quote',
  description:
    'Request a quotation for bulk and wholesale exports from Pakistan, and read our payment, refund, contract and product specification policies before you order.',
  intro:
    'Tell us the product, quantity and destination, and we will reply with a written quotation: unit price, Incoterm, lead time and minimum order. Every order is then confirmed by a signed contract under the policies below.',
  policies: {
    id: 'policies',
    eyebrow: 'Before you order',
    title: 'Our trading policies',
    intro:
      'The same terms apply to every buyer and are written into each sales contract. Read them in full before you order, and ask us about anything that is unclear.',
  },
  readMore: 'Read More',
  readMoreAbout: 'about',
});
export type GetQuotePage = typeof getQuote;
