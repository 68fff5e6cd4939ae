#!/usr/bin/env node
// JavaScript budget over the static export. For every page: the JavaScript a modern browser
// fetches (each <script src> that is not nomodule, and each script after-paint.mjs's loader
// appends, once), the stylesheets and the HTML, all gzip -9, and the bytes of the images it
// references. The framework's own share is measured, not assumed: a bare Next static export
// with one <h1>, built with this project's next and react, measured once per version (kept in
// scripts/bare-next.json; BUDGET_REBUILD_BASELINE=1 measures again). The home page may add at most 15 kB of JavaScript to it, any other page 40 kB
// (1 kB = 1000 bytes). Fonts: each page may download at most 100 kB of them (pageFonts: the faces
// whose family the page's styles apply and whose unicode-range its text touches, and any it
// preloads; bytes on disk, woff2 being compressed already). Prints a table and each language's
// font bytes; exits 1 naming each page over a budget, and each selector of the built CSS that
// restyles the whole page as it loads (scripts/costly-selectors.mjs). The editor's bundle
// (out/admin/cms.js, loaded by /admin/ only) has a budget of its own: 1,040 kB gzip (1,027.8 kB measured
// on 29 November 2026 with every file the editor has previewed as a page, docs/editing.md "Weight"). A
// product page's HTML (/services/<category>/<product>, in every language) may weigh at most 120 kB,
// and 24 kB gzip (issue 30: the page data React hydrates from repeats the page's words).
// Usage: node scripts/budget.mjs [outDir]   (BUDGET_REBUILD_BASELINE=1 ignores the cache)
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import postcss from 'postcss';
import { pageScripts } from './after-paint.mjs';
import { cssUrls, srcsetCandidates } from './check-links.mjs';
import { unanchoredHasSelectors } from './costly-selectors.mjs';
import { basePath as basePathOf, fileOfUrlPath, htmlFiles, routeOf, withDocument } from './out-pages.mjs';
import { runAsScript } from './process.mjs';

export const budgets = { home: 15_000, route: 40_000, fonts: 100_000, admin: 1_040_000, productHtml: 120_000, productHtmlGzip: 24_000 };

/** The editor's bundle under `dir` (admin/cms.js), gzip -9, against its budget; null when the build has no editor. */
export function adminWeight(dir, limit = budgets.admin) {
  const file = path.join(dir, 'admin', 'cms.js');
  if (!existsSync(file)) return null;
  const bytes = gzipSync(readFileSync(file), { level: 9 }).length;
  return { file: 'admin/cms.js', bytes, limit, over: bytes - limit };
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * The same-origin files a parsed page makes a modern browser load, as URL paths: scripts (not
 * nomodule, not data blocks; with those an after-paint loader appends), stylesheets, and images
 * (per <img>/<picture> the largest candidate, preloaded images, inline-style backgrounds).
 */
export function pageAssets(document) {
  const local = (url) => (url && !/^[a-z][a-z0-9+.-]*:|^\/\//i.test(url) ? url.split(/[?#]/)[0] : null);
  const unique = (urls) => [...new Set(urls.map(local).filter(Boolean))];

  const scripts = pageScripts(document);
  const styles = [...document.querySelectorAll('link[href]')]
    .filter((link) => (link.getAttribute('rel') ?? '').toLowerCase().split(/\s+/).includes('stylesheet'))
    .map((link) => link.getAttribute('href'));

  /** The candidate with the largest width or density descriptor: what a large, dense screen loads. */
  const largest = (srcset) => {
    const weight = ({ descriptor }) => Number(/^(\d+(?:\.\d+)?)[wx]$/.exec(descriptor)?.[1] ?? 1);
    const candidates = srcsetCandidates(srcset);
    return candidates.length ? candidates.reduce((best, candidate) => (weight(candidate) > weight(best) ? candidate : best)).url : null;
  };
  const images = [];
  for (const img of document.querySelectorAll('img')) {
    const source = img.parentElement?.tagName === 'PICTURE' ? img.parentElement.querySelector('source[srcset]') : null;
    images.push(
      (source && largest(source.getAttribute('srcset') ?? '')) ?? largest(img.getAttribute('srcset') ?? '') ?? img.getAttribute('src'),
    );
  }
  for (const link of document.querySelectorAll('link[rel="preload"][as="image"]')) {
    images.push(largest(link.getAttribute('imagesrcset') ?? '') ?? link.getAttribute('href'));
  }
  for (const element of document.querySelectorAll('[style]')) images.push(...cssUrls(element.getAttribute('style') ?? ''));

  return { scripts: unique(scripts), styles: unique(styles), images: unique(images) };
}

/** Family names of a font-family value (or a custom property's), lower case, unquoted; var() references left out. */
function familyNames(value) {
  return value
    .replace(/var\([^)]*\)/g, '')
    .split(',')
    .map((name) =>
      name
        .trim()
        .replace(/^['"]|['"]$/g, '')
        .trim()
        .toLowerCase(),
    )
    .filter(Boolean);
}

const varReferences = (value) => [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]);

/** The code point intervals of a CSS unicode-range ("U+0000-00FF, U+0131, U+4??"). */
export function unicodeRanges(range) {
  return range
    .split(',')
    .map((part) => part.trim().replace(/^U\+/i, ''))
    .filter(Boolean)
    .map((part) => {
      if (part.includes('?')) return [parseInt(part.replace(/\?/g, '0'), 16), parseInt(part.replace(/\?/g, 'F'), 16)];
      const [from, to = from] = part.split('-');
      return [parseInt(from, 16), parseInt(to, 16)];
    });
}

/**
 * What a stylesheet says about fonts: its @font-face rules ({ family, url, range }, url as written)
 * and its style rules that may name a family ({ selectors, families }): a font-family or font
 * declaration, or a custom property that a font-family declaration reads (through any number of
 * var()s, e.g. body { font-family: var(--font-sans) } and html[dir=rtl] { --font-sans: 'Arabic', … }).
 * Rules inside @media and @supports count as if they applied. `alsoRead`: custom properties other
 * stylesheets of the page read into a font-family (a sheet may set --font-sans that another's body
 * rule reads). Returns { faces, rules, read } (read: the custom properties this sheet's font
 * declarations read).
 */
export function cssFonts(css, alsoRead = []) {
  const root = postcss.parse(css);
  const faces = [];
  const declarations = [];
  root.walkAtRules('font-face', (rule) => {
    const value = (prop) => rule.nodes.find((node) => node.type === 'decl' && node.prop.toLowerCase() === prop)?.value;
    const family = familyNames(value('font-family') ?? '')[0];
    const src = value('src') ?? '';
    // The first url() a browser that reads woff2 takes.
    const url = cssUrls(src)[0];
    if (family && url) faces.push({ family, url, range: value('unicode-range') ?? null });
  });
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
    for (const node of rule.nodes)
      if (node.type === 'decl') declarations.push({ selectors: rule.selectors, prop: node.prop, value: node.value });
  });
  // Custom properties that end up in a font-family: read by font-family/font, or by such a property.
  const fontDeclaration = ({ prop }) => /^font(-family)?$/i.test(prop);
  const read = new Set([...alsoRead, ...declarations.filter(fontDeclaration).flatMap(({ value }) => varReferences(value))]);
  for (let size = -1; size !== read.size;) {
    size = read.size;
    for (const { prop, value } of declarations) if (read.has(prop)) for (const name of varReferences(value)) read.add(name);
  }
  const rules = declarations
    .filter((declaration) => fontDeclaration(declaration) || read.has(declaration.prop))
    .map(({ selectors, value }) => ({ selectors, families: familyNames(value) }))
    .filter(({ families }) => families.length);
  return { faces, rules, read: [...read] };
}

/** `:lang(x)` as attributes (parseHtml's selectors have no :lang): an element whose own or an ancestor's lang is x or x-…. */
const langAsAttributes = (selector) =>
  selector.replace(/:lang\(\s*["']?([\w-]+)["']?\s*\)/gi, (_, tag) => `:is([lang|="${tag}" i], [lang|="${tag}" i] *)`);

/** Whether some element of `document` matches `selector`; states (:hover, ::before …) are read as if on. */
function matchesSome(document, written) {
  const selector = langAsAttributes(written);
  const attempt = (candidate) => {
    try {
      return Boolean(document.querySelector(candidate || '*'));
    } catch {
      return undefined;
    }
  };
  const found = attempt(selector);
  if (found !== undefined) return found;
  const stateless = selector.replace(/::?(?!lang\(|root\b|not\(|is\(|where\(|has\()[a-z-]+(\([^)]*\))?/gi, '');
  return attempt(stateless) ?? true;
}

/** The characters a page shows: its text (not scripts or styles) and its fields' placeholders and values. */
export function pageText(document) {
  const chars = new Set();
  const walker = document.createTreeWalker(document.body ?? document.documentElement, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('script, style, template, noscript')) continue;
    for (const char of node.data) chars.add(char);
  }
  for (const element of document.querySelectorAll('[placeholder], input[value]')) {
    for (const char of `${element.getAttribute('placeholder') ?? ''}${element.getAttribute('value') ?? ''}`) chars.add(char);
  }
  return chars;
}

const parsedSheets = new Map();

/**
 * The @font-face rules of `stylesheets` a page may use: each whose family a rule matching one of its
 * elements names and whose unicode-range holds a character of its text, as [{ url, range }] (url: a URL
 * path; range: the unicode-range, null for all). `stylesheets` is [{ url, css }] (url: the sheet's URL
 * path, for relative urls).
 */
export function pageFaces(document, stylesheets) {
  const text = [...pageText(document)].map((char) => char.codePointAt(0));
  const once = (css, alsoRead = []) => {
    const key = `${alsoRead.join()}\n${css}`;
    if (!parsedSheets.has(key)) parsedSheets.set(key, cssFonts(css, alsoRead));
    return parsedSheets.get(key);
  };
  // What each sheet's font declarations read, then each sheet read with all of it.
  const read = [...new Set(stylesheets.flatMap(({ css }) => once(css).read))].sort();
  const parsed = stylesheets.map(({ url, css }) => ({ url, ...once(css, read) }));
  const applied = new Set(
    parsed.flatMap(({ rules }) =>
      rules.filter(({ selectors }) => selectors.some((selector) => matchesSome(document, selector))).flatMap(({ families }) => families),
    ),
  );
  const faces = [];
  for (const { url, faces: declared } of parsed) {
    for (const face of declared) {
      if (!applied.has(face.family)) continue;
      const ranges = face.range ? unicodeRanges(face.range) : null;
      if (ranges && !text.some((code) => ranges.some(([from, to]) => code >= from && code <= to))) continue;
      if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(face.url)) continue;
      faces.push({ url: new URL(face.url, `https://site.invalid${url}`).pathname, range: face.range });
    }
  }
  return faces;
}

/**
 * The font files (URL paths) a page may download: those it preloads, and its `pageFaces`.
 * `stylesheets` is [{ url, css }] (url: the sheet's URL path, for relative urls).
 */
export function pageFonts(document, stylesheets) {
  const fonts = new Set(
    [...document.querySelectorAll('link[rel~="preload"][as="font"][href]')].map((link) => link.getAttribute('href').split(/[?#]/)[0]),
  );
  for (const { url } of pageFaces(document, stylesheets)) fonts.add(url);
  return [...fonts];
}

/** Measures every page of the export in `dir`: [{ route, file, lang, js, css, html, images, fonts, fontFiles, scripts }], bytes. */
export function measurePages(dir, { basePath = '' } = {}) {
  const sizes = new Map();
  const fileOf = (urlPath) => fileOfUrlPath(dir, urlPath, basePath);
  const size = (file, compress) => {
    const key = `${compress}:${file}`;
    if (!sizes.has(key)) {
      const bytes = readFileSync(path.join(dir, file));
      sizes.set(key, compress ? gzipSync(bytes, { level: 9 }).length : bytes.length);
    }
    return sizes.get(key);
  };
  const total = (urls, compress, missing) =>
    urls.reduce((sum, url) => {
      const file = fileOf(url);
      if (!file) {
        missing.push(url);
        return sum;
      }
      return sum + size(file, compress);
    }, 0);

  const sheets = new Map();
  const stylesheet = (url) => {
    const file = fileOf(url);
    if (!file) return null;
    if (!sheets.has(file)) sheets.set(file, { url, css: readFileSync(path.join(dir, file), 'utf8') });
    return sheets.get(file);
  };

  const measured = htmlFiles(dir).map((file) => {
    const html = readFileSync(path.join(dir, file));
    const { assets, lang, fontFiles } = withDocument(html.toString('utf8'), (document) => {
      const found = pageAssets(document);
      return {
        assets: found,
        lang: document.documentElement.getAttribute('lang') ?? '',
        fontFiles: pageFonts(document, found.styles.map(stylesheet).filter(Boolean)),
      };
    });
    const missing = [];
    return {
      route: routeOf(file),
      file,
      lang,
      fonts: total(fontFiles, false, missing),
      fontFiles,
      js: total(assets.scripts, true, missing),
      css: total(assets.styles, true, missing),
      html: gzipSync(html, { level: 9 }).length,
      htmlBytes: html.length,
      images: total(assets.images, false, missing),
      scripts: assets.scripts,
      missing,
    };
  });
  return measured.sort((a, b) => a.route.localeCompare(b.route));
}

/** Pages over budget: the home page may add `home` bytes of JavaScript to the bare framework, any other page `route`. */
export function overBudget(pages, baselineJs, limits = budgets) {
  return pages
    .map((page) => {
      const limit = baselineJs + (page.route === '/' ? limits.home : limits.route);
      return { ...page, limit, over: page.js - limit };
    })
    .filter((page) => page.over > 0);
}

/** Pages whose fonts weigh more than `limit` bytes. */
export function overFontBudget(pages, limit = budgets.fonts) {
  return pages.filter((page) => page.fonts > limit).map((page) => ({ ...page, limit, over: page.fonts - limit }));
}

/** A product's page: /services/<category>/<product>, under any language's prefix. */
export const isProductPage = (route) => /\/services\/[^/]+\/[^/]+$/.test(route);

/** Product pages whose HTML passes `productHtml` bytes, or `productHtmlGzip` gzip -9. */
export function overHtmlBudget(pages, limits = budgets) {
  return pages
    .filter((page) => isProductPage(page.route) && (page.htmlBytes > limits.productHtml || page.html > limits.productHtmlGzip))
    .map((page) => ({ ...page, limit: limits.productHtml, gzipLimit: limits.productHtmlGzip }));
}

/** Each language's product pages: their number, and their HTML's median and largest, bytes and gzip. */
export function productHtmlByLanguage(pages) {
  const languages = new Map();
  for (const page of pages.filter((item) => isProductPage(item.route))) {
    languages.set(page.lang, [...(languages.get(page.lang) ?? []), page]);
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
  return [...languages].map(([lang, list]) => ({
    lang,
    pages: list.length,
    median: median(list.map((page) => page.htmlBytes)),
    max: Math.max(...list.map((page) => page.htmlBytes)),
    gzipMax: Math.max(...list.map((page) => page.html)),
  }));
}

/** Each language's font bytes (by <html lang>): the lightest and heaviest page and the faces of the heaviest. */
export function fontsByLanguage(pages) {
  const languages = new Map();
  for (const page of pages) {
    const entry = languages.get(page.lang) ?? { lang: page.lang, pages: 0, min: Infinity, max: -1, heaviest: null };
    entry.pages++;
    entry.min = Math.min(entry.min, page.fonts);
    if (page.fonts > entry.max) Object.assign(entry, { max: page.fonts, heaviest: page });
    languages.set(page.lang, entry);
  }
  return [...languages.values()].sort((a, b) => a.lang.localeCompare(b.lang));
}

/** Hard-links `from` into `to` (copies across file systems): a node_modules Turbopack accepts, in a second. */
function linkTree(from, to, skip = []) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (skip.includes(entry.name)) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else if (entry.isDirectory()) linkTree(source, target);
    else if (entry.isFile()) {
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target);
      }
    }
  }
}

/** The next, react and react-dom versions installed in `root`, and where their bare build is cached (a folder and a .json). */
function bareCache(root) {
  const require = createRequire(path.join(root, 'package.json'));
  const version = (name) => JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version;
  const versions = { next: version('next'), react: version('react'), 'react-dom': version('react-dom') };
  const cacheDir = path.join(root, 'node_modules', '.cache', 'js-budget');
  return { versions, cacheDir, base: path.join(cacheDir, `bare-next-${versions.next}-react-${versions.react}-${versions['react-dom']}`) };
}

/**
 * The framework alone: a Next static export with one <h1>, built with this project's next and react
 * in a temporary folder with its node_modules (hard-linked: Turbopack rejects a symlinked
 * node_modules). Kept in node_modules/.cache/js-budget per version, so it is built once; the
 * Lighthouse bench serves it as its reference row. Returns the export's folder and the versions.
 */
export function bareExport(root = process.cwd(), { rebuild = false, log = console.log } = {}) {
  const { versions, cacheDir, base: out } = bareCache(root);
  if (!rebuild && existsSync(path.join(out, 'index.html'))) return { out, versions };

  const started = Date.now();
  const app = mkdtempSync(path.join(os.tmpdir(), 'bare-next-'));
  try {
    mkdirSync(path.join(app, 'app'));
    writeFileSync(path.join(app, 'package.json'), '{ "name": "bare-next", "private": true }\n');
    writeFileSync(path.join(app, 'next.config.mjs'), "export default { output: 'export', images: { unoptimized: true } };\n");
    writeFileSync(
      path.join(app, 'app', 'layout.jsx'),
      'export default function RootLayout({ children }) {\n  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  );\n}\n',
    );
    writeFileSync(path.join(app, 'app', 'page.jsx'), 'export default function Page() {\n  return <h1>Hello</h1>;\n}\n');
    // Its own cache stays out: builds write there.
    linkTree(path.join(root, 'node_modules'), path.join(app, 'node_modules'), ['.cache']);
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !name.startsWith('NEXT_PUBLIC_') && !name.startsWith('__NEXT')),
    );
    log(`bare Next: building a Next ${versions.next} static export with one heading, to measure the framework alone (cached afterwards) …`);
    const build = spawnSync(process.execPath, [path.join(app, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
      cwd: app,
      env: { ...env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
      encoding: 'utf8',
      timeout: 5 * 60_000,
    });
    if (build.status !== 0)
      throw new Error(`the bare Next build failed:\n${build.stdout}\n${build.stderr}${build.error ? `\n${build.error.message}` : ''}`);
    rmSync(out, { recursive: true, force: true });
    mkdirSync(cacheDir, { recursive: true });
    cpSync(path.join(app, 'out'), out, { recursive: true });
    log(`bare Next: built in ${Math.round((Date.now() - started) / 1000)} s`);
    return { out, versions };
  } finally {
    rmSync(app, { recursive: true, force: true });
  }
}

/** Where the bare framework's measure is kept in the repository, so a fresh clone need not build it. */
const recordFile = path.join(import.meta.dirname, 'bare-next.json');
const sameVersions = (a, b) => ['next', 'react', 'react-dom'].every((name) => a?.[name] === b[name]);

/**
 * The bare framework's JavaScript on its one page, gzip (bareExport): the measure of these versions
 * kept in scripts/bare-next.json or node_modules/.cache, else built and measured, and written to both
 * (a new Next version changes scripts/bare-next.json: commit it).
 */
export function bareBaseline(root = process.cwd(), { rebuild = false, log = console.log, record = recordFile } = {}) {
  const { versions, base } = bareCache(root);
  const cacheFile = `${base}.json`;
  if (!rebuild) {
    for (const file of [record, cacheFile]) {
      const kept = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
      if (sameVersions(kept?.versions, versions)) return { ...kept, cached: true };
    }
  }
  const { out } = bareExport(root, { rebuild, log });
  const [page] = measurePages(out).filter((item) => item.route === '/');
  if (!page || page.js === 0) throw new Error('the bare Next build wrote no home page with scripts');
  const result = { versions, js: page.js, scripts: page.scripts.length, measured: new Date().toISOString() };
  for (const file of [cacheFile, record]) {
    const temporary = `${file}.${process.pid}`;
    writeFileSync(temporary, `${JSON.stringify(result, null, 2)}\n`);
    renameSync(temporary, file);
  }
  return { ...result, cached: false };
}

/** The table: one row a page, columns aligned. */
export function formatTable(pages, baselineJs) {
  const rows = [
    ['route', 'JS gzip', 'vs bare', 'CSS gzip', 'HTML gzip', 'images', 'fonts'],
    ...pages.map((page) => [
      page.route,
      kB(page.js),
      `+${kB(page.js - baselineJs)}`.replace('+-', '-'),
      kB(page.css),
      kB(page.html),
      kB(page.images),
      kB(page.fonts),
    ]),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows
    .map((row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  '))
    .join('\n');
}

function main() {
  const dir = process.argv[2] ?? 'out';
  if (!existsSync(dir)) {
    console.error(`budget: ${dir}/ not found; run the build first`);
    process.exit(1);
  }
  const baseline = bareBaseline(process.cwd(), { rebuild: Boolean(process.env.BUDGET_REBUILD_BASELINE) });
  const pages = measurePages(dir, { basePath: basePathOf() });
  console.log(formatTable(pages, baseline.js));
  console.log(
    `budget: bare Next ${baseline.versions.next} static export loads ${kB(baseline.js)} of JavaScript, gzip (${baseline.scripts} scripts${baseline.cached ? `, measured ${baseline.measured.slice(0, 10)}` : ''}); ` +
      `allowed: home ${kB(baseline.js + budgets.home)}, other pages ${kB(baseline.js + budgets.route)}; fonts ${kB(budgets.fonts)} a page. Images and fonts are bytes on disk.`,
  );
  let failed = false;
  for (const page of pages.filter((item) => item.missing.length)) {
    failed = true;
    console.error(`budget: ${page.route} references missing files: ${page.missing.join(', ')}`);
  }
  const over = overBudget(pages, baseline.js);
  for (const page of over) {
    console.error(`budget: ${page.route} loads ${kB(page.js)} of JavaScript, ${kB(page.over)} over its budget of ${kB(page.limit)}`);
  }
  const heaviest = [...pages].sort((a, b) => b.js - a.js)[0];
  if (heaviest) console.log(`budget: heaviest ${heaviest.route} at ${kB(heaviest.js)}, ${over.length} pages over budget`);
  for (const { lang, pages: count, min, max, heaviest: page } of fontsByLanguage(pages)) {
    const faces = page.fontFiles.map((url) => path.basename(url)).join(', ') || 'none';
    console.log(`budget: fonts, ${lang || '(no lang)'}: ${kB(min)}–${kB(max)} over ${count} pages; heaviest ${page.route} (${faces})`);
  }
  const overFonts = overFontBudget(pages);
  for (const page of overFonts) {
    console.error(
      `budget: ${page.route} downloads ${kB(page.fonts)} of fonts, ${kB(page.over)} over the ${kB(page.limit)} allowed (${page.fontFiles.join(', ')})`,
    );
  }
  for (const { lang, pages: count, median, max, gzipMax } of productHtmlByLanguage(pages)) {
    console.log(`budget: product pages, ${lang}: ${count}, HTML median ${kB(median)}, largest ${kB(max)} (${kB(gzipMax)} gzip)`);
  }
  const overHtml = overHtmlBudget(pages);
  for (const page of overHtml) {
    console.error(
      `budget: ${page.route} is ${kB(page.htmlBytes)} of HTML (${kB(page.html)} gzip), over a product page's ${kB(page.limit)} (${kB(page.gzipLimit)} gzip): docs/performance.md, "A page's weight"`,
    );
  }
  const admin = adminWeight(dir);
  if (admin) {
    console.log(`budget: the editor's ${admin.file} is ${kB(admin.bytes)} gzip (allowed: ${kB(admin.limit)})`);
    if (admin.over > 0) {
      failed = true;
      console.error(
        `budget: ${admin.file} is ${kB(admin.bytes)} gzip, ${kB(admin.over)} over its ${kB(admin.limit)}: register only what the editor uses (cms/admin/decap.ts, docs/editing.md "Weight")`,
      );
    }
  }
  // Style cost: no selector that makes the browser restyle the whole page as it parses.
  const sheets = readdirSync(path.join(dir, '_next/static'), { recursive: true }).filter((file) => String(file).endsWith('.css'));
  let costly = 0;
  for (const file of sheets) {
    for (const selector of unanchoredHasSelectors(readFileSync(path.join(dir, '_next/static', String(file)), 'utf8'))) {
      failed = true;
      costly += 1;
      console.error(
        `budget: _next/static/${file} has "${selector}": a :has() that any element may match restyles the whole page as it loads; put it on a class or element (scripts/costly-selectors.mjs)`,
      );
    }
  }
  console.log(`budget: ${sheets.length} stylesheets, ${costly} selectors with a :has() that nothing narrows (allowed: 0)`);
  if (failed || over.length || overFonts.length || overHtml.length) process.exit(1);
}

runAsScript(import.meta.url, 'budget', main);
