import { z } from 'zod';
import { isLocale } from './locales';
import type { ContentModule } from './load';
import { noCoverage } from './localize';
import { cached, readYaml } from './read';
import { defineContent, uniqueList } from './schema';
import { StrayLanguageError } from './stray-languages';

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

const path = 'content/countries.yml';

const lists = cached(() => {
  const raw = readYaml(path);
  // A language the site does not have is named as such, before the schema's own message.
  const strayList = raw && typeof raw === 'object' && !Array.isArray(raw) ? Object.keys(raw).find((code) => !isLocale(code)) : undefined;
  if (strayList) throw new StrayLanguageError(`${path}: ${strayList}`);
  return defineContent(path, countriesFileSchema, raw);
});

/** content/countries.yml, which the editor leaves alone (cms/fields.yml says why). */
export const countriesFile: ContentModule = {
  kind: 'file',
  path,
  schema: countriesFileSchema,
  coverage: () => {
    lists();
    return noCoverage;
  },
};

/** The names `locale` gives countries instead of the package's, by ISO code (none for a language without a list). */
export function countryNames(locale: string): Record<string, string> {
  return Object.fromEntries((lists()[locale]?.names ?? []).map(({ code, name }) => [code, name]));
}

/** A country's name in `locale` (`lang` its language tag): content/countries.yml's where it names it, else Intl.DisplayNames'. */
export function countryName(locale: string, lang: string, code: string): string {
  return countryNames(locale)[code] ?? new Intl.DisplayNames(lang, { type: 'region' }).of(code) ?? code;
}
