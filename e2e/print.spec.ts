import { extractText, getDocumentProxy } from 'unpdf';
import { localePath } from '@/content/locale-path';
import { intlTag, locales } from '@/content/locales';
import { getProductPage } from '@/content/product-page';
import { getProduct } from '@/content/products';
import { getSite } from '@/content/site';
import { addressLine } from '@/lib/address';
import { productPages, productView } from '@/components/views/product';
import { expect, test } from './fixtures';

// A product page printed to A4 as a buyer forwards it to their purchasing team: one sheet for a
// typical product, two at most for the longest, headed by who sent it (the company's name, address
// and contact), where to find it again and the day, in a left-to-right, a right-to-left and a
// Chinese script. The products come from content: the one with the most specification rows, and
// the middle one by size (rows and description).

/** Written in Chinese characters: Simplified, Traditional, or Japanese with kanji. */
const hanScripts = new Set(['Hans', 'Hant', 'Jpan']);
const pages = productPages('en');
const specCount = (id: string) => getProduct('en', id)!.specs.length;
const size = (id: string) => {
  const product = getProduct('en', id)!;
  return product.specs.length + product.options.length + (product.descriptionHtml?.length ?? 0) / 400;
};
const longest = pages.reduce((most, page) => (specCount(page.product) > specCount(most.product) ? page : most));
const typical = [...pages].sort((a, b) => size(a.product) - size(b.product))[Math.floor(pages.length / 2)]!;

/** How many characters the typical product's words take in `locale`. */
const wordsIn = (locale: string) => {
  const product = getProduct(locale, typical.product)!;
  return [
    product.summary,
    product.descriptionHtml ?? '',
    ...[...product.specs, ...product.options].flatMap(({ label, value }) => [label, value]),
  ].join('').length;
};
/**
 * From content/locales.yml: its first left-to-right language, its first right-to-left one, its
 * first in Chinese characters where it has one, and the one whose words for the typical product are longest.
 */
const languages = [
  ...new Set(
    [
      locales.find(({ dir }) => dir === 'ltr'),
      locales.find(({ dir }) => dir === 'rtl'),
      locales.find(({ lang }) => hanScripts.has(new Intl.Locale(lang).maximize().script ?? '')),
      [...locales].sort((a, b) => wordsIn(b.code) - wordsIn(a.code))[0],
    ].flatMap((locale) => (locale ? [locale.code] : [])),
  ),
];

/** Text as compared: without the spaces, line breaks and direction marks a PDF's text places its own way. */
const flat = (text: string) => text.normalize('NFKC').replace(/[\s\u0000\u200e\u200f\u061c\u2066-\u2069]/g, '');
/** A line's letters and digits in code-point order. */
const letters = (text: string) => [...flat(text).replace(/[\p{M}\p{P}\p{S}]/gu, '')].sort().join('');
const rightToLeft = /[\u0590-\u08ff]/;

/**
 * Whether the sheet's text shows `expected`. Right-to-left words come out of a PDF in the order
 * they stand on paper, the letters of a ligature swapped, so there a line (or two or three running
 * lines, for a paragraph) must hold exactly the expected letters, in any order.
 */
function shows(text: string, expected: string): boolean {
  if (!rightToLeft.test(expected)) return flat(text).includes(flat(expected));
  const lines = text.split('\n');
  const wanted = letters(expected);
  return lines.some((_, start) => [1, 2, 3].some((count) => letters(lines.slice(start, start + count).join('')) === wanted));
}

for (const locale of languages) {
  for (const [kind, { slug, product: id }, sheets] of [
    ['typical', typical, 1],
    ['most specification rows', longest, 2],
  ] as const) {
    const path = localePath(locale, `/services/${slug}/${id}`);
    test(`${path} (${kind}) prints on ${sheets === 1 ? 'one A4 page' : `at most ${sheets}`}, headed by the company and the page's address`, async ({
      page,
    }) => {
      const site = getSite(locale);
      const copy = getProductPage(locale);
      const product = getProduct(locale, id)!;
      await page.goto(path);
      const document = await getDocumentProxy(new Uint8Array(await page.pdf({ format: 'A4' })));
      const { totalPages, text } = await extractText(document, { mergePages: true });
      expect(totalPages).toBeLessThanOrEqual(sheets);
      const day = new Intl.DateTimeFormat(`${intlTag(locale)}-u-nu-latn`, { dateStyle: 'long' }).format(new Date());
      const expected = [
        site.name,
        addressLine(site),
        site.email,
        productView(locale, { slug, product: id })!.detail.url,
        copy.sheet.printed.replace('{date}', day),
        product.name,
        copy.specsTitle,
        ...(product.checked ? [] : [copy.typicalNote]),
      ];
      for (const words of expected) expect(shows(text, words), `the sheet shows "${words}"`).toBe(true);
      // Left off: the actions, and the site's footer (whose name and address the sheet's head carries).
      for (const words of [copy.actions.ask, site.footer.note]) expect(shows(text, words), `the sheet leaves off "${words}"`).toBe(false);
    });
  }
}
