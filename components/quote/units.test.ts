import { locales } from '@/content/locales';
import { getUnits } from '@/content/units';
import { quantityStyleOf } from '@/components/i18n/page-numbers';
import { formatAmount, formatMoq, pluralCategory, pluralForm } from './units';

// The unit words are content (content/units.yml): the tests lay their own over each language's.
type Units = ReturnType<typeof getUnits>;
const own = (locale: string, words: Partial<Units>): Units => ({ ...getUnits(locale), ...words });
const units = own('en', {
  pieces: { one: 'piece', other: 'pieces' },
  dozens: { one: 'dozen', other: 'dozen' },
  pairs: { one: 'pair', other: 'pairs' },
  'containers-20ft': { one: 'container (20 ft)', other: 'containers (20 ft)' },
});
const ar = own('ar', { pieces: { zero: 'قطعة', one: 'قطعة', two: 'قطعتان', few: 'قطع', many: 'قطعة', other: 'قطعة' } });
const ru = own('ru', { pieces: { one: 'штука', few: 'штуки', many: 'штук', other: 'штуки' } });

test('English has one form for 1 and another for every other count', () => {
  expect([0, 1, 2, 1000, 1.5].map((count) => pluralCategory(count))).toEqual(['other', 'one', 'other', 'other', 'other']);
});

test('amounts read as a buyer writes them: "1 piece", "1,000 pieces", "5 dozen"', () => {
  expect(formatAmount({ quantity: 1, unit: 'pieces' }, units)).toBe('1 piece');
  expect(formatAmount({ quantity: 1000, unit: 'pieces' }, units)).toBe('1,000 pieces');
  expect(formatAmount({ quantity: 5, unit: 'dozens' }, units)).toBe('5 dozen');
  expect(formatAmount({ quantity: 1, unit: 'containers-20ft' }, units)).toBe('1 container (20 ft)');
});

test('a unit content no longer has reads as the default unit', () => {
  expect(formatAmount({ quantity: 3, unit: 'bales' }, units)).toBe('3 pieces');
});

test('a form a language lacks falls back to `other`', () => {
  expect(pluralForm({ one: 'piece', other: 'pieces' }, 7)).toBe('pieces');
});

test('a minimum order carries its note', () => {
  expect(formatMoq({ quantity: 1000, unit: 'pieces', note: 'per design' }, units)).toBe('1,000 pieces per design');
  expect(formatMoq({ quantity: 300, unit: 'pairs' }, units)).toBe('300 pairs');
});

describe('plural forms by language', () => {
  it('chooses the CLDR category of the page language', () => {
    expect(formatAmount({ quantity: 3, unit: 'pieces' }, ar, 'ar')).toBe('3 قطع');
    expect(pluralCategory(3, 'ar')).toBe('few');
    expect(pluralCategory(11, 'ar')).toBe('many');
    expect(pluralCategory(2, 'ar')).toBe('two');
    expect(formatAmount({ quantity: 5, unit: 'pieces' }, ru, 'ru')).toBe('5 штук');
    expect(formatAmount({ quantity: 21, unit: 'pieces' }, ru, 'ru')).toBe('21 штука');
    expect(formatAmount({ quantity: 22, unit: 'pieces' }, ru, 'ru')).toBe('22 штуки');
    expect(formatAmount({ quantity: 1000, unit: 'pieces' }, units, 'en')).toBe('1,000 pieces');
    // French counts 0 with 1.
    expect(pluralCategory(0, 'fr')).toBe('one');
    expect(pluralCategory(0, 'en')).toBe('other');
  });

  it('takes the language codes of content/locales.yml, Chinese included', () => {
    for (const { code } of locales) expect(pluralForm({ one: 'one', other: 'other' }, 7, code)).toBe('other');
  });

  it('makes one Intl.PluralRules per language, the first time a count in it is worded, never on import', () => {
    const Original = Intl.PluralRules;
    const made: string[] = [];
    const spy = jest.spyOn(Intl, 'PluralRules').mockImplementation((locale?: Intl.LocalesArgument) => {
      made.push(String(locale));
      return new Original(locale);
    });
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy of the module, to count what it makes
      const fresh = require('./units') as typeof import('./units');
      expect(made).toEqual([]);
      fresh.pluralForm({ one: 'x', other: 'y' }, 1);
      expect(made).toEqual([]);
      fresh.pluralForm(ru.pieces, 5, 'ru');
      fresh.pluralForm(ru.pieces, 21, 'ru');
      fresh.pluralForm(ar.pieces, 3, 'ar');
      expect(made).toEqual(['ru', 'ar']);
    });
    spy.mockRestore();
  });

  it('reads a tag Intl refuses by English rule', () => {
    expect(pluralForm({ one: 'piece', other: 'pieces' }, 1, 'not a tag!')).toBe('piece');
    expect(pluralForm({ one: 'piece', other: 'pieces' }, 2, 'not a tag!')).toBe('pieces');
  });
});

describe('quantities in each language’s numbers and word order (content/interface.yml quantity)', () => {
  const style = (code: string) => quantityStyleOf(code);
  const moq = { quantity: 1000, unit: 'pieces', note: 'x' } as const;

  it('writes the number as the language does', () => {
    expect(
      formatAmount({ quantity: 1000, unit: 'pieces' }, own('fr', { pieces: { one: 'pièce', other: 'pièces' } }), 'fr', style('fr')),
    ).toBe('1\u202f000 pièces');
    expect(formatAmount({ quantity: 1000, unit: 'pieces' }, ru, 'ru', style('ru'))).toBe('1\u00a0000 штук');
    expect(
      formatAmount({ quantity: 10000, unit: 'pieces' }, own('es', { pieces: { one: 'pieza', other: 'piezas' } }), 'es', style('es')),
    ).toBe('10.000 piezas');
    expect(
      formatAmount({ quantity: 1000, unit: 'pieces' }, own('es', { pieces: { one: 'pieza', other: 'piezas' } }), 'es', style('es')),
    ).toBe('1000 piezas');
    expect(formatAmount({ quantity: 1000, unit: 'pieces' }, units, 'en', style('en'))).toBe('1,000 pieces');
  });

  it('puts a Chinese minimum order’s note first: 每款 1,000 件', () => {
    expect(formatMoq({ ...moq, note: '每款' }, own('zh', { pieces: { one: '件', other: '件' } }), 'zh', style('zh'))).toBe('每款 1,000 件');
    expect(formatMoq({ ...moq, note: 'par modèle' }, own('fr', { pieces: { one: 'pièce', other: 'pièces' } }), 'fr', style('fr'))).toBe(
      '1\u202f000 pièces par modèle',
    );
    expect(formatMoq({ ...moq, note: undefined }, own('zh', { pieces: { one: '件', other: '件' } }), 'zh', style('zh'))).toBe('1,000 件');
  });

  it('keeps {quantity}, {unit}, {amount} and {note} in every language', () => {
    for (const { code } of locales) {
      const { amount, moq: withNote } = style(code);
      expect(
        [amount, withNote]
          .join(' ')
          .match(/\{\w+\}/g)
          ?.sort(),
      ).toEqual(['{amount}', '{note}', '{quantity}', '{unit}']);
    }
  });
});
