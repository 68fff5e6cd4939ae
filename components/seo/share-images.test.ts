/** @jest-environment node */
import { localeCodes } from '@/content/locales';
import { getProducts } from '@/content/products';
import { productPath } from '@/content/category-paths';
import { shareImagePath } from './page-metadata';
import { shareImages } from './share-images';
import { sitemapRoutes, unlistedPages } from './site-routes';

const images = shareImages();

it('draws the image every page names, in each language it is written in', () => {
  const pages = [...sitemapRoutes(), ...unlistedPages.map((path) => ({ path, languages: undefined }))];
  const named = pages.flatMap(({ path, languages }) => (languages ?? localeCodes).map((code) => shareImagePath(code, path)));
  expect(named.filter((path) => !images.has(path))).toEqual([]);
});

it('draws one image a product page, in no language: its picture', () => {
  const products = getProducts('en').filter((product) => product.hasPage);
  expect(products.length).toBeGreaterThan(0);
  const productImages = [...images.keys()].filter((path) => /^\/share\/services\//.test(path));
  expect(productImages.sort()).toEqual(products.map((product) => `/share${productPath(product.category, product.id)}.png`).sort());
  const first = products[0]!;
  const image = images.get(shareImagePath('en', productPath(first.category, first.id)))!();
  expect(image).toEqual({ picture: expect.stringMatching(/^\/images\//) });
});
