/** @jest-environment node */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readYaml } from '../load';
import { completeLocales } from '../locales';
import { getService, getServices, servicesFolder } from '../services';

// The categories in every complete language of content/locales.yml
// (content/services/<locale>/<slug>.yml): each file holds only the words; slugs, images, art, ids
// and MOQ figures come from English. A draft language may have some of them, or none yet.

const translations = completeLocales.map(({ code }) => code);
/** The script a language's words are written in; Latin-script languages are checked for differing from English. */
const scripts: Partial<Record<string, RegExp>> = { ar: /\p{Script=Arabic}/u, zh: /\p{Script=Han}/u, ru: /\p{Script=Cyrillic}/u };
const english = getServices('en');

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
  const translated = getServices(locale);

  it('has its own file for every category', () => {
    for (const { slug } of english) expect(existsSync(path.resolve(`content/services/${locale}/${slug}.yml`))).toBe(true);
  });

  it('writes only the words in each file, and a translation of every English product beside it', () => {
    for (const source of english) {
      const raw = readYaml(`content/services/${locale}/${source.slug}.yml`) as Record<string, unknown>;
      expect(Object.keys(raw).filter((key) => !wordFields.has(key))).toEqual([]);
      for (const { id } of source.products) {
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

  it('translates every title, description and product name (in its own script where it has one)', () => {
    const script = scripts[locale];
    translated.forEach((category, index) => {
      const source = english[index]!;
      const words = [category.title, category.description, ...category.products.map((product) => product.name)];
      const sources = [source.title, source.description, ...source.products.map((product) => product.name)];
      words.forEach((text, n) => (script ? expect(text).toMatch(script) : expect(text).not.toBe(sources[n])));
    });
  });

  it('lets no services string fall back to English', () => {
    const report = servicesFolder.coverage(locale);
    // Loaded, and counted, in this language.
    expect(report.total).toBeGreaterThan(0);
    expect(report.fallbacks.filter((fallback) => fallback.file.startsWith('content/services/'))).toEqual([]);
  });
});

describe('what a buyer reads', () => {
  it('in Arabic', () => {
    const electronics = getService('ar', 'electronics')!;
    expect(electronics.title).toBe('الإلكترونيات');
    expect(electronics.products[0]).toMatchObject({
      name: 'مراوح سقف',
      leadTime: '4–6 أسابيع بعد اعتماد العينة',
      moq: { quantity: 200, unit: 'pieces' },
    });
    expect(electronics.products[0]!.spec).toContain('220–240 V');
    expect(electronics.products[3]!.spec).toContain('E27 / B22');
    expect(getService('ar', 'handicrafts')!.products[0]!.moq).toEqual({ quantity: 100, unit: 'pieces', note: 'لكل تصميم' });
    expect(getService('ar', 'toys-games')!.description).toContain('EN 71');
  });

  it('in Chinese', () => {
    const electronics = getService('zh', 'electronics')!;
    expect(electronics.title).toBe('电子电器');
    expect(electronics.products[0]).toMatchObject({
      name: '吊扇',
      leadTime: '确认样品后 4–6 周',
      moq: { quantity: 200, unit: 'pieces' },
    });
    expect(electronics.products[0]!.spec).toBe('220–240 V，50 Hz，扇叶直径 48–56 英寸');
    expect(getService('zh', 'textile-apparel')!.products[0]!.moq).toEqual({ quantity: 500, unit: 'pieces', note: '每款' });
    expect(getService('zh', 'renewable-energy')!.products[3]!.moq).toMatchObject({ quantity: 50, unit: 'kilowatts' });
  });

  it('in French', () => {
    const electronics = getService('fr', 'electronics')!;
    expect(electronics.title).toBe('Électronique');
    expect(electronics.products[0]).toMatchObject({
      name: 'Ventilateurs de plafond',
      leadTime: '4 à 6 semaines après validation de l’échantillon',
      moq: { quantity: 200, unit: 'pieces' },
    });
    expect(electronics.products[3]!.spec).toContain('E27 / B22');
    expect(getService('fr', 'handicrafts')!.products[0]!.moq).toEqual({ quantity: 100, unit: 'pieces', note: 'par modèle' });
  });

  it('in Spanish', () => {
    const textiles = getService('es', 'textile-apparel')!;
    expect(textiles.title).toBe('Textil y confección');
    expect(textiles.products[0]).toMatchObject({
      name: 'Camisetas de algodón',
      leadTime: '4–6 semanas tras la aprobación de la muestra',
      moq: { quantity: 500, unit: 'pieces', note: 'por modelo' },
    });
    expect(getService('es', 'toys-games')!.description).toContain('EN 71');
  });

  it('in Russian', () => {
    const leather = getService('ru', 'leather-sports')!;
    expect(leather.title).toBe('Кожаные и спортивные товары');
    expect(leather.products[0]).toMatchObject({
      name: 'Матчевые и тренировочные футбольные мячи',
      leadTime: '4–6 недель после утверждения образца',
    });
    expect(getService('ru', 'electronics')!.products[0]!.spec).toContain('220–240 V, 50 Hz');
    expect(getService('ru', 'renewable-energy')!.products[3]!.moq).toEqual({
      quantity: 50,
      unit: 'kilowatts',
      note: 'по мощности системы',
    });
  });

  it('leaves English as it was', () => {
    expect(getService('en', 'electronics')!.title).toBe('Electronics');
    expect(getService('en', 'electronics')!.products[0]!.leadTime).toBe('4–6 weeks after sample approval');
  });
});
