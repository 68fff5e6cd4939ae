import type { Options, SearchOptions } from 'minisearch';
import { defaultLocale } from '@/content/locale-path';
import { searchLimits } from '@/lib/limits';
import { indexVariants, isUnspacedTerm, searchTerms } from './search-text';

// Shared by the build (which writes the index) and the browser (which loads it): the two must
// agree on fields and term processing, or a loaded index finds nothing.

type SearchKind = 'page' | 'category' | 'product' | 'policy' | 'article';

export type SearchDocument = {
  id: string;
  kind: SearchKind;
  title: string;
  /** A short excerpt shown under the title. */
  text: string;
  /** Further words that should find the document but are not shown (product lists, full policy text). */
  keywords: string;
  href: string;
  /** For products: the category they belong to. */
  context?: string;
};

export type StoredFields = Pick<SearchDocument, 'kind' | 'title' | 'text' | 'href' | 'context'>;

export const indexOptions: Options<SearchDocument> = {
  fields: ['title', 'text', 'keywords', 'context'],
  storeFields: ['kind', 'title', 'text', 'href', 'context'],
  // Every language's text is cut and folded by search-text.ts, at build and in the browser alike.
  tokenize: searchTerms,
  // A field's name is given only while indexing: the index also holds an Arabic word without its article.
  processTerm: (term, field) => (field ? indexVariants(term) : term),
};

export const queryOptions: SearchOptions = {
  prefix: true,
  // A Chinese character one edit away is another word: only other terms allow for typing errors,
  // and only as long as a word can be (a fuzzy match's cost grows with the term's length).
  fuzzy: (term) => (isUnspacedTerm(term) || term.length > searchLimits.maxFuzzyTermLength ? false : 0.2),
  combineWith: 'AND',
  boost: { title: 3, context: 1.5, text: 1 },
};

/**
 * Where `locale`'s index is written (app/[locale]/search-index.json): /search-index.json for
 * English, /ar/search-index.json … for the others. Written out here, since localePath leaves a file alone.
 */
export function searchIndexPath(locale: string): string {
  return locale === defaultLocale ? '/search-index.json' : `/${locale}/search-index.json`;
}
