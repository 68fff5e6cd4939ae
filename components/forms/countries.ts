import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json';
import { countryNames } from '@/content/countries';

// Server only, at build: the package and its name tables stay out of the browser bundle; the
// forms receive the finished list as props.

export type CountryOption = { value: string; label: string };

/** The languages the country lists can be built in. Next: import langs/<lang>.json for each. */
const languages = { en: english } as const;
export type CountryLocale = keyof typeof languages;

for (const data of Object.values(languages)) countries.registerLocale(data);

/** "UK", "USA", "U.S.": capitals and dots only. Scripts without case (Arabic, Chinese) never match. */
const isAbbreviation = (name: string) => /^[\p{Lu}.\s]+$/u.test(name);
/** "Korea, Republic of": the inverted official form (Latin or Arabic comma). */
const isInverted = (name: string) => /[,،]/.test(name);

/**
 * The name buyers use, from all the package gives for one country (official name first, then
 * aliases): the shortest that is neither an abbreviation nor inverted, the first of equals;
 * the official name when none qualifies.
 */
export function commonName(names: readonly string[]): string | undefined {
  const candidates = names.filter((name) => !isAbbreviation(name) && !isInverted(name));
  return (
    candidates.reduce<string | undefined>((best, name) => (best === undefined || name.length < best.length ? name : best), undefined) ??
    names[0]
  );
}

/**
 * Every ISO 3166-1 country by its alpha-2 code, with the name buyers use in `locale`
 * (content/countries.ts overrides the package where it must), sorted as a reader expects:
 * accents and case ignored, so Côte d'Ivoire sits among the C's.
 */
export function countryOptions(locale: CountryLocale): CountryOption[] {
  const overrides: Partial<Record<string, string>> = countryNames[locale];
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return Object.entries(countries.getNames(locale, { select: 'all' }))
    .map(([value, names]) => ({ value, label: overrides[value] ?? commonName(names) ?? value }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
