import { formatNumber } from './format-number';

describe('formatNumber', () => {
  it('groups thousands with commas, as en-US does', () => {
    for (const value of [0, 7, 999, 1000, 5000, 12345, 999999, 1000000, 123456789, -2500, 2.5, 1234.75]) {
      expect(formatNumber(value)).toBe(value.toLocaleString('en-US', { maximumFractionDigits: 20 }));
    }
  });
});
