/** @jest-environment node */
import { localeCodes } from '@/content/locales';
import { productKeys, productNames } from './catalogue-names';
import { named } from './product-names';

const frenchLine = {
  key: 'toys-games/plush-soft-toys',
  name: 'Peluches',
  category: 'Jouets et jeux',
  href: '/services/toys-games#plush-soft-toys',
  quantity: 3,
  unit: 'pieces',
};

it('names a line added in one language in another', () => {
  const english = productNames('en')['toys-games']!;
  expect(named(frenchLine, productNames('en'))).toEqual({
    ...frenchLine,
    name: english.products['plush-soft-toys'],
    category: english.category,
  });
  const ar = named(frenchLine, productNames('ar'));
  expect(ar.name).not.toBe('Peluches');
  expect(ar.name).toMatch(/\p{Script=Arabic}/u);
  expect(ar).toMatchObject({ key: frenchLine.key, quantity: 3, unit: 'pieces', href: frenchLine.href });
});

it('keeps the stored names of a product the catalogue no longer has', () => {
  const gone = { ...frenchLine, key: 'toys-games/wooden-yo-yos' };
  expect(named(gone, productNames('en'))).toEqual(gone);
  expect(named({ ...frenchLine, key: 'toys-games/constructor' }, productNames('en')).name).toBe('Peluches');
});

it('has a name for every product in every language', () => {
  const keys = productKeys('en');
  expect(keys.length).toBeGreaterThan(100);
  for (const locale of localeCodes) {
    const names = productNames(locale);
    expect(productKeys(locale)).toEqual(keys);
    for (const key of keys) {
      const [slug, id] = key.split('/') as [string, string];
      expect(names[slug]?.products[id]).toEqual(expect.any(String));
    }
  }
});
