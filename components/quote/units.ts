import type { Moq, PluralForms, UnitKey, Units } from '@/content/schema';
import { formatNumber, type NumberStyle } from '@/components/ui/format-number';
import { fillTemplate } from '@/lib/template';
import type { Amount } from './basket';

// Plain functions, safe in client islands and server components alike (no 'use client', no
// content import): the unit words come in as props from content/units.ts.

/** The unit of a product without a minimum order. */
export const defaultUnit: UnitKey = 'pieces';

export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

const categories: readonly string[] = ['zero', 'one', 'two', 'few', 'many', 'other'] satisfies PluralCategory[];

/** One Intl.PluralRules per language, made the first time a count in that language is worded. */
const rules = new Map<string, Intl.PluralRules | null>();

function rulesOf(locale: string): Intl.PluralRules | null {
  if (!rules.has(locale)) {
    let made: Intl.PluralRules | null;
    try {
      made = new Intl.PluralRules(locale);
    } catch {
      // Not a language tag Intl knows: English's rule below.
      made = null;
    }
    rules.set(locale, made);
  }
  return rules.get(locale)!;
}

/**
 * The CLDR plural category of `count` in `locale` (a code of content/locales.yml or a BCP 47
 * tag): Arabic 3 → `few`, 11 → `many`; Russian 21 → `one`, 22 → `few`, 25 → `many`.
 * The language's Intl.PluralRules is created on first use, never at start-up: the first Intl
 * object a page makes loads locale data (docs/performance.md), so islands word no count while
 * they hydrate (the header's empty-basket count comes from the server). Without a locale,
 * English's rule written out: `one` for 1, `other` for anything else.
 */
export function pluralCategory(count: number, locale?: string): PluralCategory {
  const chosen = locale === undefined ? null : rulesOf(locale);
  if (!chosen) return count === 1 ? 'one' : 'other';
  const category = chosen.select(count);
  return categories.includes(category) ? (category as PluralCategory) : 'other';
}

/** The form of `forms` that goes with `count` in `locale`, falling back to `other` where a language has none. */
export function pluralForm(forms: PluralForms, count: number, locale?: string): string {
  return forms[pluralCategory(count, locale)] ?? forms.other;
}

/** The words of a unit key; the default unit's for a key content no longer has. */
export function unitForms(units: Units, unit: string): PluralForms {
  return (units as Partial<Record<string, PluralForms>>)[unit] ?? units[defaultUnit];
}

/**
 * How a language joins a quantity and its unit, and an amount and a minimum order's note
 * (content/interface.yml `quantity`: "{quantity} {unit}", "{amount} {note}"; Chinese puts the
 * note first), and writes the number (worked out at build: components/i18n/page-numbers.ts).
 * Each part missing is English's.
 */
export type QuantityStyle = { amount?: string; moq?: string; numbers?: NumberStyle };

/** { quantity: 1000, unit: 'pieces' } → "1,000 pieces"; 1 → "1 piece"; in Russian 5 → "5 штук", in French "1 000 pièces". */
export function formatAmount({ quantity, unit }: Amount, units: Units, locale?: string, style: QuantityStyle = {}): string {
  const words = { quantity: formatNumber(quantity, style.numbers), unit: pluralForm(unitForms(units, unit), quantity, locale) };
  return fillTemplate(style.amount ?? '{quantity} {unit}', words);
}

/** A product's minimum order as a category page shows it: "1,000 pieces per design"; Chinese "每款 1,000 件". */
export function formatMoq({ quantity, unit, note }: Moq, units: Units, locale?: string, style: QuantityStyle = {}): string {
  const amount = formatAmount({ quantity, unit }, units, locale, style);
  return note ? fillTemplate(style.moq ?? '{amount} {note}', { amount, note }) : amount;
}
