#!/usr/bin/env node
// After `next build`, before csp.mjs (which hashes the loader): Next's async page scripts are replaced by
// one inline loader that appends them after the first contentful paint, and each gets V8's compile hint.
// Why, the measurements, and why editing hashed chunks is safe: docs/performance.md ("Pages paint before
// their scripts load", "The after-paint step"). It fails the build on a Next version or script shape it does not know.
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
 * The loader's body, run in the page: appends the listed scripts after the first contentful paint, when
 * the page is hidden, or after fallbackMs. Shipped as its source text: keep it small and plain; it sees none of this module.
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

/** The Next versions this step was checked against; add one only after the checks in docs/performance.md. */
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
 * One page with its async scripts and their preloads swapped for the loader: { html, scripts, rewritten }.
 * Throws, quoting the tag, on a <script src> other than Next's async chunks and noModule polyfills.
 */
export function deferScripts(html) {
  // Tags only, not a DOM: many times faster over the export (docs/performance.md, "Build time").
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
 * Rewrites every page in `dir` and hints the scripts they defer; returns { pages, most, hinted }. Checks
 * every page before writing any, so a failed run leaves the export as Next wrote it.
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
  // Keep only each page's URLs, as copies (a slice keeps its whole page alive), and rewrite again one
  // page at a time: holding the pages ran out of memory (docs/performance.md, "The catalogue as it grows").
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
