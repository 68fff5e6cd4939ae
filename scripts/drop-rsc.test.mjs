import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dropRscFiles } from './drop-rsc.mjs';

let out;
const write = (name, text = 'x') => {
  mkdirSync(path.dirname(path.join(out, name)), { recursive: true });
  writeFileSync(path.join(out, name), text);
};
const has = (name) => existsSync(path.join(out, name));

beforeEach(() => (out = mkdtempSync(path.join(tmpdir(), 'drop-rsc-'))));
afterEach(() => rmSync(out, { recursive: true, force: true }));

it("deletes each page's .txt and its folder of __next segment files, and keeps everything else", () => {
  write('about.html');
  write('about.txt');
  write('about/__next.$d$locale.txt');
  write('about/__next.$d$locale/__PAGE__.txt');
  write('services/electronics.html');
  write('services/electronics.txt');
  write('services/electronics/__next._tree.txt');
  write('services/electronics/ceiling-fans.html');
  write('robots.txt');
  write('notes.txt');
  write('images/logo.svg');
  expect(dropRscFiles(out)).toBe(5);
  expect(['about.txt', 'about', 'services/electronics.txt', 'services/electronics/__next._tree.txt'].filter(has)).toEqual([]);
  expect(
    [
      'about.html',
      'services/electronics.html',
      'services/electronics/ceiling-fans.html',
      'robots.txt',
      'notes.txt',
      'images/logo.svg',
    ].every(has),
  ).toBe(true);
});
