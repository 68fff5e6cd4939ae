#!/usr/bin/env node
// After the build: each page preloads the faces its own script is set in. The faces beyond Inter's
// Latin (Arabic, Cyrillic …) are `font-display: optional` so that text never moves, and the browser
// asks for one only once layout finds a character it needs: too late for the first paint, so a
// visitor's first page in Arabic or Russian came out in the platform's fallback (DejaVu Sans in
// Chromium on Linux, measured) and only the next page in the site's face. A `<link rel="preload">`
// fetches it with the stylesheet, before layout. Only the faces that set a good share of a page's
// letters are preloaded: an English page's "Русский" in the language menu does not make every English
// page fetch the Cyrillic face early. Faces are decided once a language, from its home page (every
// page of a language has the same stylesheet and script), and the same links go into all its pages.
// Why and the measurements: docs/performance.md ("Fonts").
//
// Usage: node scripts/preload-faces.mjs [outDir]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pageAssets, pageFaces, unicodeRanges } from './budget.mjs';
import { basePath as basePathOf, fileOfUrlPath, htmlFiles, loadBuildEnv, withDocument } from './out-pages.mjs';
import { runAsScript } from './process.mjs';

/** The share of a page's letters a face must set to be preloaded. */
const mainShare = 0.2;

/** How many times each letter (not a digit, a space or a mark) occurs in the text a page shows. */
function letterCounts(document) {
  const counts = new Map();
  const walker = document.createTreeWalker(document.body ?? document.documentElement, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('script, style, template, noscript')) continue;
    for (const char of node.data) if (/\p{L}/u.test(char)) counts.set(char.codePointAt(0), (counts.get(char.codePointAt(0)) ?? 0) + 1);
  }
  return counts;
}

/**
 * The faces (URL paths) a page should preload: those its styles apply to at least `share` of its
 * letters, and that it does not preload already. `stylesheets`: [{ url, css }], as budget.mjs reads them.
 */
export function facesToPreload(document, stylesheets, share = mainShare) {
  const preloaded = new Set(
    [...document.querySelectorAll('link[rel~="preload"][as="font"][href]')].map((link) => link.getAttribute('href')),
  );
  const counts = letterCounts(document);
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  if (total === 0) return [];
  return pageFaces(document, stylesheets)
    .filter(({ url }) => !preloaded.has(url))
    .filter(({ range }) => {
      if (!range) return true;
      const ranges = unicodeRanges(range);
      let set = 0;
      for (const [code, count] of counts) if (ranges.some(([from, to]) => code >= from && code <= to)) set += count;
      return set / total >= share;
    })
    .map(({ url }) => url);
}

/** The preload links for `urls`, as Next writes its own font preload. */
const preloadLinks = (urls) => urls.map((url) => `<link rel="preload" href="${url}" as="font" crossorigin="" type="font/woff2"/>`).join('');

/** `html` with `links` at the start of its head's preloads: after Next's own font preload, else after <meta charset>. */
export function withPreloads(html, links) {
  if (!links) return html;
  const existing = /<link rel="preload" href="[^"]*" as="font"[^>]*\/>/.exec(html);
  const anchor = existing ?? /<meta charSet="utf-8"\/>/i.exec(html);
  if (!anchor) throw new Error('preload-faces: found neither a font preload nor <meta charSet="utf-8"/> in a page');
  const at = anchor.index + anchor[0].length;
  return html.slice(0, at) + links + html.slice(at);
}

/** Adds each language's preloads to every page of `dir`; returns a line a language. */
export function preloadExport(dir, basePath = '') {
  const files = htmlFiles(dir);
  const langOf = (html) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? '';
  const byLang = new Map();
  for (const file of files) {
    const html = readFileSync(path.join(dir, file), 'utf8');
    const lang = langOf(html);
    if (!byLang.has(lang)) byLang.set(lang, []);
    byLang.get(lang).push({ file, html });
  }
  const lines = [];
  for (const [lang, pages] of byLang) {
    // The language's home page (the shortest path: index.html, ar.html), the one most visitors land on.
    const home = [...pages].sort((a, b) => a.file.length - b.file.length || a.file.localeCompare(b.file))[0];
    const urls = withDocument(home.html, (document) => {
      const stylesheets = pageAssets(document).styles.flatMap((url) => {
        const file = fileOfUrlPath(dir, url, basePath);
        return file ? [{ url, css: readFileSync(path.join(dir, file), 'utf8') }] : [];
      });
      return facesToPreload(document, stylesheets);
    });
    // URL paths as the stylesheets' own (their base path included).
    const links = preloadLinks(urls);
    for (const { file, html } of pages) if (links) writeFileSync(path.join(dir, file), withPreloads(html, links));
    lines.push(
      `${lang || '(no lang)'}: ${urls.length ? urls.map((url) => path.basename(url)).join(', ') : 'nothing more'} (${pages.length} pages)`,
    );
  }
  return lines;
}

runAsScript(import.meta.url, 'preload-faces', async () => {
  loadBuildEnv();
  const out = process.argv[2] ?? 'out';
  console.log(`preload-faces: ${preloadExport(out, basePathOf()).join('; ')}`);
});
