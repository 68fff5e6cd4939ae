import { locales } from '@/content/locales';
import { englishNumbers, formatNumber, numberStyleOf } from './format-number';

const samples = [0, 7, 999, 1000, 5000, 9999, 10000, 12345, 999999, 1000000, 123456789, -2500, 2.5, 1234.75];
const narrowNoBreak = '\u202f';
const noBreak = '\u00a0';
/** The marks CLDR puts around Arabic's minus and percent signs, left out: Western digits read right without them. */
const bidiMarks = /[\u200e\u200f\u061c]/g;

describe('formatNumber', () => {
  it('groups thousands with commas, as en-US does, when given no style', () => {
    for (const value of samples) {
      expect(formatNumber(value)).toBe(value.toLocaleString('en-US', { maximumFractionDigits: 20 }));
    }
  });

  it('writes a percentage as English does when given no style', () => {
    expect(englishNumbers.percent).toBe('#%');
  });
});

// Each language's style is read from Intl at build; in the browser, formatNumber reproduces it by hand.
describe.each(locales.map(({ code, lang }) => [code, lang]))('in %s (%s)', (code, lang) => {
  const style = numberStyleOf(lang);

  it('writes every figure as Intl does for the language, in Western digits', () => {
    const intl = new Intl.NumberFormat(`${lang}-u-nu-latn`, { maximumFractionDigits: 20 });
    for (const value of samples) expect(formatNumber(value, style)).toBe(intl.format(value).replace(bidiMarks, ''));
  });

  // The stats strip hands this pattern to its counters, which put the figure where # is.
  it('places the percent sign as the language does', () => {
    const intl = new Intl.NumberFormat(`${lang}-u-nu-latn`, { style: 'percent' });
    expect(style.percent.replace('#', formatNumber(98, style))).toBe(intl.format(0.98).replace(bidiMarks, ''));
  });
});

describe('each language as its readers expect', () => {
  const style = (lang: string) => numberStyleOf(lang);

  it('English and Chinese group with commas and write 98%', () => {
    for (const lang of ['en', 'zh-Hans']) {
      expect(formatNumber(1000, style(lang))).toBe('1,000');
      expect(formatNumber(1234.5, style(lang))).toBe('1,234.5');
      expect(style(lang).percent).toBe('#%');
    }
  });

  it('French groups with a narrow no-break space and spaces the percent sign', () => {
    expect(formatNumber(1000, style('fr'))).toBe(`1${narrowNoBreak}000`);
    expect(formatNumber(1234.5, style('fr'))).toBe(`1${narrowNoBreak}234,5`);
    expect(style('fr').percent).toMatch(/^#[\u00a0\u202f]%$/);
  });

  it('Russian groups with a no-break space and spaces the percent sign', () => {
    expect(formatNumber(1000, style('ru'))).toBe(`1${noBreak}000`);
    expect(formatNumber(1234567, style('ru'))).toBe(`1${noBreak}234${noBreak}567`);
    expect(style('ru').percent).toBe(`#${noBreak}%`);
  });

  it('Spanish leaves four digits ungrouped and groups five with a point', () => {
    expect(formatNumber(1000, style('es'))).toBe('1000');
    expect(formatNumber(10000, style('es'))).toBe('10.000');
    expect(formatNumber(1234.5, style('es'))).toBe('1234,5');
    expect(style('es').percent).toBe(`#${noBreak}%`);
  });

  it('Arabic keeps Western digits, as the Arabic content does, with no bidi marks in the figure', () => {
    expect(formatNumber(1000, style('ar'))).toBe('1,000');
    expect(style('ar').percent).toBe('#%');
  });

  it('a language added later gets its own pattern with no code change: Hindi groups by two, Turkish puts % first', () => {
    expect(formatNumber(1234567, style('hi'))).toBe('12,34,567');
    expect(style('tr').percent).toBe('%#');
  });
});
