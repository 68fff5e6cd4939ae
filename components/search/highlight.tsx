import type { ReactNode } from 'react';
import { termRanges } from './search-text';

/**
 * The text with what the matched words (markedTerms) found wrapped in <mark>: words that start
 * with one, compared as the search compares them (any case, accents, Arabic diacritics and letter
 * variants), and in Chinese the characters themselves, wherever they stand.
 */
export function highlight(text: string, words: string[]): ReactNode[] {
  if (!text) return [text];
  const ranges = termRanges(text, words);
  if (ranges.length === 0) return [text];
  const parts: ReactNode[] = [];
  let last = 0;
  for (const [start, end] of ranges) {
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <mark key={start} className="rounded-sm bg-saffron-light px-0.5 text-ink">
        {text.slice(start, end)}
      </mark>,
    );
    last = end;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
