import { readFileSync } from 'node:fs';
import path from 'node:path';
import countries from 'i18n-iso-countries';
import { countryNames } from '@/content/countries';
import { localeInfo } from '@/content/locales';

// Server only, at build: the package and its name tables stay out of the browser bundle; the
// forms receive the finished list as props.

export type CountryOption = { value: string; label: string };

/** The package's name table for a language ("ar", "zh"), read from node_modules once, when first asked for. */
function registerLanguage(language: string) {
  if (countries.langs().includes(language)) return;
  const file = path.join(process.cwd(), 'node_modules', 'i18n-iso-countries', 'langs', `${language}.json`);
  let data: string;
  try {
    data = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`i18n-iso-countries has no country names in "${language}" (${file}); add them to content/countries.yml`);
  }
  countries.registerLocale(JSON.parse(data));
}

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
 * Every ISO 3166-1 country by its alpha-2 code, with the name buyers use in `locale` (a code of
 * content/locales.yml)
 * (content/countries.yml overrides the package where it must), sorted as a reader expects:
 * accents and case ignored, so Côte d'Ivoire sits among the C's.
 */
export function countryOptions(locale: string): CountryOption[] {
  const language = localeInfo(locale).lang.split('-')[0]!;
  registerLanguage(language);
  const overrides: Partial<Record<string, string>> = countryNames(locale);
  const collator = new Intl.Collator(localeInfo(locale).lang, { sensitivity: 'base' });
  return Object.entries(countries.getNames(language, { select: 'all' }))
    .map(([value, names]) => ({ value, label: overrides[value] ?? commonName(names) ?? value }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
