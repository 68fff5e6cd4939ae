/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cmsConfig } from '../config';
import type { DecapConfig, DecapField } from '../types';

// Decap CMS accepts the generated configuration: its own validator and defaults (decap-cms-core's
// source, run by cms/decap-validate.mjs in a Node process of its own, since Decap needs
// a browser window and esbuild cannot run in Jest's jsdom).

const dir = mkdtempSync(path.join(tmpdir(), 'cms-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What Decap says of a configuration, and the form it opens a new entry of each collection with. */
type DecapVerdict = { valid: boolean; message?: string; drafts?: Record<string, Record<string, unknown>> };

function decapSays(config: DecapConfig): DecapVerdict {
  for (const name of ['decap-cms-core/package.json', 'esbuild']) expect(() => require.resolve(name)).not.toThrow(); // installed with decap-cms-app (npm ci)
  const file = path.join(dir, `config-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(config));
  const script = path.join(__dirname, '../decap-validate.mjs');
  return JSON.parse(execFileSync(process.execPath, [script, file], { encoding: 'utf8', timeout: 120_000 })) as DecapVerdict;
}

const config = cmsConfig({});

it('is a configuration Decap CMS accepts, with the editorial workflow and every language', () => {
  expect(decapSays(config)).toEqual({ valid: true, drafts: expect.any(Object) });
  expect(config).toMatchObject({ publish_mode: 'editorial_workflow', local_backend: true });
}, 120_000);

it('would be refused by Decap if it were wrong: the check is Decap’s own', () => {
  // The upload limit where the brief first put it (top-level media_library) is for external libraries only, and needs a name.
  expect(decapSays({ ...config, media_library: { max_file_size: 10_000_000 } })).toEqual({
    valid: false,
    message: expect.stringContaining("'media_library' must have required property 'name'"),
  });
  // A page file in a multiple_folders collection: Decap allows only single_file for files.
  const [site, ...rest] = config.collections;
  expect(decapSays({ ...config, collections: [{ ...site!, i18n: { structure: 'multiple_folders' } }, ...rest] })).toEqual({
    valid: false,
    message: 'i18n configuration for files collections is limited to single_file structure',
  });
}, 120_000);

it('opens a new product with no photo, and every list of a new entry empty, until the editor adds an item', () => {
  const { drafts } = decapSays(config);
  expect(Object.keys(drafts!).sort()).toEqual(['articles', 'products']);
  expect(drafts!.products).toEqual({
    checked: false,
    images: [],
    specs: [],
    options: [],
    certificates: [],
    // Empty: the company's terms of sale (content/trade-terms.yml).
    terms: { incoterms: [], ports: [] },
  });
  // Without the list's default, Decap starts it with one item made of its fields' defaults: a photo
  // with no file (alt text ''), folded away as "No src", which Save then refused as a missing Image.
  const products = config.collections.find((collection) => collection.name === 'products') as DecapConfig['collections'][number] & {
    fields: DecapField[];
  };
  const withoutDefault = products.fields.map((field) => {
    if (field.name !== 'images') return field;
    const { default: _default, ...rest } = field;
    void _default;
    return rest;
  });
  const before = decapSays({
    ...config,
    collections: config.collections.map((collection) => (collection === products ? { ...products, fields: withoutDefault } : collection)),
  });
  expect(before.drafts!.products!.images).toEqual([{ alt: '' }]);
}, 120_000);
