import type { Moq, PluralForms, UnitKey, Units } from '@/content/schema';
import { formatNumber } from '@/components/ui/format-number';
import type { Amount } from './basket';

// Plain functions, safe in client islands and server components alike (no 'use client', no
// content import): the unit words come in as props from content/units.ts.

/** The unit of a product without a minimum order. */
export const defaultUnit: UnitKey = 'pieces';

export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/**
 * The CLDR plural category of a count in English: `one` for 1, `other` for anything else.
 * Languages with more forms (Arabic, Russian) will choose with Intl.PluralRules at build, or an
 * equivalent rule written out here, since client code creates no Intl objects (format-number.ts).
 */
export function pluralCategory(count: number): PluralCategory {
  return count === 1 ? 'one' : 'other';
}

/** The form of `forms` that goes with `count`, falling back to `other` where a language has none. */
export function pluralForm(forms: PluralForms, count: number): string {
  return forms[pluralCategory(count)] ?? forms.other;
}

/** The words of a unit key; the default unit's for a key content no longer has. */
export function unitForms(units: Units, unit: string): PluralForms {
  return (units as Partial<Record<string, PluralForms>>)[unit] ?? units[defaultUnit];
}

/** { quantity: 1000, unit: 'pieces' } → "1,000 pieces"; 1 → "1 piece". */
export function formatAmount({ quantity, unit }: Amount, units: Units): string {
  return `${formatNumber(quantity)} ${pluralForm(unitForms(units, unit), quantity)}`;
}

/** A product's minimum order as a category page shows it: "1,000 pieces per design". */
export function formatMoq({ quantity, unit, note }: Moq, units: Units): string {
  const amount = formatAmount({ quantity, unit }, units);
  return note ? `${amount} ${note}` : amount;
}
