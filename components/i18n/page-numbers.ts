import { getInterface } from '@/content/interface';
import { localeInfo } from '@/content/locales';
import type { QuantityStyle } from '@/components/quote/units';
import { numberStyleOf, type NumberStyle } from '@/components/ui/format-number';

// Server side only (content/locales reads files): each language's NumberStyle, worked out from Intl
// once per language for the whole build, then handed to client islands as a prop (`numbers`).

const styles = new Map<string, NumberStyle>();

/** How the language `locale` (a code of content/locales.yml) writes numbers. */
export function numbersOf(locale: string): NumberStyle {
  let style = styles.get(locale);
  if (!style) styles.set(locale, (style = numberStyleOf(localeInfo(locale).lang)));
  return style;
}

/** How `locale` joins a quantity, its unit and a note, and writes the number: for formatAmount and formatMoq. */
export function quantityStyleOf(locale: string): QuantityStyle {
  return { ...getInterface(locale).quantity, numbers: numbersOf(locale) };
}
