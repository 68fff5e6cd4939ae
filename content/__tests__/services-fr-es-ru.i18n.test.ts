/** @jest-environment node */
import { coverage } from '../localize';
import { getService, getServices } from '../services';

// The 20 categories in French, Spanish and Russian (content/services/<locale>/<slug>.yml): each
// file holds only the words; slugs, images, art, ids and MOQ figures come from English.

const locales = ['fr', 'es', 'ru'] as const;
const english = getServices('en');

describe.each(locales)('content/services/%s', (locale) => {
  const translated = getServices(locale);

  it('lists the same 20 categories as English, in the same order', () => {
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

  it('translates every title, description and product name', () => {
    translated.forEach((category, index) => {
      const source = english[index]!;
      expect(category.title).not.toBe(source.title);
      expect(category.description).not.toBe(source.description);
      category.products.forEach((product, n) => expect(product.name).not.toBe(source.products[n]!.name));
    });
  });

  it('lets no services string fall back to English', () => {
    const report = coverage().find((entry) => entry.locale === locale);
    expect(report).toBeDefined();
    expect(report!.fallbacks.filter((fallback) => fallback.file.startsWith('content/services/'))).toEqual([]);
  });
});

describe('what a buyer reads', () => {
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
