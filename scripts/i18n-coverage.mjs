#!/usr/bin/env node
// Prints how much of each language is translated: every content file of content/modules.ts in
// every language of content/locales.yml, and each string that falls back to English. A missing
// translation never fails the build (the page shows English, which scripts/mark-fallbacks.mjs
// marks lang="en"); a broken content file does, naming the file and the field, before next build.
// It also lists the products without a page of their own (no summary or description yet): their
// names show in the catalogue, but a name alone is no page for search engines.
// Usage: node scripts/i18n-coverage.mjs [--all]   (--all lists every fallback, not the first 5)
import path from 'node:path';
import { createJiti } from 'jiti';
import { runAsScript } from './process.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const shown = 5;

/**
 * Loads every content file and folder in every language but English (whose words every other
 * language's are laid over, so it is read and checked too): the languages of content/locales.yml
 * and, by language, what was translated and what fell back to English.
 */
export async function loadCoverage() {
  const jiti = createJiti(import.meta.url, { alias: { '@': ROOT } });
  const { coverageIn } = await jiti.import(path.join(ROOT, 'content/modules.ts'));
  const { locales } = await jiti.import(path.join(ROOT, 'content/locales.ts'));
  return { locales, byLocale: new Map(locales.slice(1).map(({ code }) => [code, coverageIn(code)])) };
}

/** The lines the build prints from `coverage` (loadCoverage): each language's share, and its first fallbacks (every one with `all`). */
export function coverageReport({ locales, byLocale }, { all = false } = {}) {
  const number = new Intl.NumberFormat('en');
  return locales.slice(1).map(({ code, name, checked }) => {
    const { total = 0, translated = 0, fallbacks = [] } = byLocale.get(code) ?? {};
    const draft = checked ? '' : ' (draft: not yet checked by a native speaker)';
    const head = `${code} ${name}: ${number.format(translated)}/${number.format(total)} strings${draft}`;
    if (fallbacks.length === 0) return `${head}, none fall back`;
    const list = (all ? fallbacks : fallbacks.slice(0, shown)).map((fallback) => `\n    ${fallback.file} ${code}.${fallback.field}`);
    const more = !all && fallbacks.length > shown ? `\n    … and ${fallbacks.length - shown} more (npm run i18n:coverage -- --all)` : '';
    return `${head}, ${fallbacks.length} fall back to English:${list.join('')}${more}`;
  });
}

/** The line the build prints about products without a page: none, or how many and which (the first 5 unless `all`). */
export async function productPagesReport({ all = false } = {}) {
  const jiti = createJiti(import.meta.url, { alias: { '@': ROOT } });
  const { productsWithoutPage } = await jiti.import(path.join(ROOT, 'content/products.ts'));
  const files = productsWithoutPage();
  if (files.length === 0) return 'Product pages: every product has a summary and a description';
  const list = (all ? files : files.slice(0, shown)).map((file) => `\n    ${file}`);
  const more = !all && files.length > shown ? `\n    … and ${files.length - shown} more (npm run i18n:coverage -- --all)` : '';
  return `Product pages: ${files.length} products have no page yet (write a summary and a description):${list.join('')}${more}`;
}

/** Prints the report of `coverage` (loadCoverage) and the products without a page, as the build does. */
export async function printCoverage(coverage, { all = false } = {}) {
  console.log(
    `Translations (content/locales.yml):\n${coverageReport(coverage, { all })
      .map((line) => `  ${line}`)
      .join('\n')}`,
  );
  console.log(await productPagesReport({ all }));
}

runAsScript(import.meta.url, 'i18n-coverage', async () => {
  await printCoverage(await loadCoverage(), { all: process.argv.includes('--all') });
});
