#!/usr/bin/env node
// Over a built out/: every page writes its numbers one way, as its language writes them (Intl, by each text's
// `lang`; unit words from content/units.yml). What it refuses and allows: docs/languages.md, "Right to left,
// type and numbers". Exits 1 on any.
// Usage: node scripts/check-numbers.mjs [outDir]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Parser } from 'htmlparser2';
import { parse } from 'yaml';
import { decimalOf, identifiersOf, mixedNumbersOf, quote, unitWords } from '../lib/number-style.mjs';
import { htmlFiles, routeOf } from './out-pages.mjs';
import { runAsScript } from './process.mjs';

export { bareNumbersIn, decimalOf, measuresIn, unitWords } from '../lib/number-style.mjs';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Digits grouped in threes by commas, as English writes 1,000 and 12,500,000. */
const englishGroups = /(?<![\d,.])\d{1,3}(?:,\d{3})+(?![\d,])/g;

/** Commas between digits that are not groups, each with why. Keep each narrow: an entry is a decision, not a fix for a red check. */
export const allowed = [
  // { pattern: /\bKX-1,250\b/, why: "a maker's model number as printed on the product" }. None is needed today:
  // a standard's number ("ISO 9001:2015") has no comma between digits, and a code in <code> is skipped.
];

/** Elements whose text is a code, written as it is and never as a number: an address's postcode and phone among them. */
const verbatim = new Set(['code', 'kbd', 'samp', 'address']);
/** Elements whose text is never shown. */
const unseen = new Set(['script', 'style', 'template']);
/** Elements whose text is read as one piece (a number and its unit may sit in two spans of one). */
const blocks = new Set(['title', 'p', 'li', 'dt', 'dd', 'td', 'th', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'label', 'legend']);
for (const name of ['summary', 'figcaption', 'button', 'div', 'option', 'caption', 'blockquote', 'section', 'article', 'main'])
  blocks.add(name);

/** The visible text of `html` as [{ lang, text }], a piece per block, split where the lang changes; of <head>, the title. */
export function textsOf(html) {
  const pieces = [];
  // Each open element: { name, lang, piece } where piece collects the text of the block it is in.
  const open = [{ name: '#document', lang: '', piece: { lang: '', text: '' }, skip: false, head: false }];
  let boundary = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        boundary = true;
        const parent = open.at(-1);
        const lang = attributes.lang ?? parent.lang;
        const skip = parent.skip || unseen.has(name) || verbatim.has(name);
        const head = parent.head || name === 'head';
        const own = blocks.has(name) || lang !== parent.lang;
        open.push({ name, lang, skip, head, piece: own ? { lang, text: '' } : parent.piece });
      },
      ontext(text) {
        const element = open.at(-1);
        if (element.skip || (element.head && element.name !== 'title')) return;
        // Two elements' digits are two numbers ("11 November 2026" then "5 min read"), never one.
        if (boundary && /\d$/.test(element.piece.text) && /^\d/.test(text)) element.piece.text += ' ';
        boundary = false;
        element.piece.text += text;
      },
      onclosetag() {
        boundary = true;
        const element = open.pop();
        const parent = open.at(-1);
        if (element.piece !== parent?.piece && element.piece.text.trim()) pieces.push(element.piece);
        // Words after a block go on in its parent's piece: a space keeps them apart.
        else if (parent && element.piece !== parent.piece) parent.piece.text += ' ';
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  if (open[0].piece.text.trim()) pieces.push(open[0].piece);
  return pieces;
}

/** Numbers grouped the English way where the text's language writes decimals with a comma: [{ number, text }]. */
export function englishNumbersIn(html, allowances = allowed) {
  return englishNumbersOf(textsOf(html), allowances);
}

function englishNumbersOf(pieces, allowances) {
  const found = [];
  for (const { lang, text } of pieces) {
    if (!/\d,\d/.test(text) || decimalOf(lang) !== ',') continue;
    for (const [number] of text.matchAll(englishGroups)) {
      if (allowances.some(({ pattern }) => pattern.test(text))) continue;
      found.push({ number, text: quote(text) });
    }
  }
  return found;
}

/** content/units.yml's unit words, with the strays, each language's under its tag in content/locales.yml. */
export function siteUnitWords() {
  const file = parse(readFileSync(path.join(ROOT, 'content/units.yml'), 'utf8'));
  const locales = parse(readFileSync(path.join(ROOT, 'content/locales.yml'), 'utf8')) ?? [];
  const tags = new Map(locales.map(({ code, lang }) => [code, lang]));
  return unitWords(file, { tagOf: (code) => tags.get(code) ?? code });
}

/** Where `html` writes one kind of measure two ways in one language: [{ lang, kind ("grouping" or a unit), forms, texts }]. */
export function mixedNumbersIn(html, words = siteUnitWords(), identifiers = []) {
  return mixedNumbersOf(textsOf(html), words, identifiers);
}

/** The numbers content/site.yml names things with, in every language: the company's postcode. */
export function siteIdentifiers() {
  return identifiersOf(parse(readFileSync(path.join(ROOT, 'content/site.yml'), 'utf8')));
}

/** Every problem in the pages of `dir`: [{ page, message }]. */
export function checkNumbers(dir, words = siteUnitWords(), identifiers = siteIdentifiers()) {
  return htmlFiles(dir).flatMap((file) => {
    const page = routeOf(file);
    const pieces = textsOf(readFileSync(path.join(dir, file), 'utf8'));
    return [
      ...englishNumbersOf(pieces, allowed).map(
        ({ number, text }) => `"${number}" is grouped the English way, where a comma is the decimal mark: "${text}"`,
      ),
      ...mixedNumbersOf(pieces, words, identifiers).map(({ lang, kind, own, forms: [a, b], texts }) => {
        if (own && kind === 'grouping') return `writes "${a}" in ${lang}, which Intl writes ${b}: "${texts[0]}"`;
        if (own) return `writes "${a}" in ${lang}, where content/units.yml writes ${kind} as ${b}: "${texts[0]}"`;
        if (kind === 'grouping') return `writes thousands two ways in ${lang}: "${a}" ("${texts[0]}") and "${b}" ("${texts[1]}")`;
        return `writes ${kind} in two words in ${lang}: "${a}" ("${texts[0]}") and "${b}" ("${texts[1]}")`;
      }),
    ].map((message) => ({ page, message }));
  });
}

runAsScript(import.meta.url, 'check-numbers', () => {
  const dir = process.argv[2] ?? 'out';
  if (!existsSync(dir)) throw new Error(`${dir}/ not found; run the build first`);
  const problems = checkNumbers(dir);
  for (const { page, message } of problems) console.error(`check-numbers: ${page}: ${message}`);
  const pages = htmlFiles(dir).length;
  if (problems.length > 0)
    throw new Error(
      `${problems.length} problems in ${pages} pages; write numbers as the page's language writes them (components/ui/format-number.ts) and units as content/units.yml does`,
    );
  console.log(`check-numbers: ${pages} pages, every number written as its language writes it, one way a page`);
});
