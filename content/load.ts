import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { defaultLocale } from './locale-path';
import { isLocale, localeInfo } from './locales';
import { mergeLocale, noCoverage, sumOf, type Coverage } from './localize';
import { cached, ContentFileError, loadFile, readText, parseYaml, readYaml, type ContentSource } from './read';
import { ContentError } from './schema';
import { typeset } from './typography';
import { StrayLanguageError } from './stray-languages';

// The loaders every content module describes its file or folder with, laid out as Decap's i18n reads them
// (single_file, multiple_folders). Build time only; nothing is read until a language is asked for
// (docs/data-flow.md, "Content file → loader → page").

export { ContentFileError, readYaml };
export { defaultLocale };

/** A content file or folder as the editor, the coverage report and the tests know it; `coverage` reads and checks it. */
export type ContentModule = ContentSource & { coverage: (locale: string) => Coverage };

/** A content module whose content the pages read, by language: `get(locale)`. */
export type LocalizedContent<T> = ContentModule & { get: (locale: string) => T };

/** What loading content in one language gives: the content, and what the language's words cover of it. */
type Loaded<T> = { value: T; coverage: Coverage };

/** One entry in `locale`: the translation laid over English, checked; errors name `file` and the field under `prefix`. */
export function localizeEntry<S extends z.ZodType>(
  file: string,
  schema: S,
  locale: string,
  base: unknown,
  local: unknown,
  prefix = '',
): Loaded<z.output<S>> {
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
  const { total, fallbacks } = merged;
  return { value: result.data, coverage: locale === defaultLocale ? noCoverage : { total, fallbacks } };
}

/** `load` kept by language; a language not in content/locales.yml is a programming error. */
function byLanguage<T>(load: (locale: string) => Loaded<T>): (locale: string) => Loaded<T> {
  const kept = cached(load);
  return (locale) => {
    localeInfo(locale);
    return kept(locale);
  };
}

/** A file holding every language (Decap's single_file); errors name the field under its language ("ar.title"). */
export function localizedFile<S extends z.ZodType>(file: string, schema: S): LocalizedContent<z.output<S>> {
  const languages = cached(() => {
    const parsed = readYaml(file);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new ContentFileError(file, `must hold one block per language (${defaultLocale}:, …)`);
    const stray = Object.keys(parsed).find((key) => !isLocale(key));
    if (stray) throw new StrayLanguageError(`${file}: ${stray}`);
    if (!(defaultLocale in parsed)) throw new ContentFileError(file, `${defaultLocale}: is missing; English holds every field`);
    return parsed as Record<string, unknown>;
  });
  const load: (locale: string) => Loaded<z.output<S>> = byLanguage((locale) => {
    const all = languages();
    // English is checked once, in its own load, so its mistakes are named as English's before a translation's.
    if (locale !== defaultLocale) load(defaultLocale);
    return localizeEntry(file, schema, locale, all[defaultLocale], locale === defaultLocale ? undefined : all[locale], `${locale}.`);
  });
  return { kind: 'localized', path: file, schema, get: (locale) => load(locale).value, coverage: (locale) => load(locale).coverage };
}

/** A folder entry in one language: `translated` if it has its own file; `inEnglish` the fields shown in English. */
export type FolderEntry<T> = { file: string; slug: string; translated: boolean; inEnglish: string[]; data: T };

/** Every entry of content/<folder>/<locale>/<slug>.yml, by file name (a `slug` field must be its file's name). */
export function localizedFolder<S extends z.ZodType>(folder: string, schema: S): LocalizedContent<FolderEntry<z.output<S>>[]> {
  const dir = (locale: string) => `content/${folder}/${locale}`;
  const english = cached(() => {
    if (!existsSync(path.resolve(dir(defaultLocale)))) throw new ContentFileError(dir(defaultLocale), 'the folder is missing');
    const strayFolder = readdirSync(path.resolve(`content/${folder}`), { withFileTypes: true }).find(
      (entry) => entry.isDirectory() && !isLocale(entry.name),
    );
    if (strayFolder) throw new StrayLanguageError(`content/${folder}/${strayFolder.name}/`);
    return yamlFiles(dir(defaultLocale)).map((name) => {
      const file = `${dir(defaultLocale)}/${name}`;
      const slug = name.slice(0, -'.yml'.length);
      const raw = readYaml(file);
      const own = (typeof raw === 'object' && raw !== null ? raw : {}) as { slug?: unknown };
      if (own.slug !== undefined && own.slug !== slug)
        throw new ContentFileError(file, `slug: is "${String(own.slug)}" but the file is named ${name}; they must agree`);
      return { file, slug, raw };
    });
  });
  const load: (locale: string) => Loaded<FolderEntry<z.output<S>>[]> = byLanguage((locale) => {
    const entries = english();
    if (locale !== defaultLocale) load(defaultLocale);
    if (locale !== defaultLocale && existsSync(path.resolve(dir(locale)))) {
      const stray = yamlFiles(dir(locale)).find((name) => !entries.some((entry) => `${entry.slug}.yml` === name));
      if (stray) throw new ContentFileError(`${dir(locale)}/${stray}`, `has no English entry ${dir(defaultLocale)}/${stray}`);
    }
    const loaded = entries.map(({ file, slug, raw }) => {
      if (locale === defaultLocale) return { file, slug, translated: false, ...localizeEntry(file, schema, locale, raw, undefined) };
      const own = `${dir(locale)}/${slug}.yml`;
      const text = readText(own);
      const local = text === undefined ? undefined : parseYaml(own, text);
      const translated = text !== undefined;
      return { file: translated ? own : file, slug, translated, ...localizeEntry(own, schema, locale, raw, local ?? undefined) };
    });
    return {
      value: loaded.map(({ file, slug, translated, value, coverage }) => ({
        file,
        slug,
        translated,
        inEnglish: coverage.fallbacks.map((fallback) => fallback.field),
        data: value,
      })),
      coverage: sumOf(loaded.map((entry) => entry.coverage)),
    };
  });
  return {
    kind: 'folder',
    path: `content/${folder}`,
    schema,
    get: (locale) => load(locale).value,
    coverage: (locale) => load(locale).coverage,
  };
}

/** One YAML file, the same in every language, checked against its schema: `get()` reads it (once). */
export function sharedFile<S extends z.ZodType>(file: string, schema: S): ContentModule & { get: () => z.output<S> } {
  const get = cached(() => loadFile(file, schema));
  return {
    kind: 'file',
    path: file,
    schema,
    get,
    coverage: () => {
      get();
      return noCoverage;
    },
  };
}

function yamlFiles(dir: string): string[] {
  return readdirSync(path.resolve(dir))
    .filter((name) => name.endsWith('.yml'))
    .sort();
}
