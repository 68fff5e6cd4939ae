import { formatCartonSize, formatCount, formatMeasure, formatPrice } from './product-figures';

const units = {
  pieces: { one: 'piece', other: 'pieces' },
} as unknown as Parameters<typeof formatPrice>[3];

describe('product figures', () => {
  it('writes weights, sizes and counts in the language, in Western digits, with the symbol it is given', () => {
    const nbsp = '\u00a0';
    expect(formatMeasure('en', 1050, 'kg')).toBe(`1,050${nbsp}kg`);
    expect(formatMeasure('ru', 23.5, 'кг').replace(/\s/g, ' ')).toBe('23,5 кг');
    expect(formatMeasure('es', 1050, 'kg')).toBe(`1050${nbsp}kg`);
    expect(formatMeasure('es', 12278, 'kg')).toBe(`12.278${nbsp}kg`);
    expect(formatMeasure('ar', 1050, 'كغم')).toBe(`1,050${nbsp}كغم`);
    expect(formatCount('fr', 1200).replace(/\s/g, ' ')).toBe('1 200');
    expect(formatCount('en', 1200)).toBe('1,200');
    const measures = { cm: 'cm' } as Parameters<typeof formatCartonSize>[2];
    expect(formatCartonSize('en', { length: 66, width: 32, height: 66 }, measures)).toBe(`66 × 32 × 66${nbsp}cm`);
    // A Chinese symbol follows the number with no space, as the specifications are typeset.
    expect(formatCartonSize('zh', { length: 1228, width: 32, height: 66.5 }, { ...measures, cm: '厘米' })).toBe('1,228 × 32 × 66.5厘米');
  });

  it('writes a price range with its currency, unit, Incoterm and port', () => {
    const price = { currency: 'USD', min: 8, max: 11, unit: 'pieces' as const, incoterm: 'FOB' as const, port: 'Karachi' };
    expect(formatPrice('en', 'en', price, units, '{amount} per {unit}, {incoterm} {port}')).toBe('$8.00 – $11.00 per piece, FOB Karachi');
  });
});
