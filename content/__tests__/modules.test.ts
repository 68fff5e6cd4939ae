/** @jest-environment node */
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentModules } from '../modules';

// content/modules.ts lists every content file and folder once, and importing the content modules
// reads nothing: a file is read when a language of it is first asked for.

const content = path.resolve(__dirname, '..');

it('lists every content file and folder once', () => {
  const paths = contentModules.map((part) => part.path);
  expect(paths.filter((file, index) => paths.indexOf(file) !== index)).toEqual([]);
  const files = readdirSync(content)
    .filter((name) => name.endsWith('.yml'))
    .map((name) => `content/${name}`);
  const folders = readdirSync(content, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== '__tests__')
    .map((entry) => `content/${entry.name}`);
  expect(paths).toEqual(expect.arrayContaining([...files, ...folders]));
});

it('reads no content file but the languages while the modules are imported', () => {
  const cwd = process.cwd();
  const scratch = mkdtempSync(path.join(tmpdir(), 'modules-'));
  cpSync(path.join(content, 'locales.yml'), path.join(scratch, 'content', 'locales.yml'));
  process.chdir(scratch);
  try {
    let modules: typeof import('../modules') | undefined;
    // Every other file is missing here: an import that read one would throw.
    jest.isolateModules(() => {
      modules = jest.requireActual<typeof import('../modules')>('../modules');
    });
    const about = modules!.contentModules.find((part) => part.path === 'content/about.yml')!;
    expect(() => about.coverage('en')).toThrow('content/about.yml');
  } finally {
    process.chdir(cwd);
    rmSync(scratch, { recursive: true, force: true });
  }
});
