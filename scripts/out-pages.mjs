// Shared by the post-build steps and checks: the export's pages, the URLs a host serves them at, HTML parsing
// and the build's environment.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import { DOMParser } from 'linkedom';

/** The editor's folder (/admin/, Decap's page with its own CSP rule): not a page of the site, so the checks skip it. */
export const editorDir = 'admin';

/** Every .html file under `dir`, as POSIX paths relative to it ("services/toys-games.html"), sorted; the editor's folder left out. */
export function htmlFiles(dir) {
  const found = [];
  const walk = (relative) => {
    for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory() && child === editorDir) continue;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile() && entry.name.endsWith('.html')) found.push(child);
    }
  };
  walk('');
  return found.sort();
}

/** The URL paths (without basePath) a host with clean URLs serves `file` at, the clean one first ("about.html" → /about). */
export function urlPathsOf(file) {
  const posix = file.split(path.sep).join('/');
  if (posix === 'index.html') return ['/', '/index.html'];
  if (posix.endsWith('/index.html')) return [`/${posix.slice(0, -'index.html'.length)}`, `/${posix}`];
  return [`/${posix.slice(0, -'.html'.length)}`, `/${posix}`];
}

/** The file (relative to dir) a static host serves for `urlPath` (decoded, without basePath): exact, .html, /index.html; or null. */
export function resolveFile(dir, urlPath) {
  const root = path.resolve(dir);
  const isFile = (candidate) => {
    const full = path.resolve(root, candidate);
    return full.startsWith(root + path.sep) && existsSync(full) && statSync(full).isFile();
  };
  const relative = urlPath.replace(/^\/+/, '');
  const trimmed = relative.replace(/\/+$/, '');
  const candidates = trimmed ? [relative, `${trimmed}.html`, `${trimmed}/index.html`] : ['index.html'];
  return candidates.find(isFile) ?? null;
}

/** The file (relative to dir) a page's URL path (percent-encoded, under `basePath`) is served from, or null. */
export function fileOfUrlPath(dir, urlPath, basePath = '') {
  const withoutBase = basePath && urlPath.startsWith(`${basePath}/`) ? urlPath.slice(basePath.length) : urlPath;
  return resolveFile(dir, decodeURIComponent(withoutBase));
}

/** The route a page is reported under: its clean URL path. */
export const routeOf = (file) => urlPathsOf(file)[0];

let parser;
const htmlNamespace = 'http://www.w3.org/1999/xhtml';

/**
 * A page as a DOM (linkedom: nothing runs or is fetched), read as a browser reads it where the checks look:
 * attribute names lower-cased (Next writes `noModule`), no <template> content. No `:lang()` in its selectors.
 */
export function parseHtml(html) {
  parser ??= new DOMParser();
  const document = parser.parseFromString(html, 'text/html');
  for (const element of document.querySelectorAll('*')) {
    if (element.namespaceURI !== htmlNamespace) continue;
    for (const name of [...element.getAttributeNames()]) {
      const lower = name.toLowerCase();
      if (lower === name) continue;
      element.setAttribute(lower, element.getAttribute(name));
      element.removeAttribute(name);
    }
    if (element.localName === 'template') element.replaceChildren();
  }
  return document;
}

/**
 * Every start tag, in order: name, attributes as a browser reads them, offsets `start` (its `<`), `open` (past it)
 * and `end` (past its end tag, else `open`), and a script's or style's `text`. Tokenizing only: a fraction of a DOM's cost.
 */
export function startTags(html) {
  const tags = [];
  const open = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      const tag = { name, attributes, start: parser.startIndex, open: parser.endIndex + 1, end: parser.endIndex + 1 };
      if (name === 'script' || name === 'style') tag.text = '';
      tags.push(tag);
      open.push(tag);
    },
    ontext(text) {
      const tag = open.at(-1);
      if (tag?.text !== undefined) tag.text += text;
    },
    onclosetag(name, implied) {
      const tag = open.pop();
      if (!tag) return;
      if (!implied) tag.end = parser.endIndex + 1;
      if (tag.text !== undefined) tag.text = tag.text.replace(/\r\n?/g, '\n');
    },
  });
  parser.end(html);
  return tags;
}

/** `read`'s result on the parsed `html`. Whatever `read` returns must not hold on to the document. */
export function withDocument(html, read) {
  return read(parseHtml(html));
}

/** NEXT_PUBLIC_BASE_PATH without a trailing slash ("" when unset). */
export function basePath(env = process.env) {
  return (env.NEXT_PUBLIC_BASE_PATH ?? '').trim().replace(/\/+$/, '');
}

/** Loads .env files as `next build` does, with @next/env resolved through next (its dependency, not ours). */
export function loadBuildEnv(dir = process.cwd()) {
  const require = createRequire(path.join(dir, 'package.json'));
  const nextPackage = require.resolve('next/package.json');
  const { loadEnvConfig } = createRequire(nextPackage)('@next/env');
  loadEnvConfig(dir, false, { info: () => undefined, error: console.error });
}
