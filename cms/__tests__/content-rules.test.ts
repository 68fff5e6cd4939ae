/** @jest-environment node */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { cmsConfig, languageNames, readRules } from '../config';
import { contentModules } from '../../content/modules';
import { contentProblems, contentRules, editorSchemas } from '../content-rules';
import { translationChecks } from '../translation-checks';

// One rulebook: every example below is fed to the build (the content loaders, on a scratch copy of
// the content with the example written into its file) and to the editor's check before a save
// (cms/content-rules.ts, on the same data as Decap holds it), and both must give the same verdict.
// A refusal in the editor names the field as the form labels it.

const real = process.cwd();
const config = cmsConfig({});
const messages = readRules().messages;
const orderOf = (file: string) => (parse(readFileSync(path.join(real, file), 'utf8')) as { categories: string[] }).categories;
const labels = translationChecks(config, messages).labels;
const rules = contentRules(config, messages, languageNames(), {
  categories: orderOf('content/services/order.yml'),
  certificates: (
    parse(readFileSync(path.join(real, 'content/certifications.yml'), 'utf8')) as { en: { certifications: { id: string }[] } }
  ).en.certifications.map(({ id }) => id),
  ports: (parse(readFileSync(path.join(real, 'content/trade-terms.yml'), 'utf8')) as { en: { ports: { id: string }[] } }).en.ports.map(
    ({ id }) => id,
  ),
});

// The example entries: the first category of the site and its first product, whatever they are.
const categorySlug = orderOf('content/services/order.yml')[0]!;
const productSlug = (parse(readFileSync(path.join(real, `content/services/en/${categorySlug}.yml`), 'utf8')) as { productOrder: string[] })
  .productOrder[0]!;
const translation = Object.keys(languageNames()).find((code) => code !== 'en')!;

let scratch: string;
beforeEach(() => {
  // The categories, and the first product each lists: the build needs a product in every category, no more.
  scratch = mkdtempSync(path.join(tmpdir(), 'content-rules-'));
  for (const part of ['services', 'certifications.yml', 'trade-terms.yml', 'locales.yml'])
    cpSync(path.join(real, 'content', part), path.join(scratch, 'content', part), { recursive: true });
  for (const slug of orderOf('content/services/order.yml')) {
    const category = parse(readFileSync(path.join(real, `content/services/en/${slug}.yml`), 'utf8')) as { productOrder: string[] };
    const first = category.productOrder[0]!;
    for (const code of Object.keys(languageNames())) {
      const file = `content/products/${code}/${first}.yml`;
      if (existsSync(path.join(real, file))) cpSync(path.join(real, file), path.join(scratch, file));
    }
  }
  symlinkSync(path.join(real, 'public'), path.join(scratch, 'public'));
  process.chdir(scratch);
});
afterEach(() => {
  process.chdir(real);
  rmSync(scratch, { recursive: true, force: true });
});

type Data = Record<string, unknown>;
const read = (file: string) =>
  existsSync(path.join(scratch, file)) ? (parse(readFileSync(path.join(scratch, file), 'utf8')) as Data) : {};
const write = (file: string, data: Data) => {
  mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
  writeFileSync(path.join(scratch, file), stringify(data));
};

/** What the build says of the content now: the problem it fails on, or nothing. */
function buildSays(locale: string): string | undefined {
  let failure: string | undefined;
  jest.isolateModules(() => {
    try {
      (jest.requireActual('../../content/categories') as typeof import('../../content/categories')).getCategories(locale);
    } catch (error) {
      failure = (error as Error).message;
    }
  });
  return failure;
}

type Example = {
  name: string;
  collection: 'products' | 'categories';
  slug: string;
  /** Changes English's data, or a translation's (`locale`). */
  edit: (data: Data) => Data;
  locale?: string;
  /** The field as the editor names it, when refused. */
  field?: string;
};

const long = (length: number) => 'x'.repeat(length);
const examples: Example[] = [
  { name: 'a product as it is', collection: 'products', slug: productSlug, edit: (data) => data },
  {
    name: 'a product name of 2,000 characters',
    collection: 'products',
    slug: productSlug,
    edit: (data) => ({ ...data, name: long(2000) }),
    field: 'Name',
  },
  { name: 'a product name of 100 characters', collection: 'products', slug: productSlug, edit: (data) => ({ ...data, name: long(100) }) },
  { name: 'an empty product name', collection: 'products', slug: productSlug, edit: (data) => ({ ...data, name: ' ' }), field: 'Name' },
  {
    name: 'a minimum order of “lots” (the number box left empty)',
    collection: 'products',
    slug: productSlug,
    edit: (data) => ({ ...data, moq: { unit: 'pieces', note: 'per size' } }),
    field: 'Minimum order › Quantity',
  },
  {
    name: 'a minimum order of 2.5',
    collection: 'products',
    slug: productSlug,
    edit: (data) => ({ ...data, moq: { quantity: 2.5, unit: 'pieces' } }),
    field: 'Minimum order › Quantity',
  },
  { name: 'no minimum order at all', collection: 'products', slug: productSlug, edit: (data) => ({ ...data, moq: undefined }) },
  {
    name: 'a lead time of 301 characters',
    collection: 'products',
    slug: productSlug,
    edit: (data) => ({ ...data, leadTime: long(301) }),
    field: 'Lead time',
  },
  {
    name: 'a description of 2,000 characters',
    collection: 'products',
    slug: productSlug,
    edit: (data) => ({ ...data, description: long(2000) }),
  },
  {
    name: 'a specification row without a label',
    collection: 'products',
    slug: productSlug,
    edit: (data) => ({ ...data, specs: [{ label: '', value: '220 V' }] }),
    field: 'Specification rows › item 1 › Label',
  },
  {
    name: 'an HS code in words',
    collection: 'products',
    slug: productSlug,
    edit: (data) => ({ ...data, hsCode: 'fans' }),
    field: 'HS code (customs heading)',
  },
  {
    name: 'a category that does not exist',
    collection: 'products',
    slug: productSlug,
    edit: (data) => ({ ...data, category: 'electrics' }),
    field: 'Category',
  },
  {
    name: 'a certificate that does not exist',
    collection: 'products',
    slug: productSlug,
    edit: (data) => ({ ...data, certificates: ['ce-mark'] }),
    field: 'Certificates › item 1',
  },
  {
    name: 'a name in links that is not the file’s',
    collection: 'products',
    slug: productSlug,
    edit: (data) => ({ ...data, id: 'fans' }),
    field: 'Name in links',
  },
  {
    name: 'a container count its carton does not load (2,000 cartons of 60 × 40 × 40 cm in a 20-foot container)',
    collection: 'products',
    slug: productSlug,
    edit: (data) => ({ ...data, exportPacking: { cartonCm: { length: 60, width: 40, height: 40 }, cartonsPer20ft: 2000 } }),
    field: 'Export carton and container figures › Packages in a 20-foot container',
  },
  {
    name: 'a pallet as a pallet: 10 of 228 × 113 × 126 cm in a 40-foot container',
    collection: 'products',
    slug: productSlug,
    edit: (data) => ({
      ...data,
      exportPacking: { kind: 'pallet', cartonCm: { length: 228, width: 113, height: 126 }, cartonsPer40ft: 10 },
    }),
  },
  {
    name: 'a port of loading the terms of sale do not list',
    collection: 'products',
    slug: productSlug,
    edit: (data) => ({ ...data, terms: { ports: ['gwadar-east'] } }),
    field: 'Terms of sale › Ports of loading › item 1',
  },
  {
    name: 'an origin with a city but no country it is made in',
    collection: 'products',
    slug: productSlug,
    edit: (data) => ({ ...data, origin: { city: 'Sialkot', shipsFrom: 'PK' } }),
    field: 'Origin › Country where it is made',
  },
  {
    name: 'an origin in a country code that is none',
    collection: 'products',
    slug: productSlug,
    edit: (data) => ({ ...data, origin: { shipsFrom: 'XY' } }),
    field: 'Origin › Country it ships from',
  },
  {
    name: 'goods the company trades: no country made in, shipped from Pakistan',
    collection: 'products',
    slug: productSlug,
    edit: (data) => ({ ...data, origin: { shipsFrom: 'PK' } }),
  },
  {
    name: 'a translated name of 2,000 characters',
    collection: 'products',
    slug: productSlug,
    locale: translation,
    edit: (data) => ({ ...data, name: long(2000) }),
    field: `In ${languageNames()[translation]}, Name`,
  },
  {
    name: 'a translated field the product does not have (a misspelt name)',
    collection: 'products',
    slug: productSlug,
    locale: translation,
    edit: (data) => ({ ...data, titel: 'x' }),
    field: `In ${languageNames()[translation]}, titel: is not a field here`,
  },
  // What a name may hold: a letter that shows, nothing hidden and nothing that turns the text around.
  ...(
    [
      ['a product name of zero-width characters alone', '\u200b\u200d\u2060', 'Name'],
      ['a product name with a right-to-left override (“Invoice exe.jpg”)', 'Invoice \u202egpj.exe\u202c', 'Name'],
      ['a product name with a right-to-left isolate', 'Towels \u2067bath\u2069', 'Name'],
      ['an Arabic product name keeping a model number left to right in an isolate', 'مروحة سقف \u2066HGT-56 A\u2069'],
      ['a product name with a line break', 'Bath\ntowels', 'Name'],
      ['a Persian product name with a non-joiner inside a word', 'حوله‌های حمام'],
    ] as const
  ).map(([name, value, field]): Example => ({
    name,
    collection: 'products',
    slug: productSlug,
    edit: (data) => ({ ...data, name: value }),
    ...(field ? { field } : {}),
  })),
  {
    name: 'a translated product name with a right-to-left override',
    collection: 'products',
    slug: productSlug,
    locale: translation,
    edit: (data) => ({ ...data, name: 'x\u202ey' }),
    field: `In ${languageNames()[translation]}, Name`,
  },
  {
    name: 'a specification label of zero-width spaces',
    collection: 'products',
    slug: productSlug,
    edit: (data) => ({ ...data, specs: [{ label: '\u200b\u200b', value: '220 V' }] }),
    field: 'Specification rows › item 1 › Label',
  },
  {
    name: 'a description with a right-to-left override',
    collection: 'products',
    slug: productSlug,
    edit: (data) => ({ ...data, description: 'Cotton towels.\n\nSee \u202efdp.exe' }),
    field: 'Description',
  },
  ...(
    [
      ['a description linking over http', 'See the [catalogue](http://example.com/catalogue.pdf).', true],
      ['a description showing another site’s picture', '![towel](https://evil.example/pixel.png)', true],
      ['a description linking to a page of the site and over https', 'See [terms](/get-quote) and [ISO](https://www.iso.org/).', false],
    ] as const
  ).map(([name, description, refused]): Example => ({
    name,
    collection: 'products',
    slug: productSlug,
    edit: (data) => ({ ...data, description }),
    ...(refused ? { field: 'Description' } : {}),
  })),
  {
    name: 'a description over several paragraphs',
    collection: 'products',
    slug: productSlug,
    edit: (data) => ({ ...data, description: 'Cotton towels.\n\n- 500 g/m²\n- 70 × 140 cm' }),
  },
  { name: 'a category as it is', collection: 'categories', slug: categorySlug, edit: (data) => data },
  {
    name: 'a category title of 2,000 characters',
    collection: 'categories',
    slug: categorySlug,
    edit: (data) => ({ ...data, title: long(2000) }),
    field: 'Title',
  },
  {
    name: 'a category title with a left-to-right override',
    collection: 'categories',
    slug: categorySlug,
    edit: (data) => ({ ...data, title: '\u202dKitchen' }),
    field: 'Title',
  },
  {
    name: 'a product listed twice in its category',
    collection: 'categories',
    slug: categorySlug,
    edit: (data) => ({ ...data, productOrder: [...(data.productOrder as string[]), (data.productOrder as string[])[0]] }),
    field: 'Products, in the order the site shows them › item',
  },
  {
    name: 'a category listing a product that is gone (deleted or moved)',
    collection: 'categories',
    slug: categorySlug,
    edit: (data) => ({ ...data, productOrder: ['no-such-product', ...(data.productOrder as string[])] }),
  },
];

const folders = { products: 'content/products', categories: 'content/services' };

describe.each(examples)('$name', ({ collection, slug, edit, locale = 'en', field }) => {
  it(field ? `is refused by the build and, naming ${field}, by the editor` : 'is taken by both', () => {
    const file = `${folders[collection]}/${locale}/${slug}.yml`;
    const english = read(`${folders[collection]}/en/${slug}.yml`);
    const before = locale === 'en' ? english : read(file);
    const after = edit(before);
    write(file, after);
    const languages = locale === 'en' ? { en: after } : { en: english, [locale]: after };
    const editor = contentProblems(rules, { key: collection, collection, languages, slug, labels: labels[collection]! });
    const build = buildSays(locale);
    expect({ build: build !== undefined, editor: editor.length > 0 }).toEqual({ build: field !== undefined, editor: field !== undefined });
    if (field) expect(editor.join('\n')).toContain(field);
  });
});

it('names the field in the editor’s words, with the build’s reason', () => {
  const english = parse(readFileSync(path.join(real, `content/products/en/${productSlug}.yml`), 'utf8')) as Data;
  expect(
    contentProblems(rules, {
      key: 'products',
      collection: 'products',
      languages: { en: { ...english, name: long(2000) } },
      slug: productSlug,
      labels: labels.products!,
    }),
  ).toEqual(['Name: must be at most 100 characters']);
  expect(
    contentProblems(rules, {
      key: 'products',
      collection: 'products',
      languages: { en: { ...english, moq: { unit: 'pieces', note: 'per size' } } },
      slug: productSlug,
      labels: labels.products!,
    }),
  ).toEqual(['Minimum order › Quantity: must be a number of units, e.g. 500 (leave the whole minimum order empty if it depends)']);
});

it('checks each folder with the schema the build reads it with', () => {
  for (const [folder, schema] of Object.entries(editorSchemas))
    expect({ folder, same: contentModules.find((module) => module.path === folder)?.schema === schema }).toEqual({ folder, same: true });
});
