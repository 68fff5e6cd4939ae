import { z } from 'zod';
import { localizedFile } from './load';
import { heading, linkSchema, paragraph, pluralFormsSchema, text } from './schema';

// The search page's and the header search box's copy, in every language: content/search.yml.

const searchSchema = z.object({
  title: heading,
  intro: paragraph,
  /** The header's search box, on every page. */
  header: z.object({ toggle: text, label: heading, placeholder: text, submit: text }),
  label: heading,
  placeholder: text,
  submit: text,
  /** The count of results above them, by CLDR plural category; {count} and {query} are filled in. */
  results: pluralFormsSchema,
  none: text,
  loading: text,
  /** Shown when a query was longer than the search reads (lib/limits.ts's searchLimits) and only its start was searched. */
  tooLong: text,
  failed: text,
  retry: text,
  browse: text,
  noScript: text,
  noScriptLink: linkSchema,
  /** How the index names pages whose own title differs, and words that find a page without showing on it. */
  pages: z.object({ home: text, certifications: text }),
  keywords: z.object({ getQuote: text, contact: text }),
  kinds: z.object({ page: text, category: text, product: text, policy: text, article: text }),
  inCategory: text,
});
export type SearchCopy = z.infer<typeof searchSchema>;

export const searchFile = localizedFile('content/search.yml', searchSchema);

/** The search copy in `locale`. */
export const getSearch = searchFile.get;
