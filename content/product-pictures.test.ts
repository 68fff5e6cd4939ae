/** @jest-environment node */
import { getCategories } from './categories';
import { defaultProductArt, getProducts, productPictures } from './products';
import type { ProductEntry } from './schema';

// What a product's page shows as its picture: its photos, or while it has none a drawing of its
// own (or a box), never its category's picture, which shows another object.

const photo = { src: '/images/uploads/fan.jpg', alt: 'A ceiling fan', width: 1200, height: 800 };
const entry = (fields: Partial<Pick<ProductEntry, 'images' | 'drawing'>>) => ({ images: [], ...fields });

it('shows the product’s photos, in their order, when it has any', () => {
  expect(productPictures(entry({ images: [photo], drawing: 'fan' }))).toEqual([photo]);
});

it('shows its drawing while it has no photo, and a box when it names none', () => {
  expect(productPictures(entry({ drawing: 'lightbulb' }))).toEqual([
    { src: '/images/art/products/lightbulb.svg', alt: '', width: 320, height: 240 },
  ]);
  expect(productPictures(entry({}))[0]?.src).toBe(`/images/art/products/${defaultProductArt}.svg`);
});

it('never shows a category’s picture on a product of the catalogue', () => {
  const categoryPictures = new Set(getCategories('en').map((category) => category.image.src));
  for (const product of getProducts('en')) expect(categoryPictures.has(productPictures(product)[0]!.src)).toBe(false);
});
