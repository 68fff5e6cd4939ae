import { fillTemplate } from '@/lib/template';
import type { DecapCollection, DecapConfig, DecapField } from './types';

// Decap checks of a translation only the fields typed in, so an article translated without its text was saved and
// failed the build: preSave runs these on every language first, the build's patterns and messages included.

/** A translated text field with a pattern: its path in the entry's data ('*' for each item of a list). */
type TranslationRule = { path: string[]; label: string; pattern: [string, string] };

/** What the editor checks, made at build from the generated configuration (scripts/build-admin.mjs). */
export type TranslationChecks = {
  defaultLocale: string;
  /** Rules by collection name, or by "<collection>/<file name>" for a file of a files collection. */
  rules: Record<string, TranslationRule[]>;
  /** Collections whose translation, once it holds any words, must hold its body (content/posts.ts). */
  wholeTexts: Record<string, { field: string; label: string }>;
  /** Every field's label by its path without positions ("products.moq"), by collection or "<collection>/<file name>". */
  labels: Record<string, Record<string, string>>;
  /** Language codes to the names the editor shows ("Arabic (العربية)"); a code missing here shows in capitals. */
  languageNames: Record<string, string>;
  /** cms/fields.yml's messages: `translation` ({language}, {field}, {message}), `untranslatedBody`, `nowhereToShow`. */
  messages: { translation: string; untranslatedBody: string; nowhereToShow: string };
};

type Fields = DecapField[] | undefined;

function rulesOf(fields: Fields, at: string[] = []): TranslationRule[] {
  return (fields ?? []).flatMap((field) => {
    if (field.i18n === false) return [];
    const path = [...at, field.name];
    if (field.widget === 'list') {
      const items = [...path, '*'];
      if (field.fields) return rulesOf(field.fields as Fields, items);
      const types = field.types as { fields: Fields }[] | undefined;
      if (types)
        return rulesOf(
          types.flatMap((type) => type.fields ?? []),
          items,
        );
      // A list of single values: each item is the value itself, its field has no name in the data.
      const single = field.field as DecapField | undefined;
      if (!single || single.i18n === false) return [];
      return single.fields ? rulesOf(single.fields as Fields, items) : ruleOf(single, items);
    }
    return field.fields ? rulesOf(field.fields as Fields, path) : ruleOf(field, path);
  });
}

function ruleOf(field: DecapField, path: string[]): TranslationRule[] {
  const pattern = field.pattern as [string, string] | undefined;
  return pattern ? [{ path, label: field.label, pattern }] : [];
}

function labelsOf(fields: Fields, at: string[] = []): [string, string][] {
  return (fields ?? []).flatMap((field) => {
    const path = [...at, field.name];
    const inner =
      (field.fields as Fields) ?? ((field.types as { fields: Fields }[] | undefined) ?? []).flatMap((type) => type.fields ?? []) ?? [];
    return [[path.join('.'), field.label] as [string, string], ...labelsOf(inner, path)];
  });
}

/** The checks for `config`; `messages` are cms/fields.yml's, `languageNames` cms/config.ts's. */
export function translationChecks(
  config: DecapConfig,
  messages: TranslationChecks['messages'],
  languageNames: Record<string, string> = {},
): TranslationChecks {
  const rules: TranslationChecks['rules'] = {};
  const labels: TranslationChecks['labels'] = {};
  const wholeTexts: TranslationChecks['wholeTexts'] = {};
  for (const collection of config.collections as (DecapCollection & { fields?: Fields; files?: { name: string; fields: Fields }[] })[]) {
    if (!collection.i18n) continue;
    if (collection.files)
      for (const file of collection.files) {
        rules[`${collection.name}/${file.name}`] = rulesOf(file.fields);
        labels[`${collection.name}/${file.name}`] = Object.fromEntries(labelsOf(file.fields));
      }
    else {
      rules[collection.name] = rulesOf(collection.fields);
      labels[collection.name] = Object.fromEntries(labelsOf(collection.fields));
    }
    const body = collection.fields?.find((field) => field.name === 'body' && field.widget === 'markdown' && field.i18n !== false);
    if (body) wholeTexts[collection.name] = { field: body.name, label: body.label };
  }
  const i18n = config.i18n as { default_locale: string } | undefined;
  return { defaultLocale: i18n?.default_locale ?? 'en', rules, wholeTexts, labels, languageNames, messages };
}

/** The values at `path` in `data`, each list's items in turn. */
function valuesAt(data: unknown, path: string[]): unknown[] {
  if (path.length === 0) return [data];
  const [step, ...rest] = path as [string, ...string[]];
  if (step === '*') return Array.isArray(data) ? data.flatMap((item) => valuesAt(item, rest)) : [];
  return data && typeof data === 'object' ? valuesAt((data as Record<string, unknown>)[step], rest) : [];
}

const hasWords = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.trim() !== ''
    : Array.isArray(value)
      ? value.some(hasWords)
      : !!value && typeof value === 'object' && Object.values(value).some(hasWords);

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** Words a translation has where English has no field (an item past English's last): never shown, so the build refuses them. */
function strays(english: unknown, local: unknown, path: string[]): string[][] {
  if (Array.isArray(local)) {
    if (!Array.isArray(english)) return hasWords(local) ? [path] : [];
    return local.flatMap((item, index) =>
      index >= english.length ? (hasWords(item) ? [[...path, String(index)]] : []) : strays(english[index], item, [...path, String(index)]),
    );
  }
  if (isRecord(local)) {
    if (!isRecord(english)) return hasWords(local) ? [path] : [];
    return Object.entries(local).flatMap(([key, value]) => (typeof value === 'string' ? [] : strays(english[key], value, [...path, key])));
  }
  return [];
}

/** A field's path as the editor names it: "Products › item 3 › Minimum order". */
export function describe(labels: Record<string, string>, path: string[]): string {
  return path
    .map((step, index) =>
      /^\d+$/.test(step)
        ? `item ${Number(step) + 1}`
        : (labels[
            path
              .slice(0, index + 1)
              .filter((part) => !/^\d+$/.test(part))
              .join('.')
          ] ?? step),
    )
    .join(' › ');
}

/** What is wrong with an entry's translations: a text breaking its pattern, an article without its body; empty is fine. */
export function translationProblems(
  checks: TranslationChecks,
  key: string,
  collection: string,
  translations: Record<string, unknown>,
): string[] {
  const rules = checks.rules[key] ?? checks.rules[collection] ?? [];
  const whole = checks.wholeTexts[collection];
  const problems: string[] = [];
  for (const [locale, data] of Object.entries(translations)) {
    if (locale === checks.defaultLocale || !hasWords(data)) continue;
    const language = checks.languageNames[locale] ?? locale.toUpperCase();
    const english = translations[checks.defaultLocale];
    for (const path of isRecord(english) ? strays(english, data, []) : [])
      problems.push(
        fillTemplate(checks.messages.translation, {
          language,
          field: describe(checks.labels[key] ?? checks.labels[collection] ?? {}, path),
          message: checks.messages.nowhereToShow,
        }),
      );
    for (const { path, label, pattern } of rules) {
      const [source, message] = pattern;
      const broken = valuesAt(data, path).some(
        (value) => typeof value === 'string' && value.trim() !== '' && !new RegExp(source).test(value),
      );
      if (broken) problems.push(fillTemplate(checks.messages.translation, { language, field: label, message }));
    }
    if (whole && !hasWords((data as Record<string, unknown>)[whole.field]))
      problems.push(fillTemplate(checks.messages.translation, { language, field: whole.label, message: checks.messages.untranslatedBody }));
  }
  return problems;
}
