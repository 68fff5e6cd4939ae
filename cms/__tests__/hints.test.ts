/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { categoryCount } from '@/content/categories';
import { cmsConfig, readRules } from '../config';
import type { DecapField } from '../types';

// What an editor is told in /admin/. Decap drops YAML comments when it saves, so every piece of
// guidance lives in the editor: a text whose English holds {placeholders} has a hint naming each
// in words, and every collection and file says what it is for.

const root = path.resolve(__dirname, '../..');
const rules = readRules();
const config = cmsConfig({});

type FileEntry = { name: string; label: string; file: string; fields: DecapField[]; description?: string };
const files = config.collections.flatMap((collection) => (collection.files as FileEntry[] | undefined) ?? []);
const fieldsOf = (name: string) => config.collections.find((collection) => collection.name === name)!.fields as DecapField[];

const readYaml = (file: string) => parse(readFileSync(path.join(root, file), 'utf8')) as unknown;
const frontMatter = (file: string) => parse(readFileSync(path.join(root, file), 'utf8').split(/^---$/m)[1]!) as unknown;
const english = (folder: string, read: (file: string) => unknown) =>
  readdirSync(path.join(root, folder, 'en'))
    .sort()
    .map((name) => ({ file: `${folder}/en/${name}`, value: read(`${folder}/en/${name}`) }));

/** What each editor form edits, with the English it holds. */
const edited = [
  ...files.map((entry) => ({
    what: entry.file,
    fields: entry.fields,
    values: [{ file: entry.file, value: (readYaml(entry.file) as { en?: unknown }).en ?? readYaml(entry.file) }],
  })),
  { what: 'content/services', fields: fieldsOf('categories'), values: english('content/services', readYaml) },
  { what: 'content/blog', fields: fieldsOf('articles'), values: english('content/blog', frontMatter) },
  { what: 'content/products', fields: fieldsOf('products'), values: english('content/products', readYaml) },
];

type Text = { path: string; text: string; hint: string | undefined };

/** Every text in `value`, with the hint the editor shows beside it (a list of texts: the list's). */
function texts(value: unknown, field: DecapField | undefined, at: string, hint: string | undefined): Text[] {
  if (typeof value === 'string') return [{ path: at, text: value, hint }];
  if (Array.isArray(value)) {
    if (!field) return [];
    return value.flatMap((item, index) => {
      const where = `${at}.${index}`;
      if (field.field) return texts(item, field.field as DecapField, where, field.hint);
      if (field.types) {
        const type = (field.types as DecapField[]).find(
          (candidate) => candidate.name === (item as Record<string, unknown>)[field.typeKey as string],
        );
        return inner(item, type?.fields as DecapField[] | undefined, where);
      }
      return inner(item, field.fields as DecapField[] | undefined, where);
    });
  }
  if (typeof value === 'object' && value !== null) return inner(value, field?.fields as DecapField[] | undefined, at);
  return [];
}
function inner(value: unknown, fields: DecapField[] | undefined, at: string): Text[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const field = fields?.find((candidate) => candidate.name === key);
    return texts(child, field, at ? `${at}.${key}` : key, field?.hint);
  });
}

const placeholdersOf = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => `{${match[1]}}`))];

describe('hints in the editor', () => {
  const withPlaceholders = edited.flatMap(({ fields, values }) =>
    values.flatMap(({ file, value }) =>
      inner(value, fields, '')
        .map((text) => ({ ...text, file, placeholders: placeholdersOf(text.text) }))
        .filter((text) => text.placeholders.length > 0),
    ),
  );

  it('finds the texts with {placeholders} (the site has dozens)', () => {
    expect(withPlaceholders.length).toBeGreaterThan(30);
    expect(withPlaceholders).toContainEqual(expect.objectContaining({ file: 'content/search.yml', path: 'results.other' }));
  });

  // A hint writes no brace (an editor reads words, not code: see "words an editor knows" below), so
  // it names each word the site fills in, in quotes (“count”), and says to keep them in braces.
  it('names every word in braces a text holds in that field’s hint, in quotes, and says to keep them in braces', () => {
    const missing = withPlaceholders
      .filter(
        ({ hint, placeholders }) =>
          !hint || !/in\s+braces/.test(hint) || placeholders.some((name) => !hint.includes(`“${name.slice(1, -1)}”`)),
      )
      .map(({ file, path: at, placeholders, hint }) => `${file} ${at}: ${placeholders.join(' ')} (hint: ${hint ?? 'none'})`);
    expect(missing).toEqual([]);
  });

  it('gives a hint to every field cms/fields.yml names for one file, and names only fields that exist', () => {
    const paths = new Set(
      edited.flatMap(({ what, fields }) => {
        const walk = (list: DecapField[], prefix: string): string[] =>
          list.flatMap((field) => {
            const here = prefix ? `${prefix}.${field.name}` : field.name;
            const children = [...((field.fields as DecapField[]) ?? []), ...((field.types as DecapField[]) ?? [])];
            return [`${what} ${here}`, ...walk(children, here)];
          });
        return walk(fields, '');
      }),
    );
    const byPath = Object.keys(rules.hints ?? {}).filter((key) => key.includes(' '));
    expect(byPath.filter((key) => !paths.has(key))).toEqual([]);
  });

  it('writes hints an editor can read: plain sentences, no code or file paths of the repository', () => {
    const hints = Object.entries(rules.hints ?? {});
    expect(hints.filter(([, hint]) => /`|\bcontent\/|\.ts\b|\.ya?ml\b/.test(hint))).toEqual([]);
  });
});

/** Every label and hint the editor shows, with where: collections, files and their fields, nested ones too. */
function wording(): { where: string; text: string }[] {
  const ofFields = (fields: DecapField[] | undefined, at: string): { where: string; text: string }[] =>
    (fields ?? []).flatMap((field) => {
      const here = `${at} › ${field.label}`;
      if (field.widget === 'hidden') return [];
      return [
        { where: `${here} (label)`, text: field.label },
        ...(field.hint ? [{ where: `${here} (hint)`, text: field.hint }] : []),
        ...ofFields(field.fields as DecapField[] | undefined, here),
        ...ofFields(field.field ? [field.field as DecapField] : [], here),
        ...ofFields(field.types as DecapField[] | undefined, here),
      ];
    });
  return config.collections.flatMap((collection) => [
    { where: `${collection.name} (label)`, text: collection.label },
    ...(typeof collection.label_singular === 'string' ? [{ where: `${collection.name} (singular)`, text: collection.label_singular }] : []),
    ...ofFields(collection.fields as DecapField[] | undefined, collection.label),
    ...((collection.files as FileEntry[] | undefined) ?? []).flatMap((entry) => [
      { where: `${entry.file} (label)`, text: entry.label },
      ...ofFields(entry.fields, entry.label),
    ]),
  ]);
}

/** Words of the code, not of the site: {placeholders}, dotted paths (socials.0.url), and a few terms of the trade. */
const codeWords: [string, RegExp][] = [
  ['a brace', /[{}]/],
  ['a dot path', /\b[A-Za-z][A-Za-z0-9]+\.(?:\d+|[a-z][A-Za-z0-9]*)(?:\.\w+)*\b/],
  ['"slug"', /slug/i],
  ['"E.164"', /E\.164/i],
  ['"ms"', /\bms\b/i],
  ['"CTA"', /\bCTA\b/],
];
/** Addresses and e-mail addresses are examples an editor writes, not code. */
const withoutAddresses = (text: string) =>
  text.replace(/\b\S+:\/\/\S+|\S+@\S+|\b(?:www\.)?[\w-]+\.(?:com|org|net|pk|example)\b|\/[\w/.#-]+/g, ' ');

describe('words an editor knows', () => {
  it('finds the labels and hints (the editor has hundreds)', () => {
    expect(wording().length).toBeGreaterThan(300);
  });

  it('no label or hint shows a brace, a dot path, "slug", "E.164", "ms" or "CTA"', () => {
    const found = wording().flatMap(({ where, text }) =>
      codeWords.filter(([, pattern]) => pattern.test(withoutAddresses(text))).map(([what]) => `${where}: ${what}: ${text}`),
    );
    expect(found).toEqual([]);
  });
});

describe('descriptions in the editor', () => {
  it('describes every collection and every file', () => {
    const undescribed = [
      ...config.collections.filter((collection) => !collection.description).map((collection) => collection.name),
      ...files.filter((entry) => !entry.description).map((entry) => entry.file),
    ];
    expect(undescribed).toEqual([]);
  });

  it('describes only collections and files that exist', () => {
    const known = new Set([...config.collections.map((collection) => collection.name), ...files.map((entry) => entry.file), 'other']);
    expect(Object.keys(rules.descriptions ?? {}).filter((key) => !known.has(key))).toEqual([]);
  });

  it('says how many categories there are, and that adding one means replacing one', () => {
    const categories = config.collections.find((collection) => collection.name === 'categories')!;
    expect(categories.description).toContain(`${categoryCount} product categories`);
    expect(categories.description).toMatch(/to add one, replace one/);
  });
});
