/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { cmsConfig } from '../config';
import { localizeEntry } from '../../content/load';
import { contentModules } from '../../content/modules';
import type { DecapField } from '../types';

// Every field of words the editor shows, in every content file: its pattern (what Decap, and
// cms/translation-checks.ts for the other languages, ask before a save) refuses invisible and
// text-direction characters and words that show nothing, and a one-line field refuses more than
// fits where it is shown. The build refuses the same in a translation, naming file, language and field.

type Field = { where: string; path: string[]; label: string; widget: string; pattern?: [string, string] };

/** The fields of words in `fields`: text fields written in every language ('*' for a list's items). */
function wordsIn(fields: DecapField[] | undefined, where: string, at: string[] = []): Field[] {
  return (fields ?? []).flatMap((field) => {
    if (field.i18n === false || field.widget === 'hidden') return [];
    const path = [...at, field.name];
    if (field.widget === 'list') {
      const single = field.field as DecapField | undefined;
      const types = (field.types as { fields: DecapField[] }[] | undefined)?.flatMap((type) => type.fields);
      return single
        ? wordsIn([{ ...single, name: '*' }], where, path)
        : wordsIn((field.fields as DecapField[]) ?? types, where, [...path, '*']);
    }
    if (field.fields) return wordsIn(field.fields as DecapField[], where, path);
    if (!['string', 'text'].includes(field.widget)) return [];
    // Alt text may be left empty (a decorative picture): it has its own rules, checked below too.
    return [{ where, path, label: field.label, widget: field.widget, pattern: field.pattern as [string, string] | undefined }];
  });
}

const config = cmsConfig({}) as unknown as {
  collections: { name: string; fields?: DecapField[]; files?: { file: string; fields: DecapField[] }[] }[];
};
const fields = config.collections.flatMap((collection) => [
  ...wordsIn(collection.fields, collection.name),
  ...(collection.files ?? []).flatMap((file) => wordsIn(file.fields, file.file)),
]);

/** What Decap does with a field's pattern on save. */
const editorTakes = (field: Field, value: string) => !field.pattern || new RegExp(field.pattern[0]).test(value);

const hidden = {
  'zero-width characters alone': '\u200b\u200d\u2060',
  'a right-to-left override': 'Invoice \u202egpj.exe\u202c',
  'a right-to-left isolate': 'Towels \u2067bath\u2069',
  'a left-to-right isolate left open': 'Towels \u2066bath',
};

it('finds the fields of words of every content file', () => {
  expect(fields.length).toBeGreaterThan(300);
  expect(new Set(fields.map((field) => field.where)).size).toBeGreaterThan(20);
});

it.each(Object.entries(hidden))('refuses %s in every field of words', (_, value) => {
  expect(fields.filter((field) => editorTakes(field, value)).map((field) => `${field.where} ${field.path.join('.')}`)).toEqual([]);
});

it('refuses more than 300 characters in every one-line field, 100 in names, titles, labels and headings', () => {
  const oneLine = fields.filter((field) => field.widget === 'string');
  expect(oneLine.filter((field) => editorTakes(field, 'x'.repeat(301))).map((field) => `${field.where} ${field.path.join('.')}`)).toEqual(
    [],
  );
  const names = oneLine.filter((field) => /^(name|title|label|heading|eyebrow|[a-z]+(Title|Label))$/.test(field.path.at(-1)!));
  expect(names.length).toBeGreaterThan(50);
  expect(names.filter((field) => editorTakes(field, 'x'.repeat(101))).map((field) => `${field.where} ${field.path.join('.')}`)).toEqual([]);
});

it('takes a joiner inside a word, and refuses one with nothing to join', () => {
  const name = fields.find((field) => field.where === 'products' && field.path.join('.') === 'name')!;
  expect(editorTakes(name, 'حوله‌های حمام')).toBe(true);
  expect(editorTakes(name, 'Bath towels 👩\u200d🔧')).toBe(true);
  expect(editorTakes(name, '\u200c')).toBe(false);
});

// The build: each file's first field of words, in the first translation, holding a right-to-left override.
const files = contentModules.filter((module) => module.kind === 'localized');
it.each(files.map((module) => [module.path, module] as const))(
  'the build refuses a hidden character in %s, naming language and field',
  (file, module) => {
    const data = parse(readFileSync(file, 'utf8')) as Record<string, Record<string, unknown>>;
    const locale = Object.keys(data).find((code) => code !== 'en')!;
    // A list's first item: the translation holds it where English does.
    const path = fields
      .filter((candidate) => candidate.where === file && candidate.pattern)
      .map((candidate) => candidate.path.map((key) => (key === '*' ? '0' : key)))
      .find((candidate) => typeof valueAt(data.en, candidate) === 'string' && typeof valueAt(data[locale], candidate) === 'string')!;
    const local = structuredClone(data[locale]!);
    setAt(local, path, 'Invoice \u202egpj.exe\u202c');
    expect(() => localizeEntry(file, module.schema, locale, data.en, local, `${locale}.`)).toThrow(
      new RegExp(`${file.replace('.', '\\.')}[\\s\\S]*${locale}\\.${path.join('\\.')}: `),
    );
  },
);

function valueAt(data: unknown, path: string[]): unknown {
  return path.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], data);
}
function setAt(data: Record<string, unknown>, path: string[], value: string) {
  let at = data;
  for (const key of path.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
  at[path.at(-1)!] = value;
}
