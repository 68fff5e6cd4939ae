/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  checkNumbers,
  decimalOf,
  englishNumbersIn,
  measuresIn,
  mixedNumbersIn,
  bareNumbersIn,
  siteUnitWords,
  textsOf,
  unitWords,
} from './check-numbers.mjs';

const page = (lang, body, title = 't') =>
  `<!DOCTYPE html><html lang="${lang}"><head><title>${title}</title><script>var x = "1,000"</script></head><body>${body}</body></html>`;

const numbers = (html) => englishNumbersIn(html).map(({ number }) => number);

// A units file of the fixture's own (content/units.yml's shape), so no test depends on today's words.
const fixtureUnits = {
  en: {
    pieces: { one: 'piece', other: 'pieces' },
    kg: { one: 'kg', other: 'kg' },
    metres: { one: 'metre', other: 'metres' },
    measures: { kg: 'kg', cm: 'cm', mm: 'mm', m: 'm', gsm: 'GSM', V: 'V' },
  },
  ru: {
    pieces: { one: 'штука', few: 'штуки', many: 'штук', other: 'штуки' },
    kg: { one: 'кг', other: 'кг' },
    measures: { kg: 'кг', cm: 'см', mm: 'мм', m: 'м', gsm: 'г/м²', V: 'В' },
  },
  ar: { measures: { kg: 'كغم', cm: 'سم', mm: 'مم' } },
  zh: { measures: { kg: '千克', cm: '厘米', mm: '毫米' } },
};
const words = unitWords(fixtureUnits, { extra: { kg: ['كجم', '公斤'] }, tagOf: (code) => ({ zh: 'zh-Hans' })[code] ?? code });
/** Where a page writes one kind of measure two ways. */
const mixed = (html) => mixedNumbersIn(html, words).flatMap(({ kind, own, forms }) => (own ? [] : [[kind, ...forms]]));
/** Where a page writes a measure otherwise than its language's way (Intl's grouping, content's unit word). */
const strange = (html) => mixedNumbersIn(html, words).flatMap(({ kind, own, forms }) => (own ? [[kind, ...forms]] : []));

describe('englishNumbersIn', () => {
  test('finds a number grouped the English way on a page whose language writes decimals with a comma', () => {
    expect(numbers(page('fr', '<p>Minimum : 1,000 pièces</p>'))).toEqual(['1,000']);
    expect(numbers(page('es', '<p>10,000 piezas</p><p>12,500,000 €</p>'))).toEqual(['10,000', '12,500,000']);
    expect(englishNumbersIn(page('ru', '<p><span>0</span> / <span>5,000</span></p>'))).toEqual([{ number: '5,000', text: '0 / 5,000' }]);
    expect(numbers(page('fr', '<p>x</p>', 'Plus de 1,500 clients'))).toEqual(['1,500']);
  });

  test("passes the language's own numbers, and decimals written with a comma", () => {
    const narrow = '\u202f';
    expect(numbers(page('fr', `<p>1${narrow}000 pièces, 98${narrow}%, 2,5 kg, 0,75 m</p>`))).toEqual([]);
    expect(numbers(page('es', '<p>1000 piezas, 10.000 piezas</p>'))).toEqual([]);
    expect(numbers(page('ru', '<p>ISO 9001:2015, 12, 150, 1 и 98 %; артикул 1,2,3</p>'))).toEqual([]);
  });

  test('holds English, Chinese and Arabic pages to nothing: their decimal mark is a point', () => {
    expect(numbers(page('en', '<p>1,000 pieces</p>'))).toEqual([]);
    expect(numbers(page('zh-Hans', '<p>1,000 件</p>'))).toEqual([]);
    expect(numbers(page('ar', '<p>1,000 قطعة</p>'))).toEqual([]);
  });

  test('leaves English text marked lang="en" on another page, code, scripts and attributes alone', () => {
    const body = [
      '<p lang="en">1,000 pieces per design</p>',
      '<p>Référence <code>HS 6302,910</code></p>',
      '<script>self.__next_f.push("1,000")</script>',
      '<img alt="1,000" src="a.png">',
    ].join('');
    expect(numbers(page('fr', body))).toEqual([]);
  });

  test('allows a comma that is meant only where an allowance names the text around it', () => {
    const html = page('fr', '<p>Modèle KX-1,250 en stock</p><p>Lot de 1,000 pièces</p>');
    const productCode = [{ pattern: /\bKX-1,250\b/, why: "a maker's model number as printed on the product" }];
    expect(numbers(html)).toEqual(['1,250', '1,000']);
    expect(englishNumbersIn(html, productCode).map(({ number }) => number)).toEqual(['1,000']);
  });

  test('reads the decimal mark from Intl, for any language', () => {
    expect(decimalOf('fr')).toBe(',');
    expect(decimalOf('de-CH')).toBe('.');
    expect(decimalOf('pt-BR')).toBe(',');
    expect(decimalOf('en')).toBe('.');
    expect(decimalOf('not a tag')).toBe('.');
    expect(numbers(page('pt-BR', '<p>1,000 peças</p>'))).toEqual(['1,000']);
  });
});

describe('textsOf', () => {
  test('reads each block whole, in its language, and no script, code or head but the title', () => {
    const html = page(
      'ru',
      '<dl><dt>Масса</dt><dd><span>1 050</span> кг</dd></dl><p>Размер <span lang="en">2,278 mm</span> <code>1,000</code></p>',
      'Заголовок',
    );
    expect(textsOf(html).map(({ lang, text }) => [lang, text.trim()])).toEqual([
      ['ru', 'Заголовок'],
      ['ru', 'Масса'],
      ['ru', '1 050 кг'],
      ['en', '2,278 mm'],
      ['ru', 'Размер'],
    ]);
  });
});

describe('measuresIn', () => {
  const of = (text, lang) =>
    measuresIn(text, lang, words).map(({ numbers, word }) => [numbers.map(({ grouping }) => grouping ?? '-'), word]);

  test('reads a size, a range and a weight with their unit, and how each long number is grouped', () => {
    expect(of('About 2,278 × 1,134 × 30–35 mm; 1050 kg', 'en')).toEqual([
      [[',', ',', '-', '-'], 'mm'],
      [[''], 'kg'],
    ]);
    expect(of('Около 2 278 × 1 134 мм, 3,5 кг', 'ru')).toEqual([
      [[' ', ' '], 'мм'],
      [['-'], 'кг'],
    ]);
    // Spanish groups with a point; 2,5 is a decimal.
    expect(of('2.278 mm, 2,5 kg', 'es')).toEqual([
      [['.'], 'mm'],
      [['-'], 'kg'],
    ]);
  });

  test('takes the longest unit and no word that merely starts with one', () => {
    expect(of('4 mm², 5 mmx, 6 metres, 7 m', 'en')).toEqual([
      [['-'], 'metres'],
      [['-'], 'm'],
    ]);
    expect(of('25 كجمًا، 25 كغم', 'ar')).toEqual([[['-'], 'كغم']]);
    expect(of('10 或 25 公斤压缩包', 'zh-Hans')).toEqual([[['-'], '公斤']]);
  });

  test('reads a range or a list written with words as one measure: every number of it before the unit', () => {
    expect(of('de 1000 à 1\u202f600 V', 'fr')).toEqual([[['', ' '], 'V']]);
    expect(of('от 5000 до 20 000 кг', 'ru')).toEqual([[['', ' '], 'кг']]);
    expect(of('1000至1600 毫米', 'zh-Hans')).toEqual([[['', ''], '毫米']]);
    expect(of('between 1,000 and 1,600 mm', 'en')).toEqual([[[',', ','], 'mm']]);
  });

  test('leaves numbers without a unit alone: years, standards, model numbers', () => {
    expect(of('ISO 9001:2015, since 2019, model 18650, HS 8541.43', 'en')).toEqual([]);
  });
});

describe('mixedNumbersIn', () => {
  test('finds thousands grouped in one place and not in another, naming both', () => {
    expect(mixed(page('ru', '<p>Около 2278 × 1134 мм</p><dd>1 050 кг</dd>'))).toEqual([['grouping', '1 050 кг', '2278 × 1134 мм']]);
    expect(mixed(page('en', '<p>2,278 mm</p><p>1050 kg</p>'))).toEqual([['grouping', '2,278 mm', '1050 kg']]);
    expect(mixed(page('en', '<p>2,278 mm</p><p>1 050 kg</p>'))).toEqual([['grouping', '2,278 mm', '1 050 kg']]);
  });

  test("passes a language's own way, Spanish's 2278 beside 12.278 included", () => {
    expect(mixed(page('es', '<p>2278 × 1134 mm</p><p>12.278 kg, 1050 kg</p>'))).toEqual([]);
    expect(mixed(page('es', '<p>2.278 mm</p><p>12278 kg</p>'))).toEqual([['grouping', '2.278 mm', '12278 kg']]);
    expect(mixed(page('ru', '<p>2 278 мм, 1\u00a0050 кг, 12 500 шт.</p>'))).toEqual([]);
    expect(mixed(page('en', '<p>Since 2019, ISO 9001, 2,278 mm</p>'))).toEqual([]);
  });

  test('finds one unit in two words on a page, but not a count in its plural forms', () => {
    expect(mixed(page('ar', '<p>27–33 كجم</p><p>1,050 كغم</p>'))).toEqual([['kg', '27–33 كجم', '1,050 كغم']]);
    expect(mixed(page('zh-Hans', '<p>27–33 公斤</p><p>1,050 千克</p>'))).toEqual([['kg', '27–33 公斤', '1,050 千克']]);
    expect(mixed(page('ru', '<p>400 GSM</p><p>250 г/м²</p>'))).toEqual([['gsm', '400 GSM', '250 г/м²']]);
    expect(mixed(page('ru', '<p>1 штука, 3 штуки, 500 штук</p>'))).toEqual([]);
    // A count's word and the measure's symbol for the same unit are two words for it.
    expect(mixed(page('en', '<p>500 metres</p><p>2 m</p>'))).toEqual([['m', '500 metres', '2 m']]);
  });

  test("keeps each language's text apart: English shown on a Russian page is its own", () => {
    expect(mixed(page('ru', '<p>1 050 кг</p><p lang="en">2278 mm, 27 kg</p>'))).toEqual([]);
  });
});

describe("a measure not written the language's way", () => {
  test("is a number grouped otherwise than Intl groups it in the page's language", () => {
    expect(strange(page('ru', '<p>Около 2278 мм</p>'))).toEqual([['grouping', '2278 мм', 'grouped with " "']]);
    expect(strange(page('es', '<p>2.278 mm</p>'))).toEqual([['grouping', '2.278 mm', 'not grouped']]);
    expect(strange(page('zh-Hans', '<p>约 2278 毫米</p>'))).toEqual([['grouping', '2278 毫米', 'grouped with ","']]);
    expect(strange(page('es', '<p>2278 mm, 12.278 kg</p>'))).toEqual([]);
    expect(strange(page('fr', '<p>2\u202f278 mm, 1 050 kg</p>'))).toEqual([]);
    // The first number of a range written with a word: French groups it, Spanish leaves four digits whole.
    expect(strange(page('fr', '<p>de 1000 à 1\u202f600 V</p>'))).toEqual([['grouping', '1000 à 1\u202f600 V', 'grouped with " "']]);
    expect(strange(page('es', '<p>de 1000 a 16.000 kg</p>'))).toEqual([]);
  });

  test("is a unit in a word other than its language's own in content/units.yml", () => {
    expect(strange(page('ar', '<p>27–33 كجم</p>'))).toEqual([['kg', '27–33 كجم', '"كغم"']]);
    expect(strange(page('ru', '<p>400 GSM, 500 штук</p>'))).toEqual([['gsm', '400 GSM', '"г/м²"']]);
    expect(strange(page('zh-Hans', '<p>27–33 千克，2 × 3 厘米</p>'))).toEqual([]);
    // A count's plural forms are its own word; another language's word is not.
    expect(strange(page('en', '<p>1 piece, 5 pieces</p>'))).toEqual([]);
    // Where a measure has a symbol, a count of it is written with the symbol too.
    expect(strange(page('en', '<p>6 metres</p>'))).toEqual([['m', '6 metres', '"m"']]);
    // A stray spelling is read on every page; another language's word for a count only on its own.
    expect(strange(page('en', '<p>25 公斤</p>'))).toEqual([['kg', '25 公斤', '"kg"']]);
    expect(strange(page('en', '<p>5 штук</p>'))).toEqual([]);
  });

  test("reads a count's word only in its language, and no year as a measure", () => {
    const withPar = unitWords({ ...fixtureUnits, es: { pairs: { one: 'par', other: 'pares' } }, fr: { measures: { kg: 'kg' } } });
    const kinds = (html) => mixedNumbersIn(html, withPar).map(({ kind, forms }) => [kind, ...forms]);
    // Spanish "par" is a pair; French "par" means "per".
    expect(kinds(page('fr', '<p>50 par carton, 3 000 kg</p>'))).toEqual([]);
    expect(kinds(page('es', '<p>1 par, 2 pares</p>'))).toEqual([]);
    // Russian "2026 г." is a year, not 2026 grams.
    expect(strange(page('ru', '<p>11 ноября 2026 г.</p><p>250 г</p>'))).toEqual([]);
  });
});

describe('checkNumbers', () => {
  let dir;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'check-numbers-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('names the page and what is wrong, with both forms', () => {
    const files = {
      'index.html': page('en', '<p>1,000 pieces</p>'),
      'fr/store.html': page('fr', '<dl><dt>Minimum</dt><dd>1,000 pièces par modèle</dd></dl>'),
      'ru.html': page('ru', '<p>1 000 штук</p>'),
      'ar/solar.html': page('ar', '<dd>27–33 كجم</dd><dd>1,050 كغم</dd>'),
    };
    for (const [file, html] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), html);
    }
    expect(checkNumbers(dir, words)).toEqual([
      { page: '/ar/solar', message: 'writes "27–33 كجم" in ar, where content/units.yml writes kg as "كغم": "27–33 كجم"' },
      { page: '/ar/solar', message: 'writes kg in two words in ar: "27–33 كجم" ("27–33 كجم") and "1,050 كغم" ("1,050 كغم")' },
      { page: '/fr/store', message: '"1,000" is grouped the English way, where a comma is the decimal mark: "1,000 pièces par modèle"' },
    ]);
  });

  test("reads the site's unit words from content/units.yml, whatever they are today", () => {
    const { words: site, own } = siteUnitWords();
    expect(site.size).toBeGreaterThan(0);
    for (const { unit } of site.values()) expect(typeof unit).toBe('string');
    // Every language of the site has its own words, under its tag.
    expect(own.size).toBeGreaterThan(0);
    for (const mine of own.values()) expect(mine.size).toBeGreaterThan(0);
  });
});

describe('a number without a unit', () => {
  const bare = (text, lang, identifiers = []) => bareNumbersIn(text, lang, words, identifiers).map(({ written }) => written);

  test('is read when it has four digits or more, grouped or not', () => {
    expect(bare('от 5000 до 20 000 мА·ч', 'ru')).toEqual(['5000', '20 000']);
    expect(bare('Over 1000 buyers, 10,000 orders', 'en')).toEqual(['1000', '10,000']);
    expect(bare('每个出口纸箱1000个', 'zh-Hans')).toEqual(['1000']);
  });

  test('leaves names alone: years, codes after capitals, phone numbers, the given identifiers, sizes without a unit', () => {
    expect(bare('Since 2019; ISO 9001:2015; UN 3480; HS 6302.60; 1680D; 按照ISO 9001标准', 'en')).toEqual([]);
    expect(bare('WhatsApp +92 300 0000000 (opens in a new tab)', 'en')).toEqual([]);
    expect(bare('Haripur, Khyber Pakhtunkhwa 22620, Pakistan', 'en', ['22620'])).toEqual([]);
    expect(bare('1366 × 768 to 2560 × 1440', 'en')).toEqual([]);
    // A measure's numbers are read with its unit (measuresIn), not twice.
    expect(bare('2278 × 1134 mm, 1050 kg', 'en')).toEqual([]);
  });

  test("is written as Intl writes it in the page's language, and one way a page", () => {
    expect(strange(page('ru', '<p>от 5000 до 20 000 мА·ч</p>'))).toEqual([['grouping', '5000', 'grouped with " "']]);
    expect(strange(page('es', '<p>de 5.000 a 20.000 mAh</p>'))).toEqual([['grouping', '5.000', 'not grouped']]);
    expect(strange(page('es', '<p>de 5000 a 20.000 mAh</p>'))).toEqual([]);
    // "1000" beside "10,000": English groups both (Spanish neither four-digit one: 1000 beside 10.000 is its way).
    expect(strange(page('en', '<p>Over 1000 buyers</p><p>10,000 pieces</p>'))).toEqual([['grouping', '1000', 'grouped with ","']]);
    expect(strange(page('en', '<p>Over 1,000 buyers</p><p>10,000 pieces</p>'))).toEqual([]);
    expect(strange(page('es', '<p>Más de 1000 compradores</p><p>10.000 piezas</p>'))).toEqual([]);
    // A page that groups a shorter number than one it leaves whole writes thousands two ways.
    expect(mixed(page('en', '<p>Over 1,000 buyers</p><p>12000 pieces</p>'))).toEqual([['grouping', '1,000', '12000 pieces']]);
  });

  test("is not made of two elements' digits, and not read in an address", () => {
    expect(strange(page('en', '<p><time>11 November 2026</time><span>5</span> min read</p>'))).toEqual([]);
    expect(strange(page('en', '<address>Haripur 22620 · +92 300 0000000</address>'))).toEqual([]);
    expect(textsOf(page('en', '<p><time>2026</time><span>5</span></p>'))[1].text).toBe('2026 5');
  });
});
