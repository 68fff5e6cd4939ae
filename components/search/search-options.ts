import type { Options, SearchOptions } from 'minisearch';

// Shared by the build (which writes the index) and the browser (which loads it): the two must
// agree on fields and term processing, or a loaded index finds nothing.

export type SearchKind = 'page' | 'category' | 'product' | 'policy';

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
};

export const queryOptions: SearchOptions = {
  prefix: true,
  fuzzy: 0.2,
  combineWith: 'AND',
  boost: { title: 3, context: 1.5, text: 1 },
};

export const searchIndexPath = '/search-index.json';
