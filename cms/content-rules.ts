import type { z } from 'zod';
import { fillTemplate } from '@/lib/template';
import { mergeLocale } from '../content/localize';
import { productProblems, type FieldProblem } from '../content/product-rules';
import { productEntrySchema, categorySchema } from '../content/schema';
import { describe } from './translation-checks';
import type { DecapCollection, DecapConfig } from './types';

// One rulebook: the editor's preSave runs the build's own schemas and product rules on every language of a
// product or category, naming fields as the form does (docs/editing.md, "One rulebook").

/** The schemas the editor checks whole, by the content path a collection or file reads. */
export const editorSchemas: Record<string, z.ZodType> = {
  'content/products': productEntrySchema,
  'content/services': categorySchema,
};

/** What the editor checks with, made at build (scripts/build-admin.mjs). */
export type ContentRules = {
  defaultLocale: string;
  languageNames: Record<string, string>;
  /** The content path of each collection, or "<collection>/<file>", checked here. */
  paths: Record<string, string>;
  /** The rest of the content a product must fit: the categories, the certificates and the ports there are. */
  context: { categories: string[]; certificates: string[]; ports?: string[]; categoryTitles?: Record<string, string> };
  /** cms/fields.yml's messages: `rule` ({field}, {message}), `translation` ({language}, {field}, {message}). */
  messages: { rule: string; translation: string };
};

/** The rules for `config`; `context` is what the content holds now (categories, certificates). */
export function contentRules(
  config: DecapConfig,
  messages: ContentRules['messages'],
  languageNames: Record<string, string>,
  context: ContentRules['context'],
): ContentRules {
  const paths: ContentRules['paths'] = {};
  for (const collection of config.collections as (DecapCollection & { folder?: string; files?: { name: string; file: string }[] })[]) {
    if (collection.folder && editorSchemas[collection.folder]) paths[collection.name] = collection.folder;
    for (const file of collection.files ?? []) if (editorSchemas[file.file]) paths[`${collection.name}/${file.name}`] = file.file;
  }
  const i18n = config.i18n as { default_locale: string } | undefined;
  return { defaultLocale: i18n?.default_locale ?? 'en', languageNames, paths, context, messages };
}

/** The problems of one language's content as the build would read it: its schema's, then a product's rules. */
export function fieldProblems(
  path: string,
  english: unknown,
  local: unknown,
  { slug, context }: { slug: string; context: ContentRules['context'] },
): FieldProblem[] {
  const schema = editorSchemas[path];
  if (!schema) return [];
  const merged = mergeLocale(path, schema, english, local);
  if (merged.problems.length > 0) return merged.problems;
  const result = schema.safeParse(merged.value);
  if (!result.success) return result.error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message }));
  return path === 'content/products' && local === undefined ? productProblems(result.data as object, slug, context) : [];
}

/** Why saving an entry would fail the build, in the editor's words, or nothing; a new entry's `slug` is not checked. */
export function contentProblems(
  rules: ContentRules,
  {
    key,
    collection,
    languages,
    slug,
    labels,
  }: { key: string; collection: string; languages: Record<string, unknown>; slug?: string; labels: Record<string, string> },
): string[] {
  const path = rules.paths[key] ?? rules.paths[collection];
  if (!path) return [];
  const english = languages[rules.defaultLocale];
  const name = (locale: string) => rules.languageNames[locale] ?? locale.toUpperCase();
  const options = { slug: slug ?? String((english as { id?: unknown } | undefined)?.id), context: rules.context };
  const inEnglish = fieldProblems(path, english, undefined, options);
  const said = new Set(inEnglish.map(({ field, message }) => `${field}\n${message}`));
  return Object.entries(languages).flatMap(([locale, data]) => {
    const isDefault = locale === rules.defaultLocale;
    if (!isDefault && (data === undefined || data === null)) return [];
    // A translation laid over English that breaks a rule: English's own problems are said once, in English.
    const found = isDefault
      ? inEnglish
      : fieldProblems(path, english, data, options).filter(({ field, message }) => !said.has(`${field}\n${message}`));
    return found.map(({ field, message }) => {
      const label = field === '' || field === '(root)' ? '' : describe(labels, field.split('.'));
      return isDefault
        ? fillTemplate(rules.messages.rule, { field: label, message })
        : fillTemplate(rules.messages.translation, { language: name(locale), field: label, message });
    });
  });
}
