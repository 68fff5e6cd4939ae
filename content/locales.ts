import { z } from 'zod';
import { defaultLocale } from './locale-path';
import type { ContentModule } from './load';
import { noCoverage } from './localize';
import { lazyList, loadFile } from './read';
import { channelKeys, uniqueList, type ChannelKey } from './schema';

// The site's languages, from content/locales.yml (one line each). Build time only; components
// receive what they need of it. Read at the first use of a list below, not as the module loads.

export const localeSchema = z.strictObject({
  code: z.string().regex(/^[a-z]{2,3}$/, 'must be a two- or three-letter language code (ar, zh, fil)'),
  lang: z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'must be a BCP 47 tag (ar, zh-Hans, pt-BR)'),
  name: z.string().trim().min(1, 'must not be empty'),
  dir: z.enum(['ltr', 'rtl']),
  checked: z.boolean().default(false),
  complete: z.boolean().default(false),
  /**
   * The BCP 47 tag its dates and lists are written with (Intl), when not `lang`: `en-GB` writes
   * "28 November 2026" and "A, B or C" where `en`, American, writes "November 28, 2026" and
   * "A, B, or C". `lang` stays what <html lang> and hreflang say, for every reader of the language.
   */
  intl: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'must be a BCP 47 tag (en-GB, pt-BR)')
    .optional(),
  /** The @fontsource package the language's own script is set in (scripts/build-font.mjs), when not its script's default. */
  font: z
    .string()
    .regex(/^@fontsource\/[a-z0-9-]+$/, 'must name a @fontsource package, e.g. @fontsource/noto-nastaliq-urdu')
    .optional(),
  /**
   * The order its pages list the company's channels in (the Contact page, a product page, the
   * hand-offs): those named first, any other after them in the default order (content/schema.ts
   * channelKeys). Left out: the default, WhatsApp first.
   */
  channels: z
    .array(z.enum(channelKeys))
    .refine((list) => new Set(list).size === list.length, 'names a channel twice; name each once')
    .optional(),
});
export type LocaleInfo = z.infer<typeof localeSchema>;

const localesPath = 'content/locales.yml';
const localesSchema = uniqueList(localeSchema, 'code').refine(
  (list) => list[0]?.code === defaultLocale,
  `the first language must be ${defaultLocale}`,
);
/** Every language, English first: content/locales.yml, read at first use. */
export const locales: LocaleInfo[] = lazyList(() => loadFile(localesPath, localesSchema));

/** content/locales.yml, which the editor leaves alone (cms/fields.yml says why). */
export const localesFile: ContentModule = { kind: 'file', path: localesPath, schema: localesSchema, coverage: () => noCoverage };

/** Every language code, English first. */
export const localeCodes: string[] = lazyList(() => locales.map((locale) => locale.code));

/** generateStaticParams for a route handler under app/[locale]/ (no layout gives them): one { locale } a language. */
export const localeStaticParams = () => localeCodes.map((locale) => ({ locale }));

/**
 * The languages the tests hold to a complete translation (no string falling back to English): those
 * marked `checked: true` or `complete: true`. Any other is a draft being translated, which builds
 * and passes while its strings show in English. English is the source and is not listed.
 */
export const completeLocales: LocaleInfo[] = lazyList(() => locales.slice(1).filter((locale) => locale.checked || locale.complete));

/** The channels in the order a language's pages list them: its line's `channels`, then the rest in the default order. */
export function channelOrderOf(line: Pick<LocaleInfo, 'channels'>): ChannelKey[] {
  const first = line.channels ?? [];
  return [...first, ...channelKeys.filter((key) => !first.includes(key))];
}

/** The channel order of `code`, a language of content/locales.yml. */
export const channelOrder = (code: string) => channelOrderOf(localeInfo(code));

export function isLocale(code: string): boolean {
  return localeCodes.includes(code);
}

/** A language's line of content/locales.yml; an unknown code is a programming error. */
export function localeInfo(code: string): LocaleInfo {
  const found = locales.find((locale) => locale.code === code);
  if (!found) throw new Error(`No language "${code}" in ${localesPath}`);
  return found;
}

/** The tag language `code`'s dates and lists are written with: its `intl`, or its `lang`. */
export function intlTag(code: string): string {
  const { intl, lang } = localeInfo(code);
  return intl ?? lang;
}

/** `value` as language `code` writes numbers, in Western digits (the site's), for words content fills in at build. */
export function numberIn(code: string, value: number): string {
  return new Intl.NumberFormat(`${localeInfo(code).lang}-u-nu-latn`).format(value);
}
