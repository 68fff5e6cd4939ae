import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json';

// Server only, at build: the package and its name table stay out of the browser bundle; the
// register form receives the finished list as props.

export type CountryOption = { value: string; label: string };

countries.registerLocale(english);

/** Every ISO 3166-1 country by its alpha-2 code, with its English name, sorted by name. */
export function countryOptions(): CountryOption[] {
  const collator = new Intl.Collator('en', { sensitivity: 'base' });
  return Object.entries(countries.getNames('en', { select: 'official' }))
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
