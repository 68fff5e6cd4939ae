import { formatCartonSize, formatCount, formatMeasure, formatPrice } from './product-figures';

const units = {
  pieces: { one: 'piece', other: 'pieces' },
} as unknown as Parameters<typeof formatPrice>[3];

describe('product figures', () => {
  it('writes weights, sizes and counts in the language, in Western digits', () => {
    expect(formatMeasure('en', 23, 'kilogram')).toBe('23 kg');
    expect(formatMeasure('ru', 23.5, 'kilogram').replace(/\s/g, ' ')).toBe('23,5 кг');
    expect(formatMeasure('ar', 23, 'kilogram')).toMatch(/^23\s?\S+/);
    expect(formatCount('fr', 1200).replace(/\s/g, ' ')).toBe('1 200');
    expect(formatCount('en', 1200)).toBe('1,200');
    expect(formatCartonSize('en', { length: 66, width: 32, height: 66 })).toBe('66 × 32 × 66 cm');
    expect(formatCartonSize('zh', { length: 66, width: 32, height: 66.5 })).toMatch(/^66 × 32 × 66\.5\s?厘米$/);
  });

  it('writes a price range with its currency, unit, Incoterm and port', () => {
    const price = { currency: 'USD', min: 8, max: 11, unit: 'pieces' as const, incoterm: 'FOB' as const, port: 'Karachi' };
    expect(formatPrice('en', 'en', price, units, '{amount} per {unit}, {incoterm} {port}')).toBe('$8.00 – $11.00 per piece, FOB Karachi');
  });
});
