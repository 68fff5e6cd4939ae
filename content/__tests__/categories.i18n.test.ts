/** @jest-environment node */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readYaml } from '../load';
import { completeLocales } from '../locales';
import { getCategories, categoriesFolder } from '../categories';

// The categories in every complete language of content/locales.yml
// (content/services/<locale>/<slug>.yml): each file holds only the words; slugs, images, art, ids
// and MOQ figures come from English. A draft language may have some of them, or none yet.

const translations = completeLocales.map(({ code }) => code);
/** The script a language's words are written in; Latin-script languages are checked for differing from English. */
const scripts: Partial<Record<string, RegExp>> = { ar: /\p{Script=Arabic}/u, zh: /\p{Script=Han}/u, ru: /\p{Script=Cyrillic}/u };
const english = getCategories('en');
/** Whether a product has a file in `locale` yet. */
const translatedProduct = (locale: string, id: string) => existsSync(path.resolve(`content/products/${locale}/${id}.yml`));

/** The fields a translation may hold: the words, never a slug, image path, id or figure. */
const wordFields = new Set(['title', 'description', 'image']);
const productWordFields = new Set([
  'name',
  'summary',
  'description',
  'specs',
  'options',
  'leadTime',
  'sample',
  'packing',
  'spec',
  'moq',
  'origin',
  'images',
]);

describe.each(translations)('content/services/%s', (locale) => {
  const translated = getCategories(locale);

  it('has its own file for every category', () => {
    for (const { slug } of english) expect(existsSync(path.resolve(`content/services/${locale}/${slug}.yml`))).toBe(true);
  });

  // A product staff add in English (and Arabic, say) shows English's words in this language until it
  // is translated: its translation is checked once it has one.
  it('writes only the words in each file, and in each translation of a product', () => {
    for (const source of english) {
      const raw = readYaml(`content/services/${locale}/${source.slug}.yml`) as Record<string, unknown>;
      expect(Object.keys(raw).filter((key) => !wordFields.has(key))).toEqual([]);
      for (const { id } of source.products.filter(({ id }) => translatedProduct(locale, id))) {
        const product = readYaml(`content/products/${locale}/${id}.yml`) as Record<string, unknown>;
        expect({ id, extra: Object.keys(product).filter((key) => !productWordFields.has(key)) }).toEqual({ id, extra: [] });
        if (product.moq !== undefined) expect(Object.keys(product.moq as object)).toEqual(['note']);
      }
    }
  });

  it('lists the same categories as English, in the same order', () => {
    expect(translated.map((category) => category.slug)).toEqual(english.map((category) => category.slug));
  });

  it('keeps every language-neutral field English: image, art, product ids and MOQ figures', () => {
    translated.forEach((category, index) => {
      const source = english[index]!;
      expect(category.image).toEqual(source.image);
      expect(category.art).toEqual(source.art);
      expect(category.products.map((product) => product.id)).toEqual(source.products.map((product) => product.id));
      category.products.forEach((product, n) => {
        expect(product.moq?.quantity).toBe(source.products[n]!.moq?.quantity);
        expect(product.moq?.unit).toBe(source.products[n]!.moq?.unit);
      });
    });
  });

  it('translates every title, description and translated product name (in its own script where it has one)', () => {
    const script = scripts[locale];
    translated.forEach((category, index) => {
      const source = english[index]!;
      const products = (list: typeof category.products) =>
        list.filter(({ id }) => translatedProduct(locale, id)).map((product) => product.name);
      const words = [category.title, category.description, ...products(category.products)];
      const sources = [source.title, source.description, ...products(source.products)];
      words.forEach((text, n) => (script ? expect(text).toMatch(script) : expect(text).not.toBe(sources[n])));
    });
  });

  it('lets no services string fall back to English', () => {
    const report = categoriesFolder.coverage(locale);
    // Loaded, and counted, in this language.
    expect(report.total).toBeGreaterThan(0);
    expect(report.fallbacks.filter((fallback) => fallback.file.startsWith('content/services/'))).toEqual([]);
  });
});
