/** @jest-environment node */
import { localeCodes } from '../locales';
import { categoryProducts, getProducts, hasPage, productsWithoutPage, relatedLimit, relatedProducts } from '../products';
import { getCertifications } from '../certifications';
import { getCategories } from '../categories';

// The product entries (content/products/), checked as the build reads them, in every language.

describe('content/products', () => {
  it.each(localeCodes)('%s: every product loads', (locale) => {
    expect(getProducts(locale).length).toBe(getProducts('en').length);
  });

  it('names a category that exists, and is listed there once', () => {
    const categories = new Map(getCategories('en').map((service) => [service.slug, service.products.map(({ id }) => id)]));
    for (const product of getProducts('en')) {
      const listed = categories.get(product.category) ?? [];
      expect({ id: product.id, times: listed.filter((id) => id === product.id).length }).toEqual({ id: product.id, times: 1 });
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
});

describe('relatedProducts', () => {
  const shelf = (ids: string, withoutPage = '') => [...ids].map((id) => ({ id, hasPage: !withoutPage.includes(id) }));
  const ids = (products: { id: string }[]) => products.map((product) => product.id).join('');

  it('suggests the products after this one, wrapping round to the start, never itself', () => {
    expect(ids(relatedProducts(shelf('abcdefghij'), 'h', 4))).toBe('ijab');
    expect(ids(relatedProducts(shelf('abc'), 'a', 4))).toBe('bc');
    expect(ids(relatedProducts(shelf('a'), 'a', 4))).toBe('');
  });

  it('skips products without a page of their own', () => {
    expect(ids(relatedProducts(shelf('abcdef', 'ce'), 'b', 3))).toBe('dfa');
  });

  it('suggests at most relatedLimit, however large the category, and every product is suggested by another', () => {
    const big = shelf(Array.from({ length: 100 }, (_, index) => String.fromCodePoint(0x4e00 + index)).join(''));
    expect(relatedProducts(big, big[50]!.id)).toHaveLength(relatedLimit);
    const suggested = new Set(big.flatMap((product) => relatedProducts(big, product.id).map((other) => other.id)));
    expect(suggested.size).toBe(big.length);
  });

  it.each(localeCodes)('%s: every product with a page is suggested on another product’s page of its category', (locale) => {
    for (const { slug } of getCategories(locale)) {
      const withPage = categoryProducts(locale, slug).filter(hasPage);
      if (withPage.length < 2) continue;
      const suggested = new Set(withPage.flatMap((product) => relatedProducts(withPage, product.id).map((other) => other.id)));
      expect({ slug, missing: withPage.filter((product) => !suggested.has(product.id)).map((product) => product.id) }).toEqual({
        slug,
        missing: [],
      });
    }
  });
});
