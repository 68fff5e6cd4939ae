import { cut, searchLimits } from '@/lib/limits';

// A search query as the site reads it: trimmed, and at most searchLimits.maxQueryLength characters,
// the same for a query typed on the search page, in the header's box, or in a link's ?q=.

/** The query searched, and whether what was given was longer and cut. */
export type Query = { query: string; cut: boolean };

/**
 * `raw` trimmed and cut to the limit, at the end of a word where one ends in the last 30
 * characters ("cotton towe|ls" → "cotton"), never inside a surrogate pair.
 */
export function readQuery(raw: string): Query {
  const text = raw.trim();
  const max = searchLimits.maxQueryLength;
  if (text.length <= max) return { query: text, cut: false };
  let kept = cut(text, max);
  if (/\S$/.test(kept) && /^\S/.test(text.slice(kept.length))) {
    const lastSpace = kept.search(/\s\S*$/);
    if (lastSpace > 0 && lastSpace > kept.length - 30) kept = kept.slice(0, lastSpace);
  }
  return { query: kept.trimEnd(), cut: true };
}

/**
 * The search page's address for `raw` (`page` is the page's path, e.g. /fr/search): the query is
 * cut to one character over the limit, so the address the router fetches stays short whatever was
 * pasted, and the search page still knows a query was cut and says so. Null for an empty query.
 */
export function searchHref(page: string, raw: string): string | null {
  const text = raw.trim();
  if (!text) return null;
  return `${page}?q=${encodeURIComponent(cut(text, searchLimits.maxQueryLength + 1))}`;
}
