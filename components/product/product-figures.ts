import type { ExportPacking, Price, Units } from '@/content/schema';
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

/** 22 kg, 22 кг, 22 كغ: a measure in the language's words and order. */
export const formatMeasure = (lang: string, value: number, unit: 'kilogram' | 'centimeter') =>
  numberFormat(lang, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);

/** 1,000 · 1 000 · 1.000: a count in the language's grouping. */
export const formatCount = (lang: string, value: number) => numberFormat(lang, { maximumFractionDigits: 0 }).format(value);

/** "62 × 26 × 26 cm": the carton's outside size, the unit written once, in the language's way. */
export function formatCartonSize(lang: string, { length, width, height }: NonNullable<ExportPacking['cartonCm']>): string {
  const number = numberFormat(lang, { maximumFractionDigits: 1 });
  const last = formatMeasure(lang, height, 'centimeter');
  return `${number.format(length)} × ${number.format(width)} × ${last}`;
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
