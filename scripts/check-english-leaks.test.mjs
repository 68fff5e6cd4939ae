/** @jest-environment node */
import { englishFileOf, findLeaks, properNames, sameInEveryLanguage, visibleTexts } from './check-english-leaks.mjs';
import { parseHtml } from './out-pages.mjs';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

const page = (lang, body, { title = 't', description = 'd' } = {}) =>
  parseHtml(
    `<!DOCTYPE html><html lang="${lang}"><head><title>${title}</title><meta name="description" content="${description}"></head><body>${body}</body></html>`,
  );

const english = page(
  'en',
  `<nav aria-label="Breadcrumb"><a href="/services">Services</a> <span>Textiles</span></nav>
   <h1>Textiles</h1><img alt="Folded towels" src="/t.jpg"><input placeholder="Search the site">
   <p>Hazara Global Trade · FOB · ISO 9001 · +92 300 0000000 · info@example.com</p>
   <a href="/contact" title="Write to us">Contact</a><code>h-layout</code>`,
  { title: 'Textiles · Hazara Global Trade', description: 'Towels and bed linen from Pakistan.' },
);
const englishTexts = new Set(visibleTexts(english).map(({ text }) => text));
const names = new Set(['Hazara Global Trade', 'English']);
const leaksOf = (document, vocabulary = []) => findLeaks(document, englishTexts, { vocabulary: new Set(vocabulary), names });

it('lists a text node, an alt, a placeholder, a title attribute, the <title> and the description left in English', () => {
  const russian = page(
    'ru',
    `<nav aria-label="Навигационная цепочка"><a href="/ru/services">Services</a> <span>Текстиль</span></nav>
     <h1>Текстиль</h1><img alt="Folded towels" src="/t.jpg"><input placeholder="Search the site">
     <a href="/ru/contact" title="Write to us">Контакты</a>`,
    { title: 'Textiles · Hazara Global Trade', description: 'Towels and bed linen from Pakistan.' },
  );
  expect(leaksOf(russian)).toEqual([
    { text: 'Services', where: 'text' },
    { text: 'Folded towels', where: 'alt' },
    { text: 'Search the site', where: 'placeholder' },
    { text: 'Write to us', where: 'title' },
    { text: 'Textiles · Hazara Global Trade', where: 'title' },
    { text: 'Towels and bed linen from Pakistan.', where: 'meta description' },
  ]);
});

it('lets English through where it is marked lang="en" as a fallback, and on a fallback page its <title> and description', () => {
  const marked = page(
    'ar',
    `<nav><a href="/ar/services" lang="en" dir="ltr">Services</a></nav><h1>نسيج</h1><div lang="en"><p>Folded towels</p></div>`,
  );
  expect(leaksOf(marked)).toEqual([]);
  const fallbackArticle = page('ar', `<article lang="en" dir="ltr"><h1>Textiles</h1></article>`, {
    title: 'Textiles · Hazara Global Trade',
    description: 'Towels and bed linen from Pakistan.',
  });
  expect(leaksOf(fallbackArticle)).toEqual([]);
});

it('lets through names, figures, codes, addresses and numbers that are the same in every language', () => {
  const russian = page(
    'ru',
    `<p>Hazara Global Trade · FOB · ISO 9001 · +92 300 0000000 · info@example.com</p><code>h-layout</code><p>English</p>`,
  );
  expect(leaksOf(russian)).toEqual([]);
  expect(sameInEveryLanguage('98 %')).toBe(true);
  expect(sameInEveryLanguage('E-mail info@example.com', new Set(['e', 'mail']))).toBe(true);
  expect(sameInEveryLanguage('E-mail info@example.com')).toBe(false);
  // A measure in SI symbols reads the same in every language; a word after a figure does not.
  expect(sameInEveryLanguage('25 kg')).toBe(true);
  expect(sameInEveryLanguage('66 × 32 × 66 cm')).toBe(true);
  expect(sameInEveryLanguage('25 kilograms')).toBe(false);
  expect(sameInEveryLanguage('12 kgs')).toBe(false);
});

it('lets through a word the language itself uses ("Contact" in French), not the same word on a Russian page', () => {
  const french = page('fr', `<a href="/fr/contact">Contact</a><a href="/fr/services">Services</a>`);
  expect(leaksOf(french, ['contact', 'services', 'nous', 'écrire'])).toEqual([]);
  const russian = page('ru', `<a href="/ru/contact">Contact</a>`);
  expect(leaksOf(russian, ['контакты'])).toEqual([{ text: 'Contact', where: 'text' }]);
});

it('pairs each page with its English version', () => {
  expect(englishFileOf('ru.html', 'ru')).toBe('index.html');
  expect(englishFileOf('ru/services/textiles.html', 'ru')).toBe('services/textiles.html');
  expect(englishFileOf('about.html', 'ru')).toBeNull();
});

it('reads the names that stay the same from the content: the company, each language, and values still placeholders', () => {
  const { names } = properNames(process.cwd());
  const { en: site } = parse(readFileSync('content/site.yml', 'utf8'));
  expect(names).toContain(site.name);
  expect(names).toContain('Русский');
  // Each value content/site.yml still marks as a placeholder (its field holds the made-up value).
  const still = Object.entries(site.placeholders ?? {}).filter(
    ([field, value]) => field.split('.').reduce((at, key) => at?.[key], site) === value,
  );
  for (const [, value] of still) expect(names).toContain(value);
});
