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
// (https://v8.dev/blog/explicit-compile-hints). Other browsers read a comment.
// Usage: node scripts/after-paint.mjs [outDir]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM, VirtualConsole } from 'jsdom';
import { basePath as basePathOf, fileOfUrlPath, htmlFiles, loadBuildEnv } from './out-pages.mjs';

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

const classicTypes = new Set(['', 'text/javascript', 'application/javascript']);

/** Whether a <script> is one this step defers: classic, async, with no attribute but src and async. */
function isDeferrable(script) {
  const names = script.getAttributeNames().sort().join(' ');
  return names === 'async src' && classicTypes.has((script.getAttribute('type') ?? '').trim().toLowerCase());
}

const escapeAttribute = (text) => text.replaceAll('&', '&amp;').replaceAll("'", '&#39;');

/**
 * Rewrites one page: its async scripts and their preload hints out, one loader in at the place of
 * the first of them. Returns { html, scripts } (the URLs deferred, in document order); a page
 * without async scripts, or already rewritten, comes back unchanged with scripts [].
 */
export function deferScripts(html) {
  const dom = new JSDOM(html, { includeNodeLocations: true, virtualConsole: new VirtualConsole() });
  const { document } = dom.window;
  if (document.querySelector(`script[${listAttribute}]`)) return { html, scripts: [] };
  const deferred = [...document.querySelectorAll('script[src][async]')].filter(isDeferrable);
  const scripts = [...new Set(deferred.map((script) => script.getAttribute('src')))];
  if (scripts.length === 0) return { html, scripts: [] };
  const hints = [...document.querySelectorAll('link[rel~="preload" i][as="script" i][href]')].filter((link) => scripts.includes(link.getAttribute('href')));

  const cuts = [...deferred, ...hints]
    .map((element) => {
      const { startOffset, endOffset } = dom.nodeLocation(element);
      const text = html.slice(startOffset, endOffset);
      const tag = `<${element.tagName.toLowerCase()}`;
      if (!text.toLowerCase().startsWith(tag)) throw new Error(`after-paint: expected ${tag} at offset ${startOffset}, found "${text.slice(0, 40)}"`);
      return { start: startOffset, end: endOffset };
    })
    .sort((a, b) => a.start - b.start);
  const loader = `<script ${listAttribute}='${escapeAttribute(JSON.stringify(scripts))}'>${loaderSource}</script>`;
  let rewritten = '';
  let position = 0;
  for (const [index, cut] of cuts.entries()) {
    rewritten += html.slice(position, cut.start) + (index === 0 ? loader : '');
    position = cut.end;
  }
  return { html: rewritten + html.slice(position), scripts };
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
    else if (!script.hasAttribute('nomodule') && javaScriptTypes.has((script.getAttribute('type') ?? '').trim().toLowerCase())) urls.push(script.getAttribute('src'));
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
 * one page defers, and the script files hinted.
 */
export function afterPaint(dir, { basePath = '' } = {}) {
  let pages = 0;
  let most = 0;
  const started = new Set();
  for (const file of htmlFiles(dir)) {
    const full = path.join(dir, file);
    const { html, scripts } = deferScripts(readFileSync(full, 'utf8'));
    if (scripts.length === 0) continue;
    writeFileSync(full, html);
    pages += 1;
    most = Math.max(most, scripts.length);
    for (const url of scripts) started.add(scriptFile(dir, url, basePath));
  }
  for (const file of started) writeFileSync(file, withCompileHint(readFileSync(file, 'utf8')));
  return { pages, most, hinted: started.size };
}

function main() {
  loadBuildEnv();
  const { pages, most, hinted } = afterPaint(process.argv[2] ?? 'out', { basePath: basePathOf() });
  console.log(`after-paint: ${pages} pages load their scripts after the first contentful paint (at most ${most} a page); ${hinted} scripts compile eagerly`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
