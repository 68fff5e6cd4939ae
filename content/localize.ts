import type { z } from 'zod';
import { nodeOf, unwrap } from './schema-reader';

// How one language's words are laid over English (docs/data-flow.md): what a translation lacks is English's, and
// the merge says which, for the coverage report and the lang="en" marks (docs/languages.md, "Missing translations").

/** One string of a translation that fell back to English. */
type Fallback = { file: string; field: string; text: string };

export type Merged = {
  value: unknown;
  /** Translatable strings in the entry. */
  total: number;
  fallbacks: Fallback[];
  /** What is wrong with the translation: a field the schema does not have, a list where text belongs. */
  problems: { field: string; message: string }[];
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * English `base` with `local` laid over it field by field as `schema` says; item N of a translated list translates
 * English's item N. `typeset` spaces each translated string (content/typography.ts), not English fallbacks.
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
  const { core, same } = unwrap(schema);
  if (same) return base;
  const node = nodeOf(core);
  switch (node.type) {
    case 'object': {
      if (!isRecord(base)) return nowhereToShow(path, local, out, base);
      const { shape } = node;
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
        result[key] = walk(node.valueType, value, isRecord(local) ? local[key] : undefined, [...path, key], file, out, typeset);
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
      return base.map((item, index) => walk(node.element, item, items[index], [...path, index], file, out, typeset));
    }
    case 'union': {
      // A union of objects (a discriminated list item): the option English matches decides.
      const option = node.options.find((candidate) => candidate.safeParse(base).success);
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

/** What one language's words cover of a file, or of several: its translatable strings, and those that fell back to English. */
export type Coverage = { total: number; fallbacks: Fallback[] };

/** Nothing to count: English, or a file with no words to translate. */
export const noCoverage: Coverage = { total: 0, fallbacks: [] };

/** A language's coverage, as the build's report prints it. */
export type LanguageCoverage = { locale: string; total: number; translated: number; fallbacks: Fallback[] };

export function languageCoverage(locale: string, { total, fallbacks }: Coverage): LanguageCoverage {
  return { locale, total, translated: total - fallbacks.length, fallbacks };
}

/** Several parts' coverage as one. */
export function sumOf(parts: Coverage[]): Coverage {
  return { total: parts.reduce((sum, part) => sum + part.total, 0), fallbacks: parts.flatMap((part) => part.fallbacks) };
}

/** Whether a translation can change this field (text, or an object or list holding text, not in same()); cms/fields.ts asks too. */
export function isTranslatable(schema: z.ZodType): boolean {
  const { core, same } = unwrap(schema);
  if (same) return false;
  const node = nodeOf(core);
  switch (node.type) {
    case 'string':
      return true;
    case 'object':
      return Object.values(node.shape).some(isTranslatable);
    case 'record':
      return isTranslatable(node.valueType);
    case 'array':
      return isTranslatable(node.element);
    case 'union':
      return node.options.some(isTranslatable);
    default:
      return false;
  }
}
