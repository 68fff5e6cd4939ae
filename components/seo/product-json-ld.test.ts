/** @jest-environment node */
import type { Product } from '@/content/products';
import { menuLink } from '@/content/navigation';
import { productBreadcrumbJsonLd } from './json-ld';
import { productJsonLd } from './product-json-ld';

const category = {
  slug: 'electronics',
  title: 'Electronics',
  image: { src: '/images/art/services/electronics.svg', alt: '', width: 640, height: 480 },
};
const product: Product = {
  id: 'ceiling-fans',
  category: 'electronics',
  checked: false,
  name: 'Ceiling fans',
  summary: 'AC ceiling fans in 48–56 inch sweep.',
  description: 'Made in Gujrat.',
  descriptionHtml: '<p>Made in Gujrat.</p>',
  hasPage: true,
  inEnglish: [],
  images: [],
  specs: [{ label: 'Voltage', value: '220–240 V, 50 Hz' }],
  options: [],
  certificates: [],
  origin: { madeIn: 'PK', city: 'Gujrat' },
};
const url = 'https://www.example.com/services/electronics/ceiling-fans';

describe('productJsonLd', () => {
  it('says what the content states: name, summary, category, origin and the specification', () => {
    expect(productJsonLd({ locale: 'en', product, category, url })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Ceiling fans',
      description: 'AC ceiling fans in 48–56 inch sweep.',
      url,
      category: 'Electronics',
      countryOfOrigin: { '@type': 'Country', name: 'PK' },
      additionalProperty: [{ '@type': 'PropertyValue', name: 'Voltage', value: '220–240 V, 50 Hz' }],
    });
  });

  it('shows its photos, and no picture while it has none: neither its drawing nor its category’s is the product', () => {
    const photo = { src: '/images/uploads/fan.jpg', alt: 'A ceiling fan', width: 1200, height: 800 };
    expect(productJsonLd({ locale: 'en', product: { ...product, images: [photo] }, category, url }).image).toEqual([
      expect.stringMatching(/^https?:\/\/[^/]+\/images\/uploads\/fan\.jpg$/),
    ]);
    expect(productJsonLd({ locale: 'en', product: { ...product, drawing: 'fan' }, category, url })).not.toHaveProperty('image');
  });

  it('names no country of origin where the content gives none: traded goods that only ship from a country', () => {
    for (const origin of [undefined, { shipsFrom: 'PK' }])
      expect(productJsonLd({ locale: 'en', product: { ...product, origin }, category, url })).not.toHaveProperty('countryOfOrigin');
    expect(
      productJsonLd({ locale: 'en', product: { ...product, origin: { madeIn: 'CN', shipsFrom: 'PK' } }, category, url }).countryOfOrigin,
    ).toEqual({
      '@type': 'Country',
      name: 'CN',
    });
  });

  it('invents nothing: no offer without a price, and never a rating, review, brand or availability', () => {
    const data = productJsonLd({ locale: 'en', product, category, url });
    for (const key of ['offers', 'aggregateRating', 'review', 'brand', 'availability']) expect(data).not.toHaveProperty(key);
  });

  it('offers the indicative price the company entered: one price, or a range', () => {
    const price = { currency: 'USD', min: 8, unit: 'pieces' as const, incoterm: 'FOB' as const, port: 'Karachi' };
    expect(productJsonLd({ locale: 'en', product: { ...product, price }, category, url }).offers).toEqual({
      '@type': 'Offer',
      priceCurrency: 'USD',
      price: 8,
      url,
    });
    expect(productJsonLd({ locale: 'en', product: { ...product, price: { ...price, max: 11 } }, category, url }).offers).toEqual({
      '@type': 'AggregateOffer',
      priceCurrency: 'USD',
      lowPrice: 8,
      highPrice: 11,
      url,
    });
  });

  it('gives the trail Home › Services › category › product in the page language', () => {
    const trail = productBreadcrumbJsonLd({ slug: 'electronics', title: 'الإلكترونيات' }, product, 'ar');
    expect(trail.itemListElement).toEqual([
      expect.objectContaining({ position: 1, name: menuLink('/', 'ar').label, item: expect.stringMatching(/\/ar$/) }),
      expect.objectContaining({ position: 2, name: menuLink('/services', 'ar').label, item: expect.stringMatching(/\/ar\/services$/) }),
      expect.objectContaining({ position: 3, name: 'الإلكترونيات', item: expect.stringMatching(/\/ar\/services\/electronics$/) }),
      expect.objectContaining({
        position: 4,
        name: 'Ceiling fans',
        item: expect.stringMatching(/\/ar\/services\/electronics\/ceiling-fans$/),
      }),
    ]);
  });
});
