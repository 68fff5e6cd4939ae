#!/usr/bin/env node
// Over a built out/: fails on a number grouped the English way ("1,000") in the visible text of a
// page whose language writes its decimals with a comma (French, Spanish, Russian …), where "1,000"
// reads as one. Which languages those are is read from Intl by each text's `lang` (the page's, or a
// fallback's lang="en"), not from a list. Text that means it is allowed narrowly: <code>, <kbd> and
// <samp>, and the patterns in `allowed` below. Prints each page and text; exits 1 if any.
// Usage: node scripts/check-numbers.mjs [outDir]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { htmlFiles, routeOf, withDocument } from './out-pages.mjs';
import { runAsScript } from './process.mjs';

/** Digits grouped in threes by commas, as English writes 1,000 and 12,500,000. */
const englishGroups = /(?<![\d,.])\d{1,3}(?:,\d{3})+(?![\d,])/g;

/**
 * Commas between digits that are not a number's groups, each with why; a match is allowed when the
 * text around it matches. Keep each one narrow: a new entry is a decision, not a fix for a red check.
 */
export const allowed = [
  // { pattern: /\bKX-1,250\b/, why: "a maker's model number as printed on the product" }. None is needed today:
  // a standard's number ("ISO 9001:2015") has no comma between digits, and a code in <code> is skipped.
];

/** Elements whose text is a code, written as it is and never as a number. */
const verbatim = ['code', 'kbd', 'samp'];
/** Elements whose text is never shown. */
const unseen = ['script', 'style', 'template'];

/** The element whose words are quoted around a number: the block it is in, not only its span. */
const context = 'title, p, li, dt, dd, td, th, h1, h2, h3, h4, h5, h6, label, legend, summary, figcaption, button, div';

const decimals = new Map();

/** The decimal separator of the language tagged `lang`, from Intl ("," in fr, "." in en); "." for an unknown tag. */
export function decimalOf(lang) {
  if (!decimals.has(lang)) {
    let decimal = '.';
    try {
      decimal = new Intl.NumberFormat(`${lang}-u-nu-latn`).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
    } catch {
      // Not a tag Intl reads: nothing to hold it to.
    }
    decimals.set(lang, decimal);
  }
  return decimals.get(lang);
}

/** The language a node's text is in: its nearest lang attribute. */
function langOf(node) {
  const element = node.nodeType === 1 ? node : node.parentElement;
  return element?.closest('[lang]')?.getAttribute('lang') ?? '';
}

/**
 * The numbers grouped the English way in `html`'s visible text where its language writes decimals
 * with a comma: [{ number, text }], `text` being the element's words around it. `allowances`:
 * [{ pattern, why }], text around a number that means the comma.
 */
export function englishNumbersIn(html, allowances = allowed) {
  return withDocument(html, (document) => numbersIn(document, allowances));
}

function numbersIn(document, allowances) {
  const found = [];
  const walker = document.createTreeWalker(document.documentElement, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest([...unseen, ...verbatim].join(','))) continue;
    // In <head>, only the title is read.
    if (parent.closest('head') && parent.tagName !== 'TITLE') continue;
    const value = node.nodeValue ?? '';
    if (!/\d,\d/.test(value) || decimalOf(langOf(node)) !== ',') continue;
    const text = (parent.closest(context)?.textContent ?? value).replace(/\s+/g, ' ').trim();
    for (const [number] of value.matchAll(englishGroups)) {
      if (allowances.some(({ pattern }) => pattern.test(text))) continue;
      found.push({ number, text: text.length > 120 ? `${text.slice(0, 117)}…` : text });
    }
  }
  return found;
}

/** Every English-grouped number in the pages of `dir`: [{ page, number, text }]. */
export function checkNumbers(dir) {
  return htmlFiles(dir).flatMap((file) =>
    englishNumbersIn(readFileSync(path.join(dir, file), 'utf8')).map((problem) => ({ page: routeOf(file), ...problem })),
  );
}

runAsScript(import.meta.url, 'check-numbers', () => {
  const dir = process.argv[2] ?? 'out';
  if (!existsSync(dir)) throw new Error(`${dir}/ not found; run the build first`);
  const problems = checkNumbers(dir);
  for (const { page, number, text } of problems)
    console.error(`check-numbers: ${page}: "${number}" is grouped the English way, where a comma is the decimal mark: "${text}"`);
  const pages = htmlFiles(dir).length;
  if (problems.length > 0)
    throw new Error(`${problems.length} numbers in ${pages} pages; format them for the page's language (components/ui/format-number.ts)`);
  console.log(`check-numbers: ${pages} pages, every number written as its language writes it`);
});
