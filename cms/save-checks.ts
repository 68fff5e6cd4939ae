import { fillTemplate } from '@/lib/template';
import { valueAt } from '@/lib/value-at';
import type { DecapCollection, DecapConfig, DecapField } from './types';
import type { CmsRules } from './config';

// Refuses, in the editor's preSave, a save that would lose what the form opened with: Decap has opened an
// entry empty and would have saved it so (docs/editing.md, "Nothing an editor does is lost").

/** Each language's data: the default language's, then each translation's. */
export type Languages = Record<string, unknown>;

/** What the editor knows to check with, made at build from the generated configuration (scripts/build-admin.mjs). */
export type SaveChecks = {
  defaultLocale: string;
  /** Language codes to the names the editor shows ("Arabic (العربية)"). */
  languageNames: Record<string, string>;
  /** Each list field's label by its path without positions ("products", "products.specs"), by collection or "<collection>/<file>". */
  listLabels: Record<string, Record<string, string>>;
  /**
   * cms/fields.yml's messages: `emptied` ({entry}, {language}), `shortened` ({language}, {field}, {before}, {after}),
   * `openedEmpty` ({entry}), `noAddress` ({field}, {language}), `takenAddress` ({address}, {field}, {language});
   * and what the previews say: `noPage` for a product without a page of its own, `previewNeeds` ({fields})
   * while required fields are empty, `rule` ({field}, {message}) for what else the build would refuse; `listButtons`,
   * the names of a list item's buttons, and `goneChoice` ({value}), an item's label when its choice is gone.
   */
  messages: Pick<
    CmsRules['messages'],
    | 'emptied'
    | 'shortened'
    | 'openedEmpty'
    | 'noAddress'
    | 'takenAddress'
    | 'noPage'
    | 'previewNeeds'
    | 'rule'
    | 'listButtons'
    | 'goneChoice'
  >;
  /** How a new entry gets its address: Decap's slug settings, and per collection the field it is made from. */
  slugs: { options: Record<string, unknown>; from: Record<string, { field: string; label: string }> };
  /** The entries' addresses when the editor was built: Decap would save a taken one as "<address>-1", which the build refuses. */
  taken: Record<string, string[]>;
};

type Fields = DecapField[] | undefined;

function listLabelsOf(fields: Fields, at: string[] = []): [string, string][] {
  return (fields ?? []).flatMap((field) => {
    const path = [...at, field.name];
    if (field.widget === 'list') {
      const inner =
        (field.fields as Fields) ?? ((field.types as { fields: Fields }[] | undefined) ?? []).flatMap((type) => type.fields ?? []);
      return [[path.join('.'), field.label] as [string, string], ...listLabelsOf(inner, path)];
    }
    return field.fields ? listLabelsOf(field.fields as Fields, path) : [];
  });
}

/** The checks for `config`; `messages` are cms/fields.yml's, `languageNames` from content/locales.yml. */
export function saveChecks(
  config: DecapConfig,
  messages: SaveChecks['messages'],
  languageNames: Record<string, string>,
  taken: SaveChecks['taken'] = {},
): SaveChecks {
  const listLabels: SaveChecks['listLabels'] = {};
  for (const collection of config.collections as (DecapCollection & { fields?: Fields; files?: { name: string; fields: Fields }[] })[]) {
    if (collection.files)
      for (const file of collection.files) listLabels[`${collection.name}/${file.name}`] = Object.fromEntries(listLabelsOf(file.fields));
    else listLabels[collection.name] = Object.fromEntries(listLabelsOf(collection.fields));
  }
  const i18n = config.i18n as { default_locale: string } | undefined;
  const from: SaveChecks['slugs']['from'] = {};
  for (const collection of config.collections as (DecapCollection & { fields?: Fields; identifier_field?: string; slug?: string })[]) {
    if (!collection.create || !collection.fields) continue;
    // "{{slug}}" is Decap's name for the identifier field made an address; "{{id}}" names a field.
    const named = /^\{\{(\w+)\}\}$/.exec(collection.slug ?? '')?.[1];
    const field = named && named !== 'slug' ? named : (collection.identifier_field ?? 'title');
    from[collection.name] = { field, label: collection.fields.find((candidate) => candidate.name === field)?.label ?? field };
  }
  const slugs = { options: (config.slug as Record<string, unknown> | undefined) ?? {}, from };
  return { defaultLocale: i18n?.default_locale ?? 'en', languageNames, listLabels, messages, slugs, taken };
}

/** Whether `value` holds any words or figures (an empty string, list or object holds none). */
export const hasContent = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.trim() !== ''
    : typeof value === 'number' || typeof value === 'boolean'
      ? true
      : Array.isArray(value)
        ? value.some(hasContent)
        : !!value && typeof value === 'object' && Object.values(value).some(hasContent);

/** Every list in `data` with its length, by path with positions ("products", "products.3.specs"). */
function listLengths(data: unknown, at = ''): Map<string, number> {
  const lengths = new Map<string, number>();
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) {
      lengths.set(path, value.length);
      value.forEach((item, index) => walk(item, `${path}.${index}`));
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path}.${key}` : key);
    }
  };
  walk(data, at);
  return lengths;
}

/** The lists one item shorter between two states of a form, as "<language>:<path>": Remove takes one at a time. */
export function removals(before: Languages, after: Languages): string[] {
  return Object.keys(after).flatMap((locale) => {
    const was = listLengths(before[locale]);
    return [...listLengths(after[locale])].filter(([path, length]) => was.get(path) === length + 1).map(([path]) => `${locale}:${path}`);
  });
}

/** Why saving `saving` would lose content the form opened as `loaded`, or nothing; `removed` are removals(). */
export function lossProblems(
  checks: SaveChecks,
  {
    key,
    collection,
    entry,
    loaded,
    saving,
    removed = [],
    isNew = false,
  }: { key: string; collection: string; entry: string; loaded?: Languages; saving: Languages; removed?: string[]; isNew?: boolean },
): string[] {
  if (isNew) return [];
  const name = (locale: string) => checks.languageNames[locale] ?? locale.toUpperCase();
  if (!hasContent(saving[checks.defaultLocale]))
    return [fillTemplate(checks.messages.emptied, { entry, language: name(checks.defaultLocale) })];
  if (!loaded) return [];
  const labels = checks.listLabels[key] ?? checks.listLabels[collection] ?? {};
  const problems: string[] = [];
  for (const [locale, was] of Object.entries(loaded)) {
    if (!hasContent(was)) continue;
    if (!hasContent(saving[locale])) {
      problems.push(fillTemplate(checks.messages.emptied, { entry, language: name(locale) }));
      continue;
    }
    const now = listLengths(saving[locale]);
    for (const [path, before] of listLengths(was)) {
      const after = now.get(path) ?? 0;
      if (after >= before) continue;
      // Shortened by hand, or inside an item of a list shortened or reordered by hand: not the same list.
      const byHand = removed.some((mark) => mark === `${locale}:${path}` || `${locale}:${path}`.startsWith(`${mark}.`));
      if (byHand || movedItem(was, saving[locale], path)) continue;
      const field = labels[path.replace(/\.\d+(?=\.|$)/g, '')] ?? path;
      problems.push(fillTemplate(checks.messages.shortened, { language: name(locale), field, before, after }));
    }
  }
  return problems;
}

/** Why a new entry cannot have the address Decap would make (empty, or taken), or nothing; `slugOf` is Decap's own. */
export function slugProblems(
  checks: SaveChecks,
  { collection, isNew, data, slugOf }: { collection: string; isNew: boolean; data: unknown; slugOf: (text: string) => string },
): string[] {
  const from = checks.slugs.from[collection];
  if (!isNew || !from) return [];
  const value = valueAt(data, from.field);
  if (typeof value !== 'string' || value.trim() === '') return [];
  const language = checks.languageNames[checks.defaultLocale] ?? checks.defaultLocale;
  const address = slugOf(value);
  if (address === '') return [fillTemplate(checks.messages.noAddress, { field: from.label, language })];
  if (checks.taken[collection]?.includes(address))
    return [fillTemplate(checks.messages.takenAddress, { address, field: from.label, language })];
  return [];
}

/** Whether the list at `path` sits in a list item that is now another item (its other fields differ): moved, not shortened. */
function movedItem(before: unknown, after: unknown, path: string): boolean {
  const steps = path.split('.');
  return steps.some((step, index) => {
    if (index === steps.length - 1 || !/^\d+$/.test(step)) return false;
    const item = steps.slice(0, index + 1).join('.');
    const field = steps[index + 1]!;
    const others = (value: unknown) => JSON.stringify({ ...(value as Record<string, unknown>), [field]: undefined });
    return others(valueAt(before, item)) !== others(valueAt(after, item));
  });
}

/** What a save changes, for its commit message ("Phone, Email in English; Title in Arabic (العربية)"). */
export function changeSummary(
  checks: SaveChecks,
  labels: Record<string, string>,
  { loaded, saving }: { loaded?: Languages; saving: Languages },
): string {
  const name = (locale: string) => checks.languageNames[locale] ?? locale.toUpperCase();
  const parts = Object.entries(saving).flatMap(([locale, data]) => {
    if (!hasContent(data) && !hasContent(loaded?.[locale])) return [];
    if (!loaded) return [name(locale)];
    const before = (loaded[locale] ?? {}) as Record<string, unknown>;
    const after = (data ?? {}) as Record<string, unknown>;
    const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
      (key) =>
        JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null) && (hasContent(before[key]) || hasContent(after[key])),
    );
    return changed.length > 0 ? [`${changed.map((key) => labels[key] ?? key).join(', ')} in ${name(locale)}`] : [];
  });
  return parts.join('; ');
}
