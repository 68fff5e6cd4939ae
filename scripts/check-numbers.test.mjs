/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkNumbers, decimalOf, englishNumbersIn } from './check-numbers.mjs';

const page = (lang, body, title = 't') =>
  `<!DOCTYPE html><html lang="${lang}"><head><title>${title}</title><script>var x = "1,000"</script></head><body>${body}</body></html>`;

const numbers = (html) => englishNumbersIn(html).map(({ number }) => number);

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

describe('checkNumbers', () => {
  let dir;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'check-numbers-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('names the page and the text of each number', () => {
    const files = {
      'index.html': page('en', '<p>1,000 pieces</p>'),
      'fr/store.html': page('fr', '<dl><dt>Minimum</dt><dd>1,000 pièces par modèle</dd></dl>'),
      'ru.html': page('ru', '<p>1 000 штук</p>'),
    };
    for (const [file, html] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), html);
    }
    expect(checkNumbers(dir)).toEqual([{ page: '/fr/store', number: '1,000', text: '1,000 pièces par modèle' }]);
  });
});
