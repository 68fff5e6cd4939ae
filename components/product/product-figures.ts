import type { ExportPacking, Measures, Price, Units } from '@/content/schema';
import { pluralForm, unitForms } from '@/components/quote/units';
import { fillTemplate } from '@/lib/template';

// A product's figures as its page reads them in its language: weights, sizes and counts through
// Intl (server side, at build), in Western digits as the site writes every language's numbers.

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(lang: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${lang} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(lang, { numberingSystem: 'latn', ...options })));
  return format;
}

/** 1,000 · 1 000 · 1.000: a count in the language's grouping. */
export const formatCount = (lang: string, value: number) => numberFormat(lang, { maximumFractionDigits: 0 }).format(value);

/**
 * 22 kg, 22 кг, 22 كغم, 22千克: a measure with the language's one symbol for its unit
 * (content/units.yml `measures`, the symbol the specifications write too, rather than Intl's, which
 * differs from them: Chinese "kg" beside 千克), kept on one line with it. A Chinese symbol follows the
 * number with no space, as the specifications are typeset (content/typography.ts): the browser sets
 * the gap between the scripts (text-autospace).
 */
export const formatMeasure = (lang: string, value: number, unit: string) =>
  `${numberFormat(lang, { maximumFractionDigits: 1 }).format(value)}${/^\p{Script=Han}/u.test(unit) ? '' : '\u00a0'}${unit}`;

/** "62 × 26 × 26 cm": the carton's outside size, the unit written once. */
export function formatCartonSize(
  lang: string,
  { length, width, height }: NonNullable<ExportPacking['cartonCm']>,
  measures: Measures,
): string {
  const number = numberFormat(lang, { maximumFractionDigits: 1 });
  return `${number.format(length)} × ${number.format(width)} × ${formatMeasure(lang, height, measures.cm)}`;
}

/** "US$8.00–11.00 per piece, FOB Karachi" with the page's template, currency and unit words. */
export function formatPrice(lang: string, locale: string, price: Price, units: Units, template: string): string {
  const money = numberFormat(lang, { style: 'currency', currency: price.currency });
  const amount = price.max !== undefined && price.max !== price.min ? money.formatRange(price.min, price.max) : money.format(price.min);
  return fillTemplate(template, {
    amount,
    unit: pluralForm(unitForms(units, price.unit), 1, locale),
    incoterm: price.incoterm,
    port: price.port,
  });
}
