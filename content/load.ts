import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { defaultLocale } from './locale-path';
import { isLocale, localeInfo } from './locales';
import { mergeLocale, recordCoverage } from './localize';
import { ContentCache, ContentFileError, loadFile, readText, parseYaml, readYaml, registerContent } from './read';
import { ContentError, defineContent } from './schema';
import { typeset } from './typography';
import { StrayLanguageError } from './stray-languages';

// Content lives in YAML files under content/, laid out as Decap CMS's i18n reads them: a folder
// collection keeps one file per entry and language, content/<folder>/<locale>/<slug>.yml
// (multiple_folders); a single page or list keeps every language in one file, under en:, ar: …
// (single_file, the only structure Decap allows for file collections). These loaders read a file,
// lay each language over English (content/localize.ts), check the result against its schema, and
// fail the build naming the file and the field. They run at build time only (Node), never in the
// browser.

export { ContentFileError, loadFile, readYaml };
export { defaultLocale };

/** Content in one language: what a loader gives for a language code. */
export type Localized<T> = (locale: string) => T;

/**
 * One entry in `locale`: English as written (`base`) with the translation (`local`) laid over it,
 * checked against `schema`. An error names `file` and the field under `prefix` ("ar.title").
 */
export function localizeEntry<S extends z.ZodType>(
  file: string,
  schema: S,
  locale: string,
  base: unknown,
  local: unknown,
  prefix = '',
): z.output<S> {
  // The language's spacing rules, once, here where its words are read: an editor types plain spaces.
  const lang = isLocale(locale) ? localeInfo(locale).lang : locale;
  const merged = mergeLocale(file, schema, base, local, (text) => typeset(text, lang));
  const [problem] = merged.problems;
  if (problem) {
    const field = [prefix.replace(/\.$/, ''), problem.field === '(root)' ? '' : problem.field].filter(Boolean).join('.');
    throw new ContentFileError(file, `${field || '(root)'}: ${problem.message}`);
  }
  const result = schema.safeParse(merged.value);
  if (!result.success)
    throw new ContentError(
      file,
      result.error.issues.map((issue) => ({ ...issue, path: [...(prefix ? [prefix.slice(0, -1)] : []), ...issue.path] })),
    );
  if (locale !== defaultLocale) recordCoverage(locale, `${file}${prefix ? ` ${prefix}` : ''}`, merged);
  return result.data;
}

/** Every loader made so far: the coverage report loads each in every language. */
const loaders: Localized<unknown>[] = [];

/** Loads every content file made into a loader so far in `locale` (the coverage report's pass). */
export function loadEverything(locale: string) {
  for (const load of loaders) load(locale);
}

function memo<T>(load: (locale: string) => T): Localized<T> {
  const cache = new ContentCache<string, T>();
  const loader: Localized<T> = (locale) => {
    if (!isLocale(locale)) throw new Error(`No language "${locale}" in content/locales.yml`);
    if (!cache.has(locale)) cache.set(locale, load(locale));
    return cache.get(locale)!;
  };
  loaders.push(loader);
  return loader;
}

/**
 * A file that holds every language of its entry (Decap's single_file): `en:` with everything, and
 * `ar:`, `fr:` … with the words translated. Errors name the field under its language
 * ("ar.certifications.0.title").
 */
export function loadLocalized<S extends z.ZodType>(file: string, schema: S): Localized<z.output<S>> {
  registerContent({ kind: 'localized', path: file, schema });
  const docs = new ContentCache<string, Record<string, unknown>>();
  const read = () => {
    const doc = docs.get(file);
    if (doc) return doc;
    const parsed = readYaml(file);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new ContentFileError(file, `must hold one block per language (${defaultLocale}:, …)`);
    const stray = Object.keys(parsed).find((key) => !isLocale(key));
    if (stray) throw new StrayLanguageError(`${file}: ${stray}`);
    defineContent(file, z.object({ [defaultLocale]: schema }), parsed);
    docs.set(file, parsed as Record<string, unknown>);
    return parsed as Record<string, unknown>;
  };
  return memo((locale) => {
    const languages = read();
    const base = languages[defaultLocale];
    return localizeEntry(file, schema, locale, base, locale === defaultLocale ? undefined : languages[locale], `${locale}.`);
  });
}

/** A folder collection's entry in one language. */
export type FolderEntry<T> = { file: string; slug: string; data: T };

/**
 * Every entry of a folder collection, by file name: English in content/<folder>/en/<slug>.yml
 * (each `slug` field must be its file's name), and each language's words in
 * content/<folder>/<locale>/<slug>.yml where translated.
 */
export function loadFolder<S extends z.ZodType>(folder: string, schema: S): Localized<FolderEntry<z.output<S>>[]> {
  registerContent({ kind: 'folder', path: `content/${folder}`, schema });
  const dir = (locale: string) => `content/${folder}/${locale}`;
  const read = () => {
    const known = englishCache.get(folder);
    if (known) return known;
    if (!existsSync(path.resolve(dir(defaultLocale)))) throw new ContentFileError(dir(defaultLocale), 'the folder is missing');
    const strayFolder = readdirSync(path.resolve(`content/${folder}`), { withFileTypes: true }).find(
      (entry) => entry.isDirectory() && !isLocale(entry.name),
    );
    if (strayFolder) throw new StrayLanguageError(`content/${folder}/${strayFolder.name}/`);
    const english = yamlFiles(dir(defaultLocale)).map((name) => {
      const file = `${dir(defaultLocale)}/${name}`;
      const slug = name.slice(0, -'.yml'.length);
      const raw = readYaml(file);
      const own = defineContent(file, schema, raw) as { slug?: unknown };
      if (own.slug !== undefined && own.slug !== slug)
        throw new ContentFileError(file, `slug: is "${String(own.slug)}" but the file is named ${name}; they must agree`);
      return { file, slug, raw };
    });
    englishCache.set(folder, english);
    return english;
  };
  return memo((locale) => {
    const entries = read();
    if (locale !== defaultLocale && existsSync(path.resolve(dir(locale)))) {
      const stray = yamlFiles(dir(locale)).find((name) => !entries.some((entry) => `${entry.slug}.yml` === name));
      if (stray) throw new ContentFileError(`${dir(locale)}/${stray}`, `has no English entry ${dir(defaultLocale)}/${stray}`);
    }
    return entries.map(({ file, slug, raw }) => {
      if (locale === defaultLocale) return { file, slug, data: localizeEntry(file, schema, locale, raw, undefined) };
      const own = `${dir(locale)}/${slug}.yml`;
      const text = readText(own);
      const local = text === undefined ? undefined : parseYaml(own, text);
      return { file: text === undefined ? file : own, slug, data: localizeEntry(own, schema, locale, raw, local ?? undefined) };
    });
  });
}

const englishCache = new ContentCache<string, { file: string; slug: string; raw: unknown }[]>();

function yamlFiles(dir: string): string[] {
  return readdirSync(path.resolve(dir))
    .filter((name) => name.endsWith('.yml'))
    .sort();
}
