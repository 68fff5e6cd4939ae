/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildCustomRoute } from 'next/dist/lib/build-custom-route.js';
import { compile, pathToRegexp } from 'next/dist/compiled/path-to-regexp';
import { parse } from 'yaml';
import { englishAtRoot } from '../next.config.mjs';

const codes = parse(readFileSync('content/locales.yml', 'utf8')).map((locale) => locale.code);

/** A site root with content/locales.yml and the given files under public/. */
function siteWith(files) {
  const root = mkdtempSync(join(tmpdir(), 'dev-rewrites-'));
  mkdirSync(join(root, 'content'));
  writeFileSync(join(root, 'content', 'locales.yml'), readFileSync('content/locales.yml'));
  for (const file of files) {
    mkdirSync(join(root, 'public', file, '..'), { recursive: true });
    writeFileSync(join(root, 'public', file), '');
  }
  return pathToFileURL(`${root}/`);
}

/** Where the development server sends a request: the first rule whose source matches, as Next compiles it. */
function served(rules, path) {
  for (const rule of rules) {
    const keys = [];
    pathToRegexp(rule.source, keys, { strict: true, sensitive: false, delimiter: '/' });
    const found = new RegExp(buildCustomRoute('rewrite', rule).regex).exec(path);
    if (!found) continue;
    const params = Object.fromEntries(
      keys.map((key, index) => [key.name, key.modifier === '*' ? (found[index + 1]?.split('/') ?? []) : found[index + 1]]),
    );
    return compile(rule.destination, { validate: false })(params);
  }
  return path;
}

describe('next dev: English at the root', () => {
  const rules = englishAtRoot(
    siteWith(['images/art/logo.svg', 'images/uploads/photo.jpg', 'images/services/electronics.avif', '_headers', 'admin/cms.js']),
  );

  it('serves every file under public/ at its own address', () => {
    for (const path of [
      '/images/art/logo.svg',
      '/images/uploads/photo.jpg',
      '/images/services/electronics.avif',
      '/_headers',
      '/admin/cms.js',
    ]) {
      expect(served(rules, path)).toBe(path);
    }
  });

  it('answers an English page at the root with the English route, and leaves other languages alone', () => {
    expect(served(rules, '/')).toBe('/en');
    expect(served(rules, '/about')).toBe('/en/about');
    expect(served(rules, '/services/electronics')).toBe('/en/services/electronics');
    for (const code of codes.filter((code) => code !== 'en')) expect(served(rules, `/${code}/about`)).toBe(`/${code}/about`);
    expect(served(rules, '/_next/static/chunk.js')).toBe('/_next/static/chunk.js');
    expect(served(rules, '/admin')).toBe('/admin/index.html');
    expect(served(rules, '/sitemap.xml')).toBe('/sitemap.xml');
    expect(served(rules, '/sitemaps/ar.xml')).toBe('/sitemaps/ar.xml');
  });

  it('still sends a page whose name only begins like a folder of public/ to English', () => {
    expect(served(rules, '/images-of-trade')).toBe('/en/images-of-trade');
  });
});
