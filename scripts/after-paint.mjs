#!/usr/bin/env node
// After `next build`, before csp.mjs: every page paints before its JavaScript runs.
//
// Next writes a page's chunks as <script src async> in <head>. On a fast connection they arrive
// before the first frame, and the browser runs them (about 140 kB gzip of framework and page code)
// before it paints: the prerendered page waits on code it does not need to be read. This step
// replaces those scripts (and Next's preload hints for them) with one small inline script that
// appends the same scripts, in the same order, once the first contentful paint is on screen
// (PerformanceObserver, 'paint'). It appends them at once when the page is hidden (a background
// tab or a prerender paints nothing) or the browser has no paint timing, and after 3 s at the
// latest. What waits is hydration (menus, forms, the quote basket): by about one round trip on a
// slow connection, where the scripts would have arrived after the first paint anyway.
//
// The list stays in the HTML, in the loader's data-after-first-paint attribute, so the budget,
// the link checker and anyone reading a page can still see which scripts it loads
// (pageScripts). csp.mjs, which runs next, hashes the loader like any other inline script.
//
// Those scripts also get V8's explicit compile hint as their first line (compileHint). V8
// compiles a function lazily, on the main thread, the first time it is called; nearly every
// function in these chunks is called as the page starts (React's DOM client above all), so that
// compiling was about half of the JavaScript time of a load here. With the hint, Chromium 136+
// compiles the whole file on the background thread that already parses it as it downloads
// (https://v8.dev/blog/explicit-compile-hints). Other browsers read a comment. Editing those
// hashed chunk files in place is safe only while nothing pins their bytes: see docs/performance.md.
//
// It depends on how Next writes a page, so it fails the build rather than quietly do nothing: on
// a Next version it was not tested with (testedNextVersions), on a <script src> of a shape it
// does not know (only Next's `src async` chunks and `src noModule` polyfills), and when any page
// is left without its loader. AFTER_PAINT=off (in the environment or an .env file) turns the
// step off: the pages keep Next's own async scripts, and the site and its tests work as well.
//
// Usage: node scripts/after-paint.mjs [outDir]        (AFTER_PAINT=off to skip)
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { basePath as basePathOf, fileOfUrlPath, htmlFiles, loadBuildEnv, startTags } from './out-pages.mjs';
import { runAsScript } from './process.mjs';

/** The loader's attribute: the JSON array of script URLs it appends. */
export const listAttribute = 'data-after-first-paint';

/** How long the loader waits for a first contentful paint before it appends the scripts anyway. */
export const fallbackMs = 3000;

/**
 * Runs in the page, as the loader's body, with the loader element: appends the listed scripts
 * once, after the first contentful paint is on screen, the page is hidden, or fallbackMs.
 * Written for the browser as it stands (no build step touches it): keep it small and plain. It
 * names the list attribute itself: it cannot see this module's constants.
 */
export function afterFirstPaint(loader, fallback) {
  const sources = JSON.parse(loader.getAttribute('data-after-first-paint'));
  const Observer = window.PerformanceObserver;
  let observer;
  let timer;
  let done = false;
  const load = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    if (observer) observer.disconnect();
    document.removeEventListener('visibilitychange', load);
    for (const source of sources) {
      const script = document.createElement('script');
      script.src = source;
      script.async = true;
      document.head.appendChild(script);
    }
  };
  if (document.visibilityState !== 'visible' || !Observer || !(Observer.supportedEntryTypes || []).includes('paint')) {
    load();
    return;
  }
  observer = new Observer((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) load();
  });
  observer.observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', load);
  timer = setTimeout(load, fallback);
}

/** The loader's inline code: the same text on every page, so one CSP hash covers it. */
export const loaderSource = `(${afterFirstPaint.toString()})(document.currentScript, ${fallbackMs})`;

/** V8's magic comment for "compile every function in this file eagerly, off the main thread". */
export const compileHint = '//# allFunctionsCalledOnLoad';

/** A script's source with the compile hint as its first line (once: a hinted source comes back as it is). */
export function withCompileHint(source) {
  return source.startsWith(compileHint) ? source : `${compileHint}\n${source}`;
}

/**
 * The Next versions whose export this step was checked against: the page scripts' shape in
 * scripts/after-paint.test.mjs, and a build, `npm run check:out` and the browser tests with it on.
 * Add a version only after the same checks.
 */
export const testedNextVersions = ['16.4.5'];

/** The switch: AFTER_PAINT=off skips the step; unset, empty or "on" runs it. */
export const switchName = 'AFTER_PAINT';

/** Whether the step runs, from the switch's value; any value but on, off or none is an error, not a guess. */
export function isOn(value = process.env[switchName]) {
  const setting = (value ?? '').trim().toLowerCase();
  if (setting === '' || setting === 'on') return true;
  if (setting === 'off') return false;
  throw new Error(`after-paint: ${switchName}=${value} is not on or off`);
}

/** Throws, naming the versions tested and the switch, unless `version` is one of testedNextVersions. */
export function checkNextVersion(version) {
  if (testedNextVersions.includes(version)) return;
  throw new Error(
    `after-paint: tested with Next ${testedNextVersions.join(', ')}, but this build uses Next ${version}. ` +
      'Check that its export still writes page scripts as <script src async> (scripts/after-paint.test.mjs), then add the version to ' +
      `testedNextVersions in scripts/after-paint.mjs; or build with ${switchName}=off (docs/performance.md).`,
  );
}

/** The version of next installed for the project in `dir`. */
export function installedNextVersion(dir = process.cwd()) {
  return createRequire(path.join(dir, 'package.json'))('next/package.json').version;
}

const classicTypes = new Set(['', 'text/javascript', 'application/javascript']);

const attributeNames = (tag) => Object.keys(tag.attributes).sort().join(' ');
const attribute = (tag, name) => tag.attributes[name];

/** Whether a <script> is one this step defers: classic, async, with no attribute but src and async. */
function isDeferrable(script) {
  return attributeNames(script) === 'async src' && classicTypes.has((attribute(script, 'type') ?? '').trim().toLowerCase());
}

/** Next's polyfills: loaded only by browsers without modules, so they stay where they are. */
const isNoModule = (script) => attributeNames(script) === 'nomodule src';

/** Whether a <link> is a preload hint for a script. */
const isScriptPreload = (link) =>
  (attribute(link, 'rel') ?? '').toLowerCase().split(/\s+/).includes('preload') &&
  (attribute(link, 'as') ?? '').toLowerCase() === 'script' &&
  attribute(link, 'href') !== undefined;

const escapeAttribute = (text) => text.replaceAll('&', '&amp;').replaceAll("'", '&#39;');

/**
 * Rewrites one page: its async scripts and their preload hints out, one loader in at the place of
 * the first of them. Returns { html, scripts, rewritten } (the URLs deferred, in document order;
 * whether the page has its loader now); a page without async scripts, or already rewritten, comes
 * back unchanged with scripts []. Throws, quoting the tag, on a <script src> of any other shape
 * than Next's async chunks and noModule polyfills (a module, a sync or deferred script, SRI).
 */
export function deferScripts(html) {
  // Tags only, not a document: over the 1,184 pages of the export this step took 5.5 s where a
  // jsdom document a page took 144 s, with the same output.
  const tags = startTags(html);
  const scriptTags = tags.filter((tag) => tag.name === 'script');
  if (scriptTags.some((script) => attribute(script, listAttribute) !== undefined)) return { html, scripts: [], rewritten: true };
  const withSource = scriptTags.filter((script) => attribute(script, 'src') !== undefined);
  const unknown = withSource.filter((script) => !isDeferrable(script) && !isNoModule(script));
  if (unknown.length > 0) {
    const written = unknown.map((script) => html.slice(script.start, script.open));
    throw new Error(`a page script after-paint does not know (only <script src async> and <script src noModule>): ${written.join(', ')}`);
  }
  const deferred = withSource.filter(isDeferrable);
  const scripts = [...new Set(deferred.map((script) => attribute(script, 'src')))];
  if (scripts.length === 0) return { html, scripts: [], rewritten: false };
  const hints = tags.filter((tag) => tag.name === 'link' && isScriptPreload(tag) && scripts.includes(attribute(tag, 'href')));

  const cuts = [...deferred, ...hints].sort((a, b) => a.start - b.start);
  const loader = `<script ${listAttribute}='${escapeAttribute(JSON.stringify(scripts))}'>${loaderSource}</script>`;
  let rewritten = '';
  let position = 0;
  for (const [index, cut] of cuts.entries()) {
    rewritten += html.slice(position, cut.start) + (index === 0 ? loader : '');
    position = cut.end;
  }
  return { html: rewritten + html.slice(position), scripts, rewritten: true };
}

const javaScriptTypes = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript']);

/**
 * The script URLs a parsed page makes a modern browser load, in document order: each <script src>
 * that is not nomodule (nor a data block), and each URL in a loader's list.
 */
export function pageScripts(document) {
  const urls = [];
  for (const script of document.querySelectorAll(`script[src], script[${listAttribute}]`)) {
    if (script.hasAttribute(listAttribute)) urls.push(...loaderScripts(script));
    else if (!script.hasAttribute('nomodule') && javaScriptTypes.has((script.getAttribute('type') ?? '').trim().toLowerCase()))
      urls.push(script.getAttribute('src'));
  }
  return urls;
}

/** The URLs a loader element appends; throws, quoting the attribute, when it is not a JSON array of strings. */
export function loaderScripts(loader) {
  const value = loader.getAttribute(listAttribute);
  let list;
  try {
    list = JSON.parse(value);
  } catch {
    list = null;
  }
  if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) {
    throw new Error(`${listAttribute} must be a JSON array of script URLs, found: ${String(value).slice(0, 80)}`);
  }
  return list;
}

/** The file in `dir` a deferred script URL is served from; throws when the export has none. */
function scriptFile(dir, url, basePath) {
  const file = url.startsWith('/') ? fileOfUrlPath(dir, url, basePath) : null;
  if (!file) throw new Error(`after-paint: a page loads ${url}, which is not a file in ${dir}`);
  return path.join(dir, file);
}

/**
 * Rewrites every page of the export in `dir` (deferScripts) and puts the compile hint on each
 * script those pages defer. Returns { pages, most, hinted }: pages rewritten, the most scripts
 * one page defers, and the script files hinted. Throws, naming the pages, when a page has a
 * script it does not know or ends without a loader (no async script to defer): then nothing is
 * written, so a failed run leaves the export as Next wrote it.
 */
export function afterPaint(dir, { basePath = '' } = {}) {
  const files = htmlFiles(dir);
  const rewrite = (file) => {
    try {
      return deferScripts(readFileSync(path.join(dir, file), 'utf8'));
    } catch (error) {
      throw new Error(`after-paint: ${file}: ${error.message}`);
    }
  };
  // Every page is checked before any is written, keeping only what each defers: holding every
  // rewritten page until then ran the build out of memory at 1,000 products (about 6,800 pages).
  // The pages are then rewritten again one at a time (the tokenizer takes ~5 ms a page).
  // An attribute's value is a slice of its page's text and keeps the whole page alive (it still
  // ran out of memory at 2,000 products): each URL is kept as a copy of its own, once.
  const urls = new Map();
  const own = (url) => {
    if (!urls.has(url)) {
      const copy = Buffer.from(url, 'utf8').toString('utf8');
      urls.set(copy, copy);
    }
    return urls.get(url);
  };
  const results = files.map((file) => {
    const { scripts, rewritten } = rewrite(file);
    return { file, scripts: scripts.map(own), rewritten };
  });
  const left = results.filter((result) => !result.rewritten).map(({ file }) => file);
  if (left.length > 0) {
    throw new Error(
      `after-paint: ${files.length - left.length} of ${files.length} pages would load their scripts after the first paint; ` +
        `no <script src async> to defer in ${left.join(', ')}`,
    );
  }
  let pages = 0;
  let most = 0;
  const started = new Set();
  for (const { file, scripts } of results) {
    if (scripts.length === 0) continue;
    writeFileSync(path.join(dir, file), rewrite(file).html);
    pages += 1;
    most = Math.max(most, scripts.length);
    for (const url of scripts) started.add(scriptFile(dir, url, basePath));
  }
  for (const file of started) writeFileSync(file, withCompileHint(readFileSync(file, 'utf8')));
  return { pages, most, hinted: started.size };
}

function main() {
  loadBuildEnv();
  if (!isOn()) {
    console.log(`after-paint: off (${switchName}=off): pages load Next's own async scripts, and no chunk is edited`);
    return;
  }
  checkNextVersion(installedNextVersion());
  const { pages, most, hinted } = afterPaint(process.argv[2] ?? 'out', { basePath: basePathOf() });
  console.log(
    `after-paint: ${pages} pages load their scripts after the first contentful paint (at most ${most} a page); ${hinted} scripts compile eagerly`,
  );
}

runAsScript(import.meta.url, 'after-paint', main);
