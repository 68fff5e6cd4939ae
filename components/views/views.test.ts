import { localeCodes } from '@/content/locales';
import { getProducts } from '@/content/products';
import { categoryPages, categoryView } from './category';
import { productPages, productView } from './product';

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
      expect(view.detail.service.slug).toBe(page.slug);
      expect(view.others.items.map(({ slug }) => slug)).toEqual(pages.map(({ slug }) => slug).filter((slug) => slug !== page.slug));
    }
    expect(categoryView(locale, { slug: 'no-such-category' })).toBeUndefined();
  });
});
