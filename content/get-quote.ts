import { z } from 'zod';
import { heading, paragraph, text } from './schema';
import { localizedFile } from './load';
import { same } from './schema-reader';

// /get-quote: the page around the quote form; its words are in content/get-quote.yml, in every language.

const getQuotePageSchema = z.object({
  title: heading,
  /** The page's meta description. */
  description: paragraph,
  intro: paragraph,
  /** id: the section's anchor (/get-quote#policies). */
  policies: z.object({ id: same(text), eyebrow: heading, title: heading, intro: paragraph }),
  /** Visible label of each policy card's button; the policy title is added for screen readers. */
  readMore: text,
  /** Screen-reader text between the button label and the policy title. */
  readMoreAbout: text,
});

/** /get-quote's own words. */
export type QuotePageCopy = z.infer<typeof getQuotePageSchema>;

export const quotePageFile = localizedFile('content/get-quote.yml', getQuotePageSchema);

/** /get-quote's page copy in `locale` (named apart from content/quote.ts's getQuote, the form's words). */
export const getQuotePage = quotePageFile.get;
