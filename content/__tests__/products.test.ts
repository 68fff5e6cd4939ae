/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { localeCodes } from '../locales';
import { categoryProducts, getProducts, hasPage, productsWithoutPage } from '../products';
import { getCertifications } from '../certifications';
import { getServices } from '../services';

// The product entries (content/products/), checked as the build reads them, in every language.

const before = JSON.parse(readFileSync('content/__tests__/fixtures/products-before.json', 'utf8')) as Record<
  string,
  Record<string, unknown>[]
>;

describe('content/products', () => {
  it.each(localeCodes)('%s: every product loads', (locale) => {
    expect(getProducts(locale).length).toBe(getProducts('en').length);
  });

  it('names a category that exists and a position unique within it', () => {
    const categories = new Set(getServices('en').map((service) => service.slug));
    const seen = new Set<string>();
    for (const product of getProducts('en')) {
      expect({ id: product.id, category: categories.has(product.category) }).toEqual({ id: product.id, category: true });
      const key = `${product.category}#${product.position}`;
      expect({ id: product.id, repeated: seen.has(key) }).toEqual({ id: product.id, repeated: false });
      seen.add(key);
    }
  });

  it('names only certificates that exist', () => {
    const ids = new Set(getCertifications('en').certifications.map((entry) => entry.id));
    for (const product of getProducts('en'))
      for (const id of product.certificates)
        expect({ product: product.id, certificate: id, exists: ids.has(id) }).toMatchObject({ exists: true });
  });

  it('gives a page only to a product with a summary and a description, and the build lists the others', () => {
    expect(hasPage({ summary: 'Fans.', description: 'Made in Gujrat.' })).toBe(true);
    expect(hasPage({ summary: 'Fans.' })).toBe(false);
    expect(hasPage({ description: 'Made in Gujrat.' })).toBe(false);
    expect(productsWithoutPage()).toEqual(
      getProducts('en')
        .filter((product) => !product.summary || !product.description)
        .map((product) => `content/products/en/${product.id}.yml`),
    );
  });

  // The migration out of the category files (issue 25): nothing the categories held is lost.
  it('holds every product and translation the category files held', () => {
    for (const [key, items] of Object.entries(before)) {
      const [locale, category] = key.split('/') as [string, string];
      const english = before[`en/${category}`]!;
      items.forEach((item, index) => {
        const id = String(english[index]!.id);
        const words = Object.fromEntries(Object.entries(item).filter(([field]) => field !== 'id'));
        // As written in the file: the page's spacing rules (content/typography.ts) come later.
        const entry = parse(readFileSync(`content/products/${locale}/${id}.yml`, 'utf8'), { schema: 'core' }) as object;
        expect({ key, id, ...entry }).toMatchObject({ key, id, ...words });
      });
      expect(categoryProducts('en', category).map((product) => product.id)).toEqual(english.map((item) => item.id));
    }
  });
});
