/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cmsConfig } from '../config';
import type { DecapConfig } from '../types';

// Decap CMS accepts the generated configuration: its own validator and defaults (decap-cms-core's
// source, run by cms/decap-validate.mjs in a Node process of its own, since Decap needs
// a browser window and esbuild cannot run in Jest's jsdom).

const dir = mkdtempSync(path.join(tmpdir(), 'cms-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function decapSays(config: DecapConfig): { valid: boolean; message?: string } {
  for (const name of ['decap-cms-core/package.json', 'esbuild']) expect(() => require.resolve(name)).not.toThrow(); // installed with decap-cms-app (npm ci)
  const file = path.join(dir, `config-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(config));
  const script = path.join(__dirname, '../decap-validate.mjs');
  return JSON.parse(execFileSync(process.execPath, [script, file], { encoding: 'utf8', timeout: 120_000 })) as {
    valid: boolean;
    message?: string;
  };
}

const config = cmsConfig({});

it('is a configuration Decap CMS accepts, with the editorial workflow and every language', () => {
  expect(decapSays(config)).toEqual({ valid: true });
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
