/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { numberProblems, type NumberChecks } from '../number-checks';
// What check-numbers holds every built page's text to (npm test's check:out): the same examples, the same verdict.
import { mixedNumbersOf, unitWords } from '../../lib/number-style.mjs';

// Numbers and units as each language writes them, refused by the editor before a save with the functions
// scripts/check-numbers.mjs holds the built pages to. The words are the fixture's, not content/units.yml's.

const units = {
  en: { pieces: { one: 'piece', other: 'pieces' }, measures: { kg: 'kg', mm: 'mm' } },
  ar: { measures: { kg: 'كغم', mm: 'مم' } },
  ru: { pieces: { one: 'штука', few: 'штуки', many: 'штук', other: 'штуки' }, measures: { kg: 'кг', mm: 'мм' } },
  es: { measures: { kg: 'kg', mm: 'mm' } },
};
const tags = { en: 'en', ar: 'ar', ru: 'ru', es: 'es' };
const checks: NumberChecks = {
  units,
  tags,
  identifiers: ['22620'],
  languageNames: { en: 'English', ar: 'Arabic', ru: 'Russian', es: 'Spanish' },
  messages: {
    numberGrouping: '{field} in {language}: {number} → {expected} ({written} in “{text}”)',
    unitWord: '{field} in {language}: {unit} ({written})',
  },
};
const labels = { specs: 'Specification rows', 'specs.value': 'Value', summary: 'Summary' };
const spec = (value: string) => ({ specs: [{ label: 'x', value }] });

/** Whether check-numbers refuses a page whose text in `lang` is `text` (scripts/check-numbers.mjs reads a page's text into these pieces). */
const pageRefuses = (lang: string, text: string) => mixedNumbersOf([{ lang, text }], unitWords(units), ['22620']).length > 0;

describe.each([
  ['en', '1000 pieces per model', 'Specification rows › item 1 › Value in English: 1000 → 1,000 (1000 pieces in “1000 pieces per model”)'],
  ['en', 'Over 1000 buyers', 'Specification rows › item 1 › Value in English: 1000 → 1,000 (1000 in “Over 1000 buyers”)'],
  ['ru', 'Около 2278 мм', 'Specification rows › item 1 › Value in Russian: 2278 → 2 278 (2278 мм in “Около 2278 мм”)'],
  ['ru', 'от 5000 до 20 000 мА·ч', 'Specification rows › item 1 › Value in Russian: 5000 → 5 000 (5000 in “от 5000 до 20 000 мА·ч”)'],
  ['es', 'de 5.000 a 20.000 mAh', 'Specification rows › item 1 › Value in Spanish: 5.000 → 5000 (5.000 in “de 5.000 a 20.000 mAh”)'],
  ['ar', '27–33 كجم', 'Specification rows › item 1 › Value in Arabic: "كغم" (27–33 كجم)'],
])('in %s, “%s”', (locale, text, message) => {
  test('is refused before a save, naming the field and language, as check-numbers refuses the page', () => {
    expect(numberProblems(checks, { [locale]: spec(text) }, labels).map((problem) => problem.replace(/\u202f|\u00a0/g, ' '))).toEqual([
      message,
    ]);
    expect(pageRefuses(tags[locale as keyof typeof tags], text)).toBe(true);
  });
});

test.each([
  ['en', '1,000 pieces per model; since 2019; ISO 9001:2015; HS 6302.60; 1366 × 768'],
  ['ru', '1 000 штук, 2 278 мм'],
  ['es', '1000 piezas, 10.000 piezas, 2278 mm'],
  ['ar', '1,000 قطعة، 27–33 كغم'],
])('in %s, “%s” is saved, as check-numbers passes the page', (locale, text) => {
  expect(numberProblems(checks, { [locale]: spec(text.replace(/ (?=\d{3}\b)/g, '\u00a0')) }, labels)).toEqual([]);
  expect(pageRefuses(tags[locale as keyof typeof tags], text.replace(/ (?=\d{3}\b)/g, '\u00a0'))).toBe(false);
});

test('leaves names alone: links, e-mail addresses, phone numbers, the postcode being edited', () => {
  const site = { address: { postcode: '22631', street: 'Main G.T. Road' }, phone: { display: '+92 300 0000000', e164: '+923000000000' } };
  expect(numberProblems(checks, { en: { ...site, email: 'sales1000@example.com', href: '/services/x-1000' } }, {})).toEqual([]);
});

test('holds today’s content to it in every language: what the editor would save is what the site has', () => {
  const real = {
    ...checks,
    units: parse(readFileSync('content/units.yml', 'utf8')) as unknown,
    tags: Object.fromEntries(
      (parse(readFileSync('content/locales.yml', 'utf8')) as { code: string; lang: string }[]).map(({ code, lang }) => [code, lang]),
    ),
    identifiers: [],
  };
  const problems: string[] = [];
  for (const folder of ['products', 'services']) {
    for (const locale of readdirSync(path.join('content', folder), { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
      for (const file of readdirSync(path.join('content', folder, locale.name)).filter((name) => name.endsWith('.yml'))) {
        const data = parse(readFileSync(path.join('content', folder, locale.name, file), 'utf8')) as unknown;
        problems.push(
          ...numberProblems(real, { [locale.name]: data }, {}).map((problem) => `${folder}/${locale.name}/${file}: ${problem}`),
        );
      }
    }
  }
  for (const file of readdirSync('content').filter((name) => name.endsWith('.yml') && name !== 'locales.yml')) {
    const languages = parse(readFileSync(path.join('content', file), 'utf8')) as Record<string, unknown>;
    if (!languages || !('en' in languages)) continue;
    problems.push(...numberProblems(real, languages, {}).map((problem) => `${file}: ${problem}`));
  }
  expect(problems).toEqual([]);
});
