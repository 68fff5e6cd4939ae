/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { moveEnglishToRoot, notFoundRules } from './locale-out.mjs';

let out;
const write = (file, text = file) => {
  mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
  writeFileSync(path.join(out, file), text);
};
const read = (file) => readFileSync(path.join(out, file), 'utf8');

beforeEach(() => {
  out = mkdtempSync(path.join(tmpdir(), 'locale-out-'));
});
afterEach(() => rmSync(out, { recursive: true, force: true }));

it('moves English from out/en/ to the root, the home page to index.html, and leaves other languages under their prefix', () => {
  write('en.html', 'home');
  write('en.txt', 'home data');
  write('en/about.html', 'about');
  write('en/services/toys.html', 'toys');
  write('ar/about.html', 'عن');
  write('404.html', 'not found');
  expect(moveEnglishToRoot(out)).toBe(4);
  expect(read('index.html')).toBe('home');
  expect(read('index.txt')).toBe('home data');
  expect(read('about.html')).toBe('about');
  expect(read('services/toys.html')).toBe('toys');
  expect(read('ar/about.html')).toBe('عن');
  expect(existsSync(path.join(out, 'en'))).toBe(false);
});

it('refuses to overwrite a file already at the root', () => {
  write('en/about.html', 'english');
  write('about.html', 'other');
  expect(() => moveEnglishToRoot(out)).toThrow(/about\.html already exists/);
  expect(read('about.html')).toBe('other');
});

it("puts English's language 404 page at the root, in place of Next's empty one", () => {
  write('en/404.html', 'english 404');
  write('404.html', 'empty');
  write('_not-found.html', 'empty');
  moveEnglishToRoot(out);
  expect(read('404.html')).toBe('english 404');
  expect(existsSync(path.join(out, '_not-found.html'))).toBe(false);
});

it('writes a 404 rule for each language folder with its own 404 page', () => {
  write('ar/404.html');
  write('zh/404.html');
  write('images/logo.svg');
  expect(notFoundRules(out)).toEqual(['/ar/*  /ar/404.html  404', '/zh/*  /zh/404.html  404']);
});
