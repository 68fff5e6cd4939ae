import { z } from 'zod';

// How one language's text is laid over English. A translation holds only the words: every field
// that is the same in every language (slugs, figures, images, links, icons) is written once, in
// English, and marked same() in the schema. Any text a translation lacks is English's, recorded
// here so the page can mark it lang="en" and the build can print each language's coverage.

const sameKey = 'sameInEveryLanguage';

/** Marks a field that is written once, in English, and never translated (a slug, a link, a code). */
export function same<S extends z.ZodType>(schema: S): S {
  return schema.meta({ [sameKey]: true }) as S;
}

function isSame(schema: z.ZodType): boolean {
  return z.globalRegistry.get(schema)?.[sameKey] === true;
}

/** One string of a translation that fell back to English. */
export type Fallback = { file: string; field: string; text: string };

export type Merged = {
  value: unknown;
  /** Translatable strings in the entry. */
  total: number;
  fallbacks: Fallback[];
  /** What is wrong with the translation: a field the schema does not have, a list where text belongs. */
  problems: { field: string; message: string }[];
};

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `base` (English, as written) with `local` (one language's fields, as written) laid over it,
 * field by field as `schema` describes them. Lists follow English: item N of a translation
 * translates item N of English. `typeset` applies the language's spacing rules
 * (content/typography.ts) to each translated string; English a translation falls back to stays as it is.
 */
export function mergeLocale(
  file: string,
  schema: z.ZodType,
  base: unknown,
  local: unknown,
  typeset: (text: string) => string = (text) => text,
): Merged {
  const merged: Merged = { value: undefined, total: 0, fallbacks: [], problems: [] };
  merged.value = walk(schema, base, local, [], file, merged, typeset);
  return merged;
}

function walk(
  schema: z.ZodType,
  base: unknown,
  local: unknown,
  path: (string | number)[],
  file: string,
  out: Merged,
  typeset: (text: string) => string,
): unknown {
  if (isSame(schema)) return base;
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return walk(def.innerType as z.ZodType, base, local, path, file, out, typeset);
    case 'pipe': {
      const input = def.in as z.ZodType;
      return walk(defOf(input).type === 'transform' ? (def.out as z.ZodType) : input, base, local, path, file, out, typeset);
    }
    case 'object': {
      if (!isRecord(base)) return nowhereToShow(path, local, out, base);
      const shape = def.shape as Record<string, z.ZodType>;
      const result: Record<string, unknown> = { ...base };
      if (isRecord(local))
        for (const key of Object.keys(local))
          if (!(key in shape))
            out.problems.push({ field: [...path, key].join('.'), message: 'is not a field here; check its spelling against English' });
      if (local !== undefined && !isRecord(local)) mismatch(path, local, 'a set of fields', out);
      for (const [key, field] of Object.entries(shape)) {
        const value = walk(field, base[key], isRecord(local) ? local[key] : undefined, [...path, key], file, out, typeset);
        if (value !== undefined) result[key] = value;
      }
      return result;
    }
    case 'record': {
      if (!isRecord(base)) return nowhereToShow(path, local, out, base);
      const result: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(base))
        result[key] = walk(def.valueType as z.ZodType, value, isRecord(local) ? local[key] : undefined, [...path, key], file, out, typeset);
      return result;
    }
    case 'array': {
      if (!Array.isArray(base)) return nowhereToShow(path, local, out, base);
      if (local !== undefined && !Array.isArray(local)) mismatch(path, local, 'a list, as in English', out);
      const items = Array.isArray(local) ? local : [];
      if (items.length > base.length)
        out.problems.push({
          field: path.join('.'),
          message: `has ${items.length} items but English has ${base.length}; translate English's items in order`,
        });
      return base.map((item, index) => walk(def.element as z.ZodType, item, items[index], [...path, index], file, out, typeset));
    }
    case 'union': {
      // A union of objects (a discriminated list item): the option English matches decides.
      const option = (def.options as z.ZodType[]).find((candidate) => candidate.safeParse(base).success);
      return option ? walk(option, base, local, path, file, out, typeset) : base;
    }
    case 'string':
      if (local !== undefined && local !== null && typeof local !== 'string') mismatch(path, local, 'text', out);
      if (typeof base !== 'string' || base.trim() === '') return typeof local === 'string' && local.trim() ? typeset(local) : base;
      out.total += 1;
      if (typeof local === 'string' && local.trim() !== '') {
        const lost = placeholdersOf(base).filter((name) => !placeholdersOf(local).includes(name));
        // A count may be said in words where a language has a form for it (Arabic "منتجان", two products).
        const countInWords = wordedCounts.has(String(path.at(-1))) && lost.every((name) => name === 'count');
        if (lost.length > 0 && !countInWords)
          out.problems.push({
            field: path.join('.'),
            message: `must keep ${lost.map((name) => `{${name}}`).join(', ')} as English has it`,
          });
        return typeset(local);
      }
      out.fallbacks.push({ file, field: path.join('.'), text: base });
      return base;
    default:
      // Numbers, yes/no, enums and literals are the same in every language.
      return base;
  }
}

/** Words of a translation where English has no such fields: the page shows none of them, so it is an error. */
function nowhereToShow(path: (string | number)[], local: unknown, out: Merged, base: unknown): unknown {
  if (hasWords(local))
    out.problems.push({
      field: path.join('.'),
      message: 'is translated, but English has nothing here, so it would never show: write it in English first, or remove it',
    });
  return base;
}

const hasWords = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.trim() !== ''
    : Array.isArray(value)
      ? value.some(hasWords)
      : isRecord(value) && Object.values(value).some(hasWords);

/** The {placeholders} a text names, which the page fills in: "{count} products" → ["count"]. */
const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

/** CLDR plural categories whose form may name its number in words instead of {count}. */
const wordedCounts = new Set(['zero', 'one', 'two']);

function mismatch(path: (string | number)[], local: unknown, expected: string, out: Merged) {
  const got = Array.isArray(local) ? 'a list' : typeof local === 'object' ? 'a set of fields' : `${typeof local} ${JSON.stringify(local)}`;
  out.problems.push({ field: path.join('.') || '(root)', message: `must be ${expected} (got ${got})` });
}

/** Every fallback met while loading content, by language: the build's coverage report reads it. */
const registry = new Map<string, Map<string, { total: number; fallbacks: Fallback[] }>>();

/** Records what loading `key` (a file, or a file's entry) in `locale` found. */
export function recordCoverage(locale: string, key: string, merged: Pick<Merged, 'total' | 'fallbacks'>) {
  const byKey = registry.get(locale) ?? new Map();
  byKey.set(key, { total: merged.total, fallbacks: merged.fallbacks });
  registry.set(locale, byKey);
}

export type Coverage = { locale: string; total: number; translated: number; fallbacks: Fallback[] };

/** Coverage of each language loaded so far. */
export function coverage(): Coverage[] {
  return [...registry].map(([locale, byKey]) => {
    const entries = [...byKey.values()];
    const total = entries.reduce((sum, entry) => sum + entry.total, 0);
    const fallbacks = entries.flatMap((entry) => entry.fallbacks);
    return { locale, total, translated: total - fallbacks.length, fallbacks };
  });
}

/** The text fallback strings of `locale`: the page marks elements holding exactly one of them lang="en". */
export function fallbackTexts(locale: string): Set<string> {
  return new Set([...(registry.get(locale)?.values() ?? [])].flatMap((entry) => entry.fallbacks.map((fallback) => fallback.text)));
}
