#!/usr/bin/env node
// After the build: text a translation lacks is shown in English (content/localize.ts lays each
// translation over English and says which strings fell back; scripts/prepare-build.mjs collected
// them from every content file before next build and kept them in fallbacksFile). This marks
// each element of a page in another language whose whole text is such an English string
// lang="en" (and dir="ltr" on a right-to-left page), so screen readers read it as English and the
// browser hyphenates and shapes it as English. It only adds attributes, which React leaves alone
// when the page hydrates. Text mixed with other markup in one element is left unmarked.
// Usage: node scripts/mark-fallbacks.mjs [out]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { htmlFiles } from './out-pages.mjs';
import { runAsScript } from './process.mjs';

/**
 * Where scripts/prepare-build.mjs keeps the languages and their fallbacks for this step: out of out/
 * and .next/, which next build empties.
 */
export const fallbacksFile = path.resolve(import.meta.dirname, '..', 'node_modules', '.cache', 'site-build', 'fallbacks.json');

/** Text as React writes it into HTML. */
export function escapeHtml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

/**
 * `html` with every element whose only content is one of `texts` marked lang="en" (dir="ltr" too
 * when `rtl`); elements that already say their language are left as they are. Returns the new
 * HTML and how many elements were marked.
 */
export function markFallbacks(html, texts, { rtl = false } = {}) {
  if (texts.size === 0) return { html, marked: 0 };
  const wanted = new Set([...texts].map((text) => escapeHtml(text.trim())));
  let marked = 0;
  const result = html.replace(/<([a-z][a-z0-9]*)(\s[^<>]*)?>([^<>]+)<\/\1>/g, (element, tag, attributes = '', content) => {
    if (!wanted.has(content.trim()) || /\slang=/.test(attributes)) return element;
    marked += 1;
    return `<${tag}${attributes} lang="en"${rtl ? ' dir="ltr"' : ''}>${content}</${tag}>`;
  });
  return { html: result, marked };
}

/** A language's pages among the export's (htmlFiles): its home page `<code>.html` and everything under `<code>/`. */
const ofLanguage = (files, code) => files.filter((file) => file === `${code}.html` || file.startsWith(`${code}/`));

/**
 * Marks the fallbacks on every page of each language but the first (English) in the export `out`;
 * `fallbacks` maps a language's code to its English strings. Returns a line per language.
 */
export function markExport(out, locales, fallbacks) {
  const files = htmlFiles(out);
  return locales.slice(1).map(({ code, dir }) => {
    const texts = fallbacks.get(code) ?? new Set();
    let marked = 0;
    for (const file of ofLanguage(files, code).map((page) => path.join(out, page))) {
      const result = markFallbacks(readFileSync(file, 'utf8'), texts, { rtl: dir === 'rtl' });
      if (result.marked > 0) writeFileSync(file, result.html);
      marked += result.marked;
    }
    return `${code}: ${texts.size} English strings, ${marked} elements marked lang="en"`;
  });
}

runAsScript(import.meta.url, 'mark-fallbacks', async () => {
  const out = process.argv[2] ?? 'out';
  if (!existsSync(fallbacksFile))
    throw new Error(`${fallbacksFile} is missing: run node scripts/prepare-build.mjs first (npm run build does)`);
  const { locales, texts } = JSON.parse(readFileSync(fallbacksFile, 'utf8'));
  const fallbacks = new Map(Object.entries(texts).map(([code, strings]) => [code, new Set(strings)]));
  console.log(`mark-fallbacks: ${markExport(out, locales, fallbacks).join('; ')}`);
});
