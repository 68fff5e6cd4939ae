#!/usr/bin/env node
// Finds English left on the other languages' pages: visible text equal to the same English page's and not
// marked lang="en", past the allow-list (docs/languages.md, "Missing translations"). Exits 1 on any.
// Usage: node scripts/check-english-leaks.mjs [outDir]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { htmlFiles, withDocument } from './out-pages.mjs';
import { runAsScript } from './process.mjs';

/** Elements whose text is never shown. */
const hidden = new Set(['SCRIPT', 'STYLE', 'TEMPLATE']);
/** Machine text (a branch name, a commit), the same in every language. */
const code = 'code, kbd, samp';
/** Attributes a visitor (or a screen reader) reads. */
const readAttributes = ['alt', 'title', 'aria-label', 'placeholder'];

const clean = (text) => text.replace(/\s+/g, ' ').trim();

/** Whether `element` or the nearest ancestor saying its language says English. */
function markedEnglish(element) {
  const tagged = element.closest('[lang]');
  return tagged !== null && /^en\b/i.test(tagged.getAttribute('lang') ?? '');
}

/**
 * The texts a visitor reads on a page, with where and whether marked English. A page whose h1 is an English
 * fallback has an English <title> and description, which cannot carry lang="en": they count as marked.
 */
export function visibleTexts(document) {
  const found = [];
  const add = (text, where, english) => {
    const value = clean(text ?? '');
    if (value) found.push({ text: value, where, english });
  };
  const walker = document.createTreeWalker(document.documentElement, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || hidden.has(parent.tagName) || parent.closest('head') || parent.closest(code)) continue;
    add(node.textContent, 'text', markedEnglish(parent));
  }
  for (const element of document.querySelectorAll(readAttributes.map((name) => `[${name}]`).join(','))) {
    for (const name of readAttributes) if (element.hasAttribute(name)) add(element.getAttribute(name), name, markedEnglish(element));
  }
  const h1 = document.querySelector('h1');
  const fallback = h1 !== null && markedEnglish(h1) && !markedEnglish(document.documentElement);
  add(document.querySelector('title')?.textContent, 'title', fallback);
  add(document.querySelector('meta[name="description"]')?.getAttribute('content'), 'meta description', fallback);
  return found;
}

/** The words of a text, lower-cased: runs of letters, marks and digits ("G.T." → "g", "t"). */
const wordsOf = (text) => (text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).filter((word) => /\p{L}/u.test(word));

/** Parts of a text that are the same in every language: e-mail and web addresses, phone numbers, codes. */
const universal = [
  // A figure with an SI unit symbol ("25 kg", "66 × 32 × 66 cm"): the symbols are international.
  /\d[\d.,\s×\u00a0\u202f]*\s?(kg|g|cm|mm|m|km|W|kW|V|Hz)(?![\p{L}\p{N}])/gu,
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g,
  /(https?:\/\/|www\.)\S+/gi,
  /\+?\d[\d\s().-]{6,}\d/g,
  /\b[\p{Lu}\d][\p{Lu}\d.:/-]*\d[\p{Lu}\d.:/-]*\b/gu,
  /(?<!\p{L})\p{Lu}{2,5}(\/\p{Lu}{1,5})?(?!\p{L})/gu,
];

/**
 * The allow-list: whether `text` is rightly the same in English, once `names` and `universal` parts are out:
 * no letter left, or only words of the language's own content (docs/languages.md, "Missing translations").
 */
export function sameInEveryLanguage(text, vocabulary = new Set(), names = new Set()) {
  let rest = text;
  for (const name of [...names].sort((a, b) => b.length - a.length)) rest = rest.split(name).join(' ');
  for (const pattern of universal) rest = rest.replace(pattern, ' ');
  rest = rest.trim();
  if (!/\p{L}/u.test(rest)) return true;
  return wordsOf(rest).every((word) => vocabulary.has(word));
}

/** The texts of a translated page that equal its English version's, unmarked and not allowed; each once, with where. */
export function findLeaks(document, englishTexts, { vocabulary = new Set(), names = new Set() } = {}) {
  const leaks = new Map();
  for (const { text, where, english } of visibleTexts(document)) {
    if (english || !englishTexts.has(text) || sameInEveryLanguage(text, vocabulary, names)) continue;
    if (!leaks.has(text)) leaks.set(text, where);
  }
  return [...leaks].map(([text, where]) => ({ text, where }));
}

/** The English page a page of language `code` translates: "ru.html" → "index.html", "ru/about.html" → "about.html". */
export function englishFileOf(file, code) {
  if (file === `${code}.html`) return 'index.html';
  return file.startsWith(`${code}/`) ? file.slice(code.length + 1) : null;
}

/** Every string in a parsed YAML value. */
const stringsIn = (value) =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(stringsIn) : [];

/** The words a language's own content uses: its key's strings, its folders' files, i18n-iso-countries' names in it. */
function ownWords(root, code, lang) {
  const words = new Set();
  const addText = (text) => wordsOf(text).forEach((word) => words.add(word));
  const walk = (dir, inLanguage) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file, inLanguage || entry.name === code);
      else if (inLanguage && /\.(ya?ml|md)$/.test(entry.name)) addText(readFileSync(file, 'utf8'));
      else if (/\.ya?ml$/.test(entry.name)) stringsIn(parse(readFileSync(file, 'utf8'))?.[code]).forEach(addText);
    }
  };
  walk(path.join(root, 'content'), false);
  const countries = path.join(root, 'node_modules', 'i18n-iso-countries', 'langs', `${lang.split('-')[0]}.json`);
  if (existsSync(countries)) stringsIn(JSON.parse(readFileSync(countries, 'utf8')).countries).forEach(addText);
  return words;
}

/** The value at a dotted path ("socials.0.url") of a parsed YAML value. */
const valueAt = (data, dotted) =>
  dotted.split('.').reduce((value, key) => (value && typeof value === 'object' ? value[key] : undefined), data);

/** The values of an item's fields still holding their placeholder, read as content/placeholders.ts reads them. */
const placeholderValues = (item) =>
  Object.entries(item?.placeholders ?? {}).flatMap(([field, value]) => (valueAt(item, field) === value ? [value] : []));

/** The names that are the same in every language: the company's and its networks', each language's own, the placeholders. */
export function properNames(root) {
  const read = (file) => parse(readFileSync(path.join(root, file), 'utf8'));
  const locales = read('content/locales.yml');
  const { en: site } = read('content/site.yml');
  const { en: certifications } = read('content/certifications.yml');
  const names = [
    site.name,
    site.legalName,
    ...site.socials.map((social) => social.name),
    ...locales.map((locale) => locale.name),
    ...placeholderValues(site),
    ...(certifications.certifications ?? []).flatMap(placeholderValues),
  ];
  return { locales, names: new Set(names.filter((name) => typeof name === 'string' && name.trim() !== '')) };
}

runAsScript(import.meta.url, 'check-english-leaks', async () => {
  const dir = process.argv[2] ?? 'out';
  if (!existsSync(dir)) throw new Error(`${dir}/ not found; run the build first`);
  const root = path.resolve(import.meta.dirname, '..');
  const { locales, names } = properNames(root);
  const files = htmlFiles(dir);
  const englishCache = new Map();
  const englishOf = (file) => {
    if (!englishCache.has(file))
      englishCache.set(
        file,
        withDocument(readFileSync(path.join(dir, file), 'utf8'), (document) => new Set(visibleTexts(document).map(({ text }) => text))),
      );
    return englishCache.get(file);
  };
  const lines = [];
  let checked = 0;
  for (const { code, lang } of locales.slice(1)) {
    const vocabulary = ownWords(root, code, lang);
    for (const file of files.filter((name) => name === `${code}.html` || name.startsWith(`${code}/`))) {
      const english = englishFileOf(file, code);
      if (!english || !files.includes(english)) continue;
      checked += 1;
      const leaks = withDocument(readFileSync(path.join(dir, file), 'utf8'), (document) =>
        findLeaks(document, englishOf(english), { vocabulary, names }),
      );
      for (const { text, where } of leaks) lines.push(`  ${file} (${where}): ${JSON.stringify(text)}`);
    }
  }
  if (lines.length > 0)
    throw new Error(
      `${lines.length} English texts on pages in other languages, not marked lang="en" (translate them in content/, or make them where the page's language is known):\n${lines.join('\n')}`,
    );
  console.log(`check-english-leaks: ${checked} pages in ${locales.length - 1} languages, no English text left unmarked`);
});
