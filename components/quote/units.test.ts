import { units } from '@/content/units';
import { formatAmount, formatMoq, pluralCategory, pluralForm } from './units';

test('English has one form for 1 and another for every other count', () => {
  expect([0, 1, 2, 1000, 1.5].map(pluralCategory)).toEqual(['other', 'one', 'other', 'other', 'other']);
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
