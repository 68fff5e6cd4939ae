import { extractText, getDocumentProxy } from 'unpdf';
import { localePath } from '@/content/locale-path';
import { localeInfo } from '@/content/locales';
import { getProductPage } from '@/content/product-page';
import { getProduct } from '@/content/products';
import { getSite } from '@/content/site';
import { productPages } from '@/components/views/product';
import { expect, test } from './fixtures';

// A product page printed to A4 as a buyer forwards it to their purchasing team: one sheet for a
// typical product, two at most for the longest, with who sent it (the company's name, address and
// contact), where to find it again and the day, in a left-to-right, a right-to-left and a Chinese
// script. The products are picked from content: the one with the most specification rows, and
// the middle one by size.

const languages = ['en', 'ar', 'zh'];

const size = (id: string) => {
  const product = getProduct('en', id)!;
  return product.specs.length + product.options.length + (product.descriptionHtml?.length ?? 0) / 400;
};
const pages = productPages('en');
const longest = pages.reduce((most, page) =>
  getProduct('en', page.product)!.specs.length > getProduct('en', most.product)!.specs.length ? page : most,
);
const typical = [...pages].sort((a, b) => size(a.product) - size(b.product))[Math.floor(pages.length / 2)]!;

/** Text as compared here: no spaces, line breaks or direction marks, which the PDF's text places its own way. */
const flat = (text: string) => text.normalize('NFKC').replace(/[\s\u200e\u200f\u061c\u2066-\u2069]/g, '');

for (const locale of languages) {
  for (const [kind, { slug, product: id }, sheets] of [
    ['typical', typical, 1],
    ['longest', longest, 2],
  ] as const) {
    const path = localePath(locale, `/services/${slug}/${id}`);
    test(`${path} (${kind}) prints on at most ${sheets} A4 page(s), headed by the company and the page's address`, async ({ page }) => {
      const site = getSite(locale);
      const copy = getProductPage(locale);
      const product = getProduct(locale, id)!;
      await page.goto(path);
      const pdf = await page.pdf({ format: 'A4' });
      const document = await getDocumentProxy(new Uint8Array(pdf));
      const { totalPages, text } = await extractText(document, { mergePages: true });
      expect(totalPages).toBeLessThanOrEqual(sheets);
      const printed = flat(text);
      expect(printed).toContain(flat(site.name));
      for (const part of [site.address.street, site.address.city, site.address.postcode, site.address.country]) {
        expect(printed).toContain(flat(part));
      }
      expect(printed).toContain(flat(site.email));
      expect(printed).toContain(flat(new URL(page.url()).pathname));
      const day = new Intl.DateTimeFormat(`${localeInfo(locale).lang}-u-nu-latn`, { dateStyle: 'long' }).format(new Date());
      expect(printed).toContain(flat(copy.sheet.printed.replace('{date}', day)));
      expect(printed).toContain(flat(product.name));
      expect(printed).toContain(flat(copy.specsTitle));
      if (!product.checked) expect(printed).toContain(flat(copy.typicalNote));
      // What a sheet has no use for: the actions, and the site's footer (whose name and address the head repeats).
      expect(printed).not.toContain(flat(copy.actions.ask));
      expect(printed).not.toContain(flat(site.footer.note));
    });
  }
}
