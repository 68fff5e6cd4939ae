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
import { htmlFiles, routeOf } from './out-pages.mjs';
import { runAsScript } from './process.mjs';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Digits grouped in threes by commas, as English writes 1,000 and 12,500,000. */
const englishGroups = /(?<![\d,.])\d{1,3}(?:,\d{3})+(?![\d,])/g;

/** Commas between digits that are not groups, each with why. Keep each narrow: an entry is a decision, not a fix for a red check. */
export const allowed = [
  // { pattern: /\bKX-1,250\b/, why: "a maker's model number as printed on the product" }. None is needed today:
  // a standard's number ("ISO 9001:2015") has no comma between digits, and a code in <code> is skipped.
];

/** Spellings of a unit translations have but content/units.yml does not: beside the table's word, two ways. */
export const strays = {
  kg: ['كجم', 'كغ', '公斤', 'kilogram', 'kilograms', 'kilogramme', 'kilogrammes', 'kilogramo', 'kilogramos'],
  g: ['جم', 'غرام', 'гр'],
  gsm: ['gsm', 'GSM', 'g/m2', 'جم/م²', 'غرام/م²', 'г/м2'],
  W: ['瓦', 'وات'],
  V: ['伏'],
  Hz: ['赫兹'],
  pieces: ['pcs', 'шт.', 'шт', 'штук', 'штуки', 'штука'],
};

/** Elements whose text is a code, written as it is and never as a number: an address's postcode and phone among them. */
const verbatim = new Set(['code', 'kbd', 'samp', 'address']);
/** Elements whose text is never shown. */
const unseen = new Set(['script', 'style', 'template']);
/** Elements whose text is read as one piece (a number and its unit may sit in two spans of one). */
const blocks = new Set(['title', 'p', 'li', 'dt', 'dd', 'td', 'th', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'label', 'legend']);
for (const name of ['summary', 'figcaption', 'button', 'div', 'option', 'caption', 'blockquote', 'section', 'article', 'main'])
  blocks.add(name);

const styles = new Map();

/** How the language tagged `lang` writes numbers, from Intl: its decimal and group marks ("." and "," in en). */
function styleOf(lang) {
  if (!styles.has(lang)) {
    let style = { decimal: '.', group: ',' };
    try {
      const parts = new Intl.NumberFormat(`${lang}-u-nu-latn`).formatToParts(12345.5);
      const part = (type) => parts.find((candidate) => candidate.type === type)?.value;
      style = { decimal: part('decimal') ?? '.', group: part('group') ?? ',' };
    } catch {
      // Not a tag Intl reads: English's marks.
    }
    styles.set(lang, style);
  }
  return styles.get(lang);
}

/** The decimal separator of the language tagged `lang`, from Intl ("," in fr, "." in en); "." for an unknown tag. */
export const decimalOf = (lang) => styleOf(lang).decimal;

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

/** `text` on one line, cut to 120 characters, for a report. */
const quote = (text) => {
  const line = text.replace(/[ \t\r\n]+/g, ' ').trim();
  return line.length > 120 ? `${line.slice(0, 117)}…` : line;
};

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

/**
 * The unit words from content/units.yml: `words`, word → { unit, langs } (a count's words only on its language's
 * pages: Spanish "par" is French "per"), and `own`, tag → unit → the language's own words for it.
 */
export function unitWords(unitsFile, { extra = strays, tagOf = (code) => code } = {}) {
  const words = new Map();
  const own = new Map();
  // Counts first, each language's under its own tag; a symbol or stray spelt the same is read everywhere.
  for (const [code, language] of Object.entries(unitsFile ?? {})) {
    const mine = new Map();
    for (const [key, forms] of Object.entries(language ?? {})) {
      if (key === 'measures' || typeof forms !== 'object' || forms === null) continue;
      const unit = counted[key] ?? key;
      const spellings = Object.values(forms).flatMap((form) => (typeof form === 'string' && form.trim() ? [form.trim()] : []));
      for (const word of spellings) {
        const entry = words.get(word) ?? { unit, langs: new Set() };
        entry.langs.add(tagOf(code));
        words.set(word, entry);
      }
      mine.set(unit, new Set(spellings));
    }
    for (const [unit, symbol] of Object.entries(language?.measures ?? {}))
      if (typeof symbol === 'string' && symbol.trim()) mine.set(unit, new Set([symbol.trim()]));
    own.set(tagOf(code), mine);
  }
  const everywhere = (word, unit) => {
    const key = typeof word === 'string' ? word.trim() : '';
    if (key && !(words.has(key) && words.get(key).langs === undefined)) words.set(key, { unit, langs: undefined });
  };
  for (const language of Object.values(unitsFile ?? {}))
    for (const [unit, symbol] of Object.entries(language?.measures ?? {})) everywhere(symbol, unit);
  for (const [unit, spellings] of Object.entries(extra)) for (const word of spellings) if (!words.has(word)) everywhere(word, unit);
  return { words, own };
}

/** content/units.yml's unit words, with the strays, each language's under its tag in content/locales.yml. */
export function siteUnitWords() {
  const file = parse(readFileSync(path.join(ROOT, 'content/units.yml'), 'utf8'));
  const locales = parse(readFileSync(path.join(ROOT, 'content/locales.yml'), 'utf8')) ?? [];
  const tags = new Map(locales.map(({ code, lang }) => [code, lang]));
  return unitWords(file, { tagOf: (code) => tags.get(code) ?? code });
}

/** A count's unit that is a measure's too: its words and the measure's symbol are one unit's. */
const counted = { metres: 'm', 'square-metres': 'm2', kilowatts: 'kW' };

/** `items` by `key`, in order. */
function groupBy(items, key) {
  const groups = new Map();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Words between two numbers of one measure, in the site's languages: "to", "à", "a", "до", "إلى", and "and", "et", "y", "и", "و". */
const rangeWords = ['to', 'and', 'à', 'et', 'a', 'y', 'до', 'и', 'إلى', 'و'];

const patterns = new Map();

/** The pattern of a measure in the language tagged `lang`: numbers joined by ×, – or / (a size, a range), then a unit word. */
function measurePattern({ words }, lang) {
  const key = `${lang}`;
  if (patterns.get(words)?.has(key)) return patterns.get(words).get(key);
  const spaces = '[ \\u00a0\\u202f]';
  const number = `\\d+(?:[.,]\\d+|${spaces}\\d{3}(?!\\d))*`;
  // A sign (a size, a range), or the word a range or a list is written with: "de 1000 à 1 600 W", "от 3 до 5 кг", "1000至1600瓦".
  const joiner = `(?:${spaces}?[×x–\\-/~]${spaces}?|${spaces}(?:${rangeWords.join('|')})${spaces}|[至到和])`;
  // Longest first, so "mm" is not read as "m", nor "g/m²" as "g".
  const units = [...words]
    .filter(([, entry]) => entry.langs === undefined || entry.langs.has(lang))
    .map(([word]) => word)
    .sort((a, b) => b.length - a.length)
    .map((word) => escapeRegExp(word) + (/^\p{L}$/u.test(word) ? '(?!\\.)' : ''))
    .join('|');
  // A one-letter word followed by a full stop is a word cut short (Russian "2026 г." is a year), not a symbol.
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}.,])(${number}(?:${joiner}${number})*)${spaces}?(${units})(?![\\p{Script=Latin}\\p{Script=Cyrillic}\\p{Script=Arabic}\\p{M}\\p{N}²³])`,
    'gu',
  );
  if (!patterns.has(words)) patterns.set(words, new Map());
  patterns.get(words).set(key, pattern);
  return pattern;
}

/** The measures in `text`: [{ numbers: [{ digits, grouping }], word }]; grouping " " for any space, "" for none. */
export function measuresIn(text, lang, words) {
  const { decimal } = styleOf(lang);
  const found = [];
  for (const match of text.matchAll(measurePattern(words, lang))) {
    const numbers = [...match[1].matchAll(/\d+(?:[.,]\d+|[ \u00a0\u202f]\d{3}(?!\d))*/g)].map(([written]) => {
      // The whole part: what comes before the decimal mark, where its fraction is not three digits.
      const fraction = new RegExp(`\\${decimal}\\d+$`);
      const whole = fraction.test(written) && !new RegExp(`\\${decimal}\\d{3}$`).test(written) ? written.replace(fraction, '') : written;
      const marks = [...new Set(whole.replace(/\d/g, '').replace(/[\u00a0\u202f]/g, ' '))];
      const digits = whole.replace(/\D/g, '').length;
      const grouping = marks.length === 1 && marks[0] !== decimal ? marks[0] : marks.length === 0 ? '' : undefined;
      return { written, digits, grouping: digits >= 4 ? grouping : undefined };
    });
    found.push({ written: match[0], numbers, word: match[2] });
  }
  return found;
}

/**
 * A whole number of four digits or more outside a measure, as written: "1000", "10,000", "20 000". Not a year (four
 * digits from 1900 to 2199), a code's number after capitals ("ISO 9001", "UN 3480", "HS 8541"), a number joined to
 * Latin, Cyrillic or Arabic letters ("1680D"; Chinese writes a number against its words) or to other digits by a point,
 * colon or slash ("6302.60", "9001:2015").
 */
const bareNumber =
  /(?<![\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Arabic}\p{N}.,:/\-+#№_])(\d{1,3}(?:[,.\u00a0\u202f ]\d{3})+|\d{4,})(?![\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Arabic}\p{N}]|[.,:/]\d)/gu;
const afterCapitals = /(?:^|[^\p{Lu}\p{Ll}])\p{Lu}{2,}[ \u00a0-]?$/u;

/** Numbers joined by × with no unit after them (a measure's are read with it): a screen's resolution, "1366 × 768", written whole. */
const unitlessSize = /\d+(?:[ \u00a0]?×[ \u00a0]?\d+)+/g;

/** An international phone number ("+92 300 0000000"): its digits are grouped as its country dials them. */
const phoneNumber = /\+\d[\d \u00a0\u202f().-]*\d/g;

/**
 * The whole numbers of `text` outside its measures (bareNumber), as measuresIn reads a measure's numbers; phone
 * numbers and `identifiers` (the company's postcode: siteIdentifiers) are names, not numbers.
 */
export function bareNumbersIn(text, lang, words, identifiers = []) {
  const { decimal } = styleOf(lang);
  let rest = text.replace(measurePattern(words, lang), ' ').replace(phoneNumber, ' ').replace(unitlessSize, ' ');
  for (const identifier of identifiers) rest = rest.replaceAll(identifier, ' ');
  const found = [];
  for (const match of rest.matchAll(bareNumber)) {
    const written = match[1];
    if (/^(19|20|21)\d\d$/.test(written) || afterCapitals.test(rest.slice(0, match.index))) continue;
    const marks = [...new Set(written.replace(/\d/g, '').replace(/[\u00a0\u202f]/g, ' '))];
    // One mark, not the decimal one, or none: a number of four digits or more (2,5 or 1.050,5 are not read here).
    if (marks.length > 1 || marks[0] === decimal) continue;
    const digits = written.replace(/\D/g, '').length;
    found.push({ written, digits, grouping: marks[0] ?? '' });
  }
  return found;
}

/** Where `html` writes one kind of measure two ways in one language: [{ lang, kind ("grouping" or a unit), forms, texts }]. */
export function mixedNumbersIn(html, words = siteUnitWords(), identifiers = []) {
  return mixedNumbersOf(textsOf(html), words, identifiers);
}

/** The numbers content/site.yml names things with, in every language: the company's postcode. */
export function siteIdentifiers() {
  const site = parse(readFileSync(path.join(ROOT, 'content/site.yml'), 'utf8')) ?? {};
  return [...new Set(Object.values(site).flatMap((language) => (language?.address?.postcode ? [String(language.address.postcode)] : [])))];
}

/** How the language tagged `lang` groups a whole number of `digits` digits: its mark (" " for any space), or "". */
function groupingOf(lang, digits) {
  let parts = [];
  try {
    parts = new Intl.NumberFormat(`${lang}-u-nu-latn`).formatToParts(10 ** (digits - 1));
  } catch {
    parts = new Intl.NumberFormat('en').formatToParts(10 ** (digits - 1));
  }
  return (parts.find(({ type }) => type === 'group')?.value ?? '').replace(/[\u00a0\u202f]/g, ' ');
}

function mixedNumbersOf(pieces, words, identifiers) {
  const found = [];
  const byLang = groupBy(pieces, ({ lang }) => lang);
  for (const [lang, texts] of byLang) {
    const grouped = [];
    const ungrouped = [];
    const units = new Map();
    const own = words.own?.get(lang);
    const strange = new Map();
    /** A long number, grouped or not, in `measure` (its unit's, or itself): kept, and noted if Intl groups it otherwise. */
    const note = (number, measure, text) => {
      (number.grouping ? grouped : ungrouped).push({ ...number, measure, text });
      const expected = groupingOf(lang, number.digits);
      if (number.grouping !== expected && !strange.has('grouping'))
        strange.set('grouping', { kind: 'grouping', forms: [measure, expected ? `grouped with "${expected}"` : 'not grouped'], text });
    };
    for (const { text } of texts) {
      // A count or a figure without a unit is written as the language writes numbers too.
      for (const number of bareNumbersIn(text, lang, words, identifiers)) note(number, number.written, text);
      for (const measure of measuresIn(text, lang, words)) {
        for (const number of measure.numbers) if (number.grouping !== undefined) note(number, measure.written, text);
        const { unit } = words.words.get(measure.word);
        const mine = own?.get(unit);
        // One way of writing a unit: the language's own words (a count's plural forms are one), or a word.
        const form = mine?.has(measure.word) ? 'own' : measure.word;
        const seen = units.get(unit) ?? new Map();
        if (!seen.has(form)) seen.set(form, { measure: measure.written, text });
        units.set(unit, seen);
        if (mine && form !== 'own' && !strange.has(unit))
          strange.set(unit, { kind: unit, forms: [measure.written, [...mine].map((word) => `"${word}"`).join(', ')], text });
      }
    }
    for (const { kind, forms, text } of strange.values()) found.push({ lang, kind, own: true, forms, texts: [quote(text)] });
    const marks = groupBy(grouped, ({ grouping }) => grouping);
    if (marks.size > 1) {
      const [a, b] = [...marks.values()].map((numbers) => numbers[0]);
      found.push({ lang, kind: 'grouping', forms: [a.measure, b.measure], texts: [quote(a.text), quote(b.text)] });
    }
    const plain = ungrouped.toSorted((a, b) => b.digits - a.digits)[0];
    const shorter = plain && grouped.find(({ digits }) => digits <= plain.digits);
    if (shorter)
      found.push({ lang, kind: 'grouping', forms: [shorter.measure, plain.measure], texts: [quote(shorter.text), quote(plain.text)] });
    for (const [unit, forms] of units)
      if (forms.size > 1) {
        const [a, b] = [...forms.values()];
        found.push({ lang, kind: unit, forms: [a.measure, b.measure], texts: [quote(a.text), quote(b.text)] });
      }
  }
  return found;
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
