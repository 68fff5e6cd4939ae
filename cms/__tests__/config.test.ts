/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { localeCodes } from '@/content/locales';
import { mergeLocale } from '@/content/localize';
import { contentModules as sources } from '@/content/modules';
import { nodeOf, unwrap } from '@/content/schema-reader';
import { categoryCount } from '@/content/categories';
import { cmsConfig, inexpressible, readRules } from '../config';
import { httpsUrlPattern, urlPattern } from '../fields';
import type { DecapCollection, DecapField } from '../types';

// The editor's configuration against the content: every content file has a collection and every
// collection a file; every schema field a widget, required and translated as the build has it;
// every pattern accepts and refuses what the build does, with the build's words.

const root = path.resolve(__dirname, '../..');
const config = cmsConfig({});
const rules = readRules();
const source = (file: string) => sources.find((candidate) => candidate.path === file)!;

type FileEntry = { name: string; label: string; file: string; fields: DecapField[]; preview_path?: string; i18n?: unknown };
const fileEntries = config.collections.flatMap((collection) => (collection.files as FileEntry[] | undefined) ?? []);
const collection = (name: string) =>
  config.collections.find((candidate) => candidate.name === name) as DecapCollection & { fields: DecapField[] };
const entryFor = (file: string) => fileEntries.find((entry) => entry.file === file);

const readYamlFile = (file: string) => parse(readFileSync(path.join(root, file), 'utf8'), { schema: 'core' }) as Record<string, unknown>;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What is written in each language-aware content file, and the Decap fields it is edited with. */
const single = sources
  .filter((entry) => entry.kind === 'localized' && !inexpressible(entry))
  .map((entry) => ({ source: entry, fields: entryFor(entry.path)?.fields ?? [], english: readYamlFile(entry.path).en }));
const firstCategory = readdirSync(path.join(root, 'content/services/en')).sort()[0]!;
const firstArticle = readdirSync(path.join(root, 'content/blog/en')).sort()[0]!;
const firstProduct = readdirSync(path.join(root, 'content/products/en')).sort()[0]!;
const folders = [
  {
    source: source('content/services'),
    fields: collection('categories').fields,
    english: readYamlFile(`content/services/en/${firstCategory}`),
  },
  {
    source: source('content/products'),
    fields: collection('products').fields,
    english: readYamlFile(`content/products/en/${firstProduct}`),
  },
  {
    source: source('content/blog'),
    fields: collection('articles').fields.filter((field) => field.name !== 'body'),
    english: parse(readFileSync(path.join(root, 'content/blog/en', firstArticle), 'utf8').split(/^---$/m)[1]!, { schema: 'core' }),
  },
];
const everything = [...single, ...folders];

/** Dotted paths of every object key the schema has, with the schema of each (lists: their items). */
function schemaPaths(schema: z.ZodType, prefix: string[] = []): { path: string[]; schema: z.ZodType }[] {
  const node = nodeOf(unwrap(schema).core);
  const children = (entries: [string, z.ZodType][]) =>
    entries.flatMap(([key, child]) => [{ path: [...prefix, key], schema: child }, ...schemaPaths(child, [...prefix, key])]);
  if (node.type === 'object') return children(Object.entries(node.shape));
  if (node.type === 'record') {
    // A record whose keys are free (each item's placeholders) is kept whole by a hidden field.
    const keys = nodeOf(node.keyType);
    if (keys.type !== 'enum') return [];
    return children((keys.values as string[]).map((key) => [key, node.valueType]));
  }
  if (node.type === 'array') return schemaPaths(node.element, prefix);
  if (node.type === 'union')
    return node.options.flatMap((option) => schemaPaths(option, prefix)).filter((entry) => entry.path.at(-1) !== node.discriminator);
  return [];
}

/** The Decap field at a dotted path (through objects, lists' fields or field, and typed lists' types). */
function fieldAt(fields: DecapField[], names: string[]): DecapField | undefined {
  const [name, ...rest] = names;
  const field = fields.find((candidate) => candidate.name === name);
  if (!field || rest.length === 0) return field;
  const inner = (field.fields as DecapField[] | undefined) ?? [];
  const types = ((field.types as DecapField[] | undefined) ?? []).flatMap((type) => (type.fields as DecapField[] | undefined) ?? []);
  return fieldAt([...inner, ...types], rest);
}

/** Image sizes are read from the file, and the derived fields are the schema's: neither is edited. */
const notEdited = (file: string, names: string[]) =>
  ['width', 'height'].includes(names.at(-1)!) ||
  (rules.omit ?? []).includes(`${file} ${names.join('.')}`) ||
  names.slice(0, -1).some((name) => (rules.hidden ?? []).includes(name));

/** Every Decap field, with its dotted path. */
function decapPaths(fields: DecapField[], prefix: string[] = []): { path: string[]; field: DecapField }[] {
  return fields.flatMap((field) => {
    const here = [...prefix, field.name];
    const inner = [
      ...((field.fields as DecapField[] | undefined) ?? []),
      ...((field.types as DecapField[] | undefined) ?? []).flatMap((type) => (type.fields as DecapField[] | undefined) ?? []),
    ];
    return [{ path: here, field }, ...decapPaths(inner, here)];
  });
}

/** The value at a dotted path of content, taking the first item of each list on the way. */
function valueAt(value: unknown, names: string[]): unknown {
  let current = value;
  for (const name of names) {
    while (Array.isArray(current)) current = current[0];
    current = isRecord(current) ? current[name] : undefined;
  }
  return current;
}

/** A copy of `value` with `change` applied to the object holding the key at `names` (in the first item of each list on the way). */
function edited(value: unknown, names: string[], change: (holder: Record<string, unknown>, key: string) => void): unknown {
  const copy = structuredClone(value);
  let current: unknown = copy;
  for (const name of names.slice(0, -1)) {
    while (Array.isArray(current)) current = current[0];
    current = isRecord(current) ? current[name] : undefined;
  }
  while (Array.isArray(current)) current = current[0];
  if (isRecord(current)) change(current, names.at(-1)!);
  return copy;
}

/** A copy of `value` without the key at `names`. */
const without = (value: unknown, names: string[]) => edited(value, names, (holder, key) => delete holder[key]);

describe('collections and files', () => {
  it('has the site details, navigation, categories, their order and the articles, then the pages and lists', () => {
    expect(config.collections.map((entry) => entry.label)).toEqual([
      'Site details',
      'Navigation',
      'Categories',
      'Category order',
      'Products',
      'Articles',
      'Pages',
      'Lists',
      'Forms & messages',
    ]);
  });

  it('puts the site details and navigation first wherever cms/fields.yml lists them', () => {
    const reordered = cmsConfig({}, { ...rules, groups: [...rules.groups].reverse() });
    expect(reordered.collections.slice(0, 6).map((entry) => entry.label)).toEqual([
      'Site details',
      'Navigation',
      'Categories',
      'Category order',
      'Products',
      'Articles',
    ]);
  });

  it('points every file entry at a content file that exists, read as Decap single_file in every language', () => {
    expect(fileEntries.length).toBeGreaterThan(20);
    for (const entry of fileEntries) expect([entry.file, existsSync(path.join(root, entry.file))]).toEqual([entry.file, true]);
    for (const entry of fileEntries.filter((candidate) => candidate.file !== 'content/services/order.yml')) {
      expect([entry.file, entry.i18n]).toEqual([entry.file, { structure: 'single_file' }]);
      expect(Object.keys(readYamlFile(entry.file)).every((key) => localeCodes.includes(key))).toBe(true);
    }
    expect(config.i18n).toEqual({ structure: 'single_file', locales: localeCodes, default_locale: 'en' });
  });

  it('points the categories, the products and the articles at their folders: an English entry for each, translations by language', () => {
    for (const [name, extension] of [
      ['categories', 'yml'],
      ['products', 'yml'],
      ['articles', 'md'],
    ] as const) {
      const folder = collection(name).folder as string;
      // The site shows exactly its categories: they are rewritten, never added or deleted in the editor.
      const editable = name !== 'categories';
      expect(collection(name)).toMatchObject({ extension, i18n: { structure: 'multiple_folders' }, create: editable, delete: editable });
      expect(readdirSync(path.join(root, folder, 'en')).filter((file) => file.endsWith(`.${extension}`)).length).toBeGreaterThan(0);
      for (const dir of readdirSync(path.join(root, folder), { withFileTypes: true }).filter((entry) => entry.isDirectory()))
        expect(localeCodes).toContain(dir.name);
    }
    expect(collection('categories')).toMatchObject({ identifier_field: 'slug', preview_path: 'services/{{slug}}' });
    expect(collection('articles')).toMatchObject({ format: 'yaml-frontmatter', preview_path: 'blog/{{slug}}' });
    // A product is filed under its address and picks its category from the categories.
    expect(collection('products')).toMatchObject({
      identifier_field: 'name',
      slug: '{{id}}',
      preview_path: 'services/{{category}}/{{id}}',
    });
    expect(fieldAt(collection('products').fields, ['category'])).toMatchObject({
      widget: 'relation',
      collection: 'categories',
      value_field: 'slug',
    });
  });

  it('covers every content file on disk: a collection edits it, or cms/fields.yml says why not', () => {
    const covered = new Set([...fileEntries.map((entry) => entry.file), ...Object.keys(rules.excluded)]);
    const unexpressed = sources.filter((entry) => inexpressible(entry)).map((entry) => entry.path);
    const loose = readdirSync(path.join(root, 'content'))
      .filter((file) => file.endsWith('.yml'))
      .map((file) => `content/${file}`)
      .filter((file) => !covered.has(file));
    expect(loose).toEqual([]);
    expect(unexpressed).toEqual([]);
    // Under content/services, content/products and content/blog only the language folders and the order file.
    const folderFiles = (folder: string) =>
      readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
    for (const file of [...folderFiles('content/services'), ...folderFiles('content/products'), ...folderFiles('content/blog')])
      expect([
        file,
        file === 'content/services/order.yml' || /^content\/((services|products)\/[a-z]+\/[^/]+\.yml|blog\/[a-z]+\/[^/]+\.md)$/.test(file),
      ]).toEqual([file, true]);
  });

  it('edits every file a content module reads, except the developers’ configuration', () => {
    const edited = new Set([
      ...fileEntries.map((entry) => entry.file),
      collection('categories').folder,
      collection('products').folder,
      collection('articles').folder,
    ]);
    const readers = sources.filter((entry) => !inexpressible(entry)).map((entry) => entry.path);
    expect(readers.filter((file) => !edited.has(file)).sort()).toEqual(Object.keys(rules.excluded).sort());
    // Every file cms/fields.yml files in a collection is one a module reads, and none is left to "Other".
    expect(config.collections.find((entry) => entry.name === 'other')).toBeUndefined();
    for (const group of rules.groups)
      for (const file of Object.keys(group.files)) expect(sources.map((entry) => entry.path)).toContain(file);
  });

  it('keeps uploads in public/images/uploads at most 10 MB, where Decap’s media library reads the limit', () => {
    expect(config).toMatchObject({
      media_folder: 'public/images/uploads',
      public_folder: '/images/uploads',
      publish_mode: 'editorial_workflow',
    });
    const mediaFields = [
      ...fileEntries.flatMap((entry) => decapPaths(entry.fields)),
      ...decapPaths(collection('categories').fields),
      ...decapPaths(collection('articles').fields),
    ]
      .map(({ field }) => field)
      .filter((field) => field.widget === 'image' || field.widget === 'markdown');
    expect(mediaFields.length).toBeGreaterThan(5);
    for (const field of mediaFields) expect(field.media_library).toEqual({ config: { max_file_size: 10_000_000 } });
  });
});

describe('the fields agree with the schemas', () => {
  it.each(everything.map((entry) => [entry.source.path, entry] as const))(
    '%s: every schema field has a widget',
    (file, { source: { schema }, fields }) => {
      const missing = schemaPaths(schema)
        .filter(({ path: names }) => !notEdited(file, names))
        .filter(({ path: names }) => !fieldAt(fields, names))
        .map(({ path: names }) => names.join('.'));
      expect(missing).toEqual([]);
      // …and no widget for a field the schema does not have.
      const known = new Set(schemaPaths(schema).map(({ path: names }) => names.join('.')));
      const extra = decapPaths(fields)
        // A typed list's item with nothing to fill in holds its type key, hidden (see typesOf).
        .filter(({ field }) => field.widget !== 'hidden')
        .map(({ path: names }) => names.join('.'))
        .filter((names) => !known.has(names));
      expect(extra).toEqual([]);
    },
  );

  it.each(everything.map((entry) => [entry.source.path, entry] as const))(
    '%s: a field is required in the editor exactly when the build refuses the entry without it',
    (file, { source: { schema }, fields, english }) => {
      expect(schema.safeParse(english).success).toBe(true);
      // Inside a group that may be left empty (a product's minimum order), Decap would demand a
      // required field even of an empty group, so none is required there; the build refuses a
      // group filled in by half, naming the field.
      const inOptionalGroup = (names: string[]) =>
        names.slice(0, -1).some((_, index) => {
          const group = fieldAt(fields, names.slice(0, index + 1))!;
          return group.widget === 'object' && group.required === false;
        });
      const disagreements = decapPaths(fields)
        // Kept as written, never shown (cms/fields.yml hidden): nothing for an editor to fill in.
        .filter(({ field }) => field.widget !== 'hidden')
        .filter(({ path: names }) => valueAt(english, names) !== undefined)
        .filter(({ path: names, field }) => {
          const accepted = schema.safeParse(without(english, names)).success;
          if (inOptionalGroup(names)) return field.required !== false;
          // Decap leaves a field that is not required empty (absent, or '' for text it writes by default).
          const emptied = field.default === '' ? schema.safeParse(withValue(english, names, '')).success : accepted;
          return (field.required !== false) === (accepted || emptied);
        })
        .map(({ path: names, field }) => `${names.join('.')} required: ${field.required !== false}`);
      expect(disagreements).toEqual([]);
    },
  );

  it.each(everything.map((entry) => [entry.source.path, entry] as const))(
    '%s: a field is edited per language exactly when a translation of it is shown (i18n), else once in English',
    (file, { source: { schema }, fields, english }) => {
      // Translate everything: each text becomes "‹text›" (keeping any {placeholder}); the loader keeps what it takes.
      const translate = (value: unknown): unknown =>
        typeof value === 'string'
          ? value.trim()
            ? `‹${value}›`
            : value
          : Array.isArray(value)
            ? value.map(translate)
            : isRecord(value)
              ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, translate(inner)]))
              : value;
      const merged = mergeLocale(file, schema, english, translate(english)).value;
      const disagreements = decapPaths(fields)
        .filter(({ field }) => !['object', 'list'].includes(field.widget))
        .filter(({ path: names }) => typeof valueAt(english, names) === 'string' && (valueAt(english, names) as string).trim() !== '')
        .filter(({ path: names, field }) => (valueAt(merged, names) !== valueAt(english, names)) !== field.i18n)
        .map(({ path: names, field }) => `${names.join('.')} i18n: ${String(field.i18n)}`);
      expect(disagreements).toEqual([]);
      // A field that is not text (a number, a choice, yes/no) is written once, in English.
      for (const { path: names, field } of decapPaths(fields))
        if (['number', 'select', 'boolean', 'image', 'datetime', 'relation'].includes(field.widget))
          expect([names.join('.'), field.i18n]).toEqual([names.join('.'), false]);
      // An object or list is shown in other languages when something in it is translated.
      for (const { path: names, field } of decapPaths(fields).filter(({ field: candidate }) =>
        ['object', 'list'].includes(candidate.widget),
      )) {
        const inner = decapPaths([field]).slice(1);
        const translated = inner.some(({ field: child }) => child.i18n === true) || (field.field as DecapField | undefined)?.i18n === true;
        expect([names.join('.'), field.i18n]).toEqual([names.join('.'), translated]);
      }
    },
  );

  it('asks for a list of text item by item, with the schema’s bounds', () => {
    const policies = fieldAt(entryFor('content/policies.yml')!.fields, ['policies'])!;
    expect(policies).toMatchObject({ widget: 'list', min: 6, max: 6, summary: '{{fields.title}}' });
    expect(fieldAt(policies.fields as DecapField[], ['details'])).toMatchObject({
      widget: 'list',
      min: 1,
      field: { name: 'detail', widget: 'text', i18n: true },
    });
    expect(fieldAt(collection('products').fields, ['specs'])).toMatchObject({ widget: 'list', i18n: true });
  });

  it('offers each social network as a type of the list (WhatsApp with nothing to fill in but its hidden name), written as `name`', () => {
    const socials = fieldAt(entryFor('content/site.yml')!.fields, ['socials'])!;
    expect(socials).toMatchObject({ widget: 'list', typeKey: 'name', min: 1, i18n: false });
    expect(
      (socials.types as DecapField[]).map((type) => [
        type.name,
        ((type.fields as DecapField[] | undefined) ?? []).map((field) => field.name),
      ]),
    ).toEqual([
      ['WhatsApp', ['name']],
      ['Instagram', ['url']],
      ['Facebook', ['url']],
      ['LinkedIn', ['url']],
    ]);
    expect(fieldAt((socials.types as DecapField[])[0]!.fields as DecapField[], ['name'])).toMatchObject({
      widget: 'hidden',
      default: 'WhatsApp',
    });
  });

  it('edits the units (a record keyed by unit) as one set of words per unit', () => {
    const units = entryFor('content/units.yml')!.fields;
    // (The file lists them in whatever order the editor wrote them.)
    expect(units.map((field) => field.name).sort()).toEqual(Object.keys(readYamlFile('content/units.yml').en as object).sort());
    expect(fieldAt(units, ['pieces'])).toMatchObject({ widget: 'object', i18n: true });
    expect(fieldAt(units, ['pieces', 'few'])).toMatchObject({ required: false, i18n: true });
  });

  it('asks for an image’s file and alt text only (the build reads its size), the file once, the alt text per language', () => {
    const image = fieldAt(collection('categories').fields, ['image'])!;
    expect((image.fields as DecapField[]).map((field) => [field.name, field.widget, field.i18n])).toEqual([
      ['src', 'image', false],
      ['alt', 'string', true],
    ]);
    expect(fieldAt(collection('articles').fields, ['image'])).toMatchObject({ required: false });
  });

  it('writes an article’s date as the build reads it (YYYY-MM-DD), and its body in Markdown without a level-1 heading', () => {
    expect(fieldAt(collection('articles').fields, ['date'])).toMatchObject({
      widget: 'datetime',
      format: 'YYYY-MM-DD',
      time_format: false,
      i18n: false,
    });
    const body = fieldAt(collection('articles').fields, ['body'])!;
    expect(body).toMatchObject({ widget: 'markdown', i18n: true });
    expect(body.buttons).not.toContain('heading-one');
    const [source, message] = body.pattern as [string, string];
    const bodySchema = source === undefined ? undefined : sources.find((entry) => entry.path === 'content/blog')!.body!;
    for (const sample of [
      '# Title\n\nText',
      'Intro\n\n# Title',
      'Title\n=====\n\nText',
      '## Part\n\nText',
      'Text with a #hashtag',
      'Plain text.\n\n- a list',
    ])
      expect([sample, new RegExp(source).test(sample)]).toEqual([sample, bodySchema!.safeParse(sample).success]);
    expect(bodySchema!.safeParse('# Title').error!.issues[0]!.message).toBe(message);
  });
});

/** A copy of `value` with `replacement` at `names`. */
const withValue = (value: unknown, names: string[], replacement: unknown) =>
  edited(value, names, (holder, key) => {
    holder[key] = replacement;
  });

describe('patterns: the editor refuses what the build refuses, with the build’s words', () => {
  /** The schema of a dotted path (lists: their items). */
  function schemaAt(schema: z.ZodType, names: string[]): z.ZodType | undefined {
    return schemaPaths(schema).find(({ path: candidate }) => candidate.join('.') === names.join('.'))?.schema;
  }
  const samples = [
    'x',
    ' ',
    'Hazara Global Trade',
    '+923001234567',
    '+92 300 1234567',
    '0300 1234567',
    '+0123456789',
    'info@example.com',
    'info@example',
    'a b@example.com',
    'https://www.instagram.com/hazara',
    'http://example.com',
    'https://localhost/',
    'javascript://example.com/%0aalert(1)',
    'data://text/html,x',
    'https://www.example.com:8443/x',
    'www.example.com',
    'https://',
    '22620',
    '2262',
    'toys-games',
    'Toys-Games',
    'toys--games',
    '-toys',
    '/about',
    'about',
    'mailto:info@example.com',
    'phone.e164',
    'phone.',
    '2026-03-14',
    '14/03/2026',
    '{day} {month} {year}',
    '{day} {month}',
    'Read {title}',
    'x'.repeat(301),
  ];
  // z.url() takes anything the URL parser does ("mailto:x", "https:/x"); the editor asks for a web address.
  const stricterForUrls = ['mailto:info@example.com'];

  const patterned = everything.flatMap(({ source: entry, fields }) =>
    decapPaths(fields)
      .map(({ path: names, field }) => ({ file: entry.path, names, field, schema: schemaAt(entry.schema, names) }))
      .filter(({ field }) => Array.isArray(field.pattern) && field.widget !== 'image'),
  );

  it('has the rules the build gives its messages for: E.164, e-mail, URLs, slugs, postcodes', () => {
    const site = (names: string) => fieldAt(entryFor('content/site.yml')!.fields, names.split('.'))!.pattern;
    expect(site('phone.e164')).toEqual([
      expect.any(String),
      'must be the number with + and the country code, digits only, e.g. +923001234567',
    ]);
    expect(site('email')).toEqual([expect.any(String), 'Invalid email address']);
    expect(site('address.postcode')).toEqual([expect.any(String), 'must be a 5-digit Pakistani postcode']);
    expect(fieldAt(collection('products').fields, ['id'])!.pattern).toEqual([
      expect.any(String),
      'must be lower-case words of letters a-z and digits, joined by hyphens (e.g. cutlery-sets)',
    ]);
    expect(fieldAt(entryFor('content/certifications.yml')!.fields, ['certifications', 'verify', 'url'])!.pattern).toEqual([
      httpsUrlPattern,
      'must be an https:// address, e.g. https://www.example.com/',
    ]);
    expect(patterned.length).toBeGreaterThan(100);
  });

  it.each(patterned.map((entry) => [`${entry.file} ${entry.names.join('.')}`, entry] as const))(
    '%s',
    (_name, { file, names, field, schema }) => {
      expect(schema).toBeDefined();
      const leaf = unwrap(schema!).core;
      const [source, message] = field.pattern as [string, string];
      const pattern = new RegExp(source);
      const english = valueAt(
        file === 'content/services' || file === 'content/products' || file === 'content/blog'
          ? everything.find((entry) => entry.source.path === file)!.english
          : single.find((entry) => entry.source.path === file)!.english,
        names,
      );
      for (const sample of [...samples, ...(typeof english === 'string' ? [english] : [])]) {
        if (stricterForUrls.includes(sample) && source === urlPattern) continue;
        const build = leaf.safeParse(sample);
        // Decap checks a pattern only on a value that is not empty.
        expect([sample, pattern.test(sample)]).toEqual([sample, build.success]);
        if (!build.success) expect(message.split('; ')).toContain(build.error.issues[0]!.message);
      }
    },
  );

  it('checks an uploaded image’s file name as the build checks its path', () => {
    const src = fieldAt(collection('categories').fields, ['image', 'src'])!;
    const [regex, message] = src.pattern as [string, string];
    const build = unwrap(schemaAt(source('content/services').schema, ['image', 'src'])!).core;
    for (const [name, ok] of [
      ['photo.jpg', true],
      ['photo.JPG', true],
      ['tile.svg', true],
      ['photo.avif', true],
      ['report.pdf', false],
      ['photo', false],
    ] as const) {
      expect([name, new RegExp(regex).test(name)]).toEqual([name, ok]);
      expect([name, build.safeParse(`/images/uploads/${name}`).success]).toEqual([name, ok]);
    }
    expect(message).toMatch(/^must be a path under \/images\//);
  });
});

describe('the category order', () => {
  const order = (collection('category-order').files as FileEntry[])[0]!;
  const categories = order.fields[0]!;

  it('is a list of exactly the build’s number of categories, each chosen from the categories by slug', () => {
    expect(categoryCount).toBe(20);
    expect(categories).toMatchObject({ name: 'categories', widget: 'list', min: categoryCount, max: categoryCount });
    expect(categories.field).toMatchObject({ widget: 'relation', collection: 'categories', value_field: 'slug' });
    expect(order.file).toBe('content/services/order.yml');
  });

  it('accepts the order on disk, and would refuse one category fewer or more (as Decap’s list counts)', () => {
    const listed = (readYamlFile('content/services/order.yml').categories as string[]).length;
    const allowed = (count: number) => count >= (categories.min as number) && count <= (categories.max as number);
    expect(allowed(listed)).toBe(true);
    expect(allowed(listed - 1)).toBe(false);
    expect(allowed(listed + 1)).toBe(false);
    expect(readdirSync(path.join(root, 'content/services/en')).length).toBe(categoryCount);
  });
});

describe('a category’s products, in order', () => {
  const list = collection('categories').fields.find((field) => field.name === 'productOrder')!;
  const options = (list.field as DecapField & { options: { label: string; value: string }[] }).options;

  it('picks each product once, by category and name, a category’s own products together', () => {
    const products = readdirSync(path.join(root, 'content/products/en')).filter((file) => file.endsWith('.yml'));
    expect(options.map((option) => option.value).sort()).toEqual(products.map((file) => file.replace(/\.yml$/, '')).sort());
    const categoryOf = (label: string) => label.split(' › ')[0]!;
    // Once a category's products end, it does not come back.
    const runs = options.map((option) => categoryOf(option.label)).filter((category, index, all) => category !== all[index - 1]);
    expect(new Set(runs).size).toBe(runs.length);
    expect(runs.length).toBeLessThanOrEqual(categoryCount);
  });
});
