import { z } from 'zod';
import { isLocale } from './locales';
import { loadFile, readYaml } from './read';
import { StrayLanguageError } from './stray-languages';
import { uniqueList } from './schema';

// Country names that override i18n-iso-countries' in the forms' country lists, by language
// (content/countries.yml, which says when to add one). Each language's list is its own: no
// language falls back to another's names.

const countryNameSchema = z.object({
  code: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code, e.g. CN'),
  name: z.string().trim().min(1, 'must not be empty'),
});

const countriesFileSchema = z.record(
  z.string().refine(isLocale, 'is not a language of content/locales.yml'),
  z.object({ names: uniqueList(countryNameSchema, 'code') }),
);

const raw = readYaml('content/countries.yml');
const strayList = raw && typeof raw === 'object' && !Array.isArray(raw) ? Object.keys(raw).find((code) => !isLocale(code)) : undefined;
if (strayList) throw new StrayLanguageError(`content/countries.yml: ${strayList}`);
const file = loadFile('content/countries.yml', countriesFileSchema);

/** The names `locale` gives countries instead of the package's, by ISO code (none for a language without a list). */
export function countryNames(locale: string): Record<string, string> {
  return Object.fromEntries((file[locale]?.names ?? []).map(({ code, name }) => [code, name]));
}
