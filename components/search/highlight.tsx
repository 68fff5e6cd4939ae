import type { ReactNode } from 'react';

const escape = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text with every word that starts with one of the matched terms wrapped in <mark>. */
export function highlight(text: string, terms: string[]): ReactNode[] {
  const words = terms
    .filter(Boolean)
    .map(escape)
    .sort((a, b) => b.length - a.length);
  if (words.length === 0 || !text) return [text];
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${words.join('|')})`, 'giu');
  return text.split(pattern).map((part, index) =>
    index % 2 === 1 ? (
      <mark key={index} className="rounded-sm bg-saffron-light px-0.5 text-ink">
        {part}
      </mark>
    ) : (
      part
    ),
  );
}
