import { localeCodes } from '@/content/locales';
import { getProducts } from '@/content/products';
import { categoryPages, categoryView } from './category';
import { getTradeTerms } from '@/content/trade-terms';
import { productPages, productView, termsRows } from './product';

describe.each(localeCodes)('the views in %s', (locale) => {
  it('list a page for each product with a summary and a description, once, under its own category', () => {
    const pages = productPages(locale);
    const withPage = getProducts(locale).filter((product) => product.hasPage);
    expect(pages.map(({ slug, product }) => `${slug}/${product}`).sort()).toEqual(
      withPage.map((product) => `${product.category}/${product.id}`).sort(),
    );
  });

  it('show a listed product page, and none for a product under another category or an unknown one', () => {
    const [first] = productPages(locale);
    const view = productView(locale, first!)!;
    expect(view.seo.path).toBe(`/services/${first!.slug}/${first!.product}`);
    expect(view.related.products.map((other) => other.href)).not.toContain(view.seo.path);
    const other = categoryPages(locale).find(({ slug }) => slug !== first!.slug)!;
    expect(productView(locale, { slug: other.slug, product: first!.product })).toBeUndefined();
    expect(productView(locale, { slug: first!.slug, product: 'no-such-product' })).toBeUndefined();
  });

  it('show each category page with the other categories under it, and none for an unknown slug', () => {
    const pages = categoryPages(locale);
    for (const page of pages) {
      const view = categoryView(locale, page)!;
      expect(view.detail.category.slug).toBe(page.slug);
      expect(view.others.items.map(({ slug }) => slug)).toEqual(pages.map(({ slug }) => slug).filter((slug) => slug !== page.slug));
    }
    expect(categoryView(locale, { slug: 'no-such-category' })).toBeUndefined();
  });

  it('say where each product is made only where its content says, in JSON-LD too, and never the company’s own country by default', () => {
    for (const page of productPages(locale)) {
      const view = productView(locale, page)!;
      const { origin, product } = view.detail;
      expect({ page, madeIn: Boolean(origin.madeIn), shipsFrom: Boolean(origin.shipsFrom) }).toEqual({
        page,
        madeIn: Boolean(product.origin?.madeIn),
        shipsFrom: Boolean(product.origin?.shipsFrom),
      });
      const countryOfOrigin = (view.jsonLd[0] as { countryOfOrigin?: { name: string } }).countryOfOrigin;
      expect({ page, countryOfOrigin: countryOfOrigin?.name }).toEqual({ page, countryOfOrigin: product.origin?.madeIn });
    }
  });

  it('give each product the company’s terms of sale, or its own where it has them', () => {
    const terms = getTradeTerms(locale);
    const [company, own] = [
      termsRows(locale, { inEnglish: [] }),
      termsRows(locale, {
        inEnglish: [],
        terms: {
          incoterms: ['CIF'],
          ports: [terms.ports[0]!.id],
          sampleCost: 'Charged, refunded on order',
          payment: 'Cash against documents',
        },
      }),
    ];
    for (const { code } of terms.incoterms) expect(company.terms[0]!.value).toContain(code);
    for (const { name } of terms.ports) expect(company.terms[1]!.value).toContain(name);
    expect(company.terms[2]!.value).toBe(terms.payment);
    expect(company.sampleCost.value).toBe(terms.sampleCost);
    expect(own.terms.map((row) => row.value)).toEqual(['CIF', terms.ports[0]!.name, 'Cash against documents']);
    expect(own.sampleCost.value).toBe('Charged, refunded on order');
    // An empty list, as the editor saves a product without terms of its own, is the company's.
    expect(termsRows(locale, { inEnglish: [], terms: { incoterms: [], ports: [] } })).toEqual(company);
  });
});
