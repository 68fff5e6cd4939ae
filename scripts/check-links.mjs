#!/usr/bin/env node
// Link checker over the static export: every internal URL in every page (a, area, link, script,
// img/source src and srcset, media, iframe, form action, SVG use/image, og:/twitter: image and url,
// url() in inline styles and linked stylesheets) must resolve to a file in out/ the way a static
// host resolves it (clean URLs: /about → about.html; under NEXT_PUBLIC_BASE_PATH when set), and
// every #fragment must name an id (or <a name>) on the target page. External links that open a
// new tab or lead to another origin must carry rel="noopener noreferrer"; scripts must be our own.
// Prints each broken link with the page it is on; exits 1 if there is any.
// Usage: node scripts/check-links.mjs [outDir]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { listAttribute, loaderScripts } from './after-paint.mjs';
import { basePath as basePathOf, htmlFiles, loadBuildEnv, resolveFile, routeOf, withDocument } from './out-pages.mjs';
import { runAsScript } from './process.mjs';

/** Stands in for the site's origin while resolving relative URLs. */
const localOrigin = 'http://site.invalid';
const skippedSchemes = new Set(['mailto:', 'tel:', 'sms:', 'data:', 'blob:', 'about:']);

/** The candidates of a srcset attribute: [{ url, descriptor }] (descriptor "" when absent; data: URLs with commas survive). */
export function srcsetCandidates(srcset) {
  const candidates = [];
  let position = 0;
  while (position < srcset.length) {
    while (position < srcset.length && /[\s,]/.test(srcset[position])) position += 1;
    if (position >= srcset.length) break;
    let end = position;
    while (end < srcset.length && !/\s/.test(srcset[end])) end += 1;
    let url = srcset.slice(position, end);
    position = end;
    let descriptor = '';
    if (url.endsWith(',')) {
      url = url.replace(/,+$/, '');
    } else {
      const start = position;
      let depth = 0;
      while (position < srcset.length && !(srcset[position] === ',' && depth === 0)) {
        if (srcset[position] === '(') depth += 1;
        if (srcset[position] === ')') depth = Math.max(0, depth - 1);
        position += 1;
      }
      descriptor = srcset.slice(start, position).trim();
    }
    if (url) candidates.push({ url, descriptor });
  }
  return candidates;
}

/** The URLs of a srcset attribute. */
export const srcsetUrls = (srcset) => srcsetCandidates(srcset).map(({ url }) => url);

/** The url(...) references of a piece of CSS. */
export function cssUrls(css) {
  return [...css.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)/gi)]
    .map((match) => match[1] ?? match[2] ?? match[3] ?? '')
    .filter(Boolean);
}

const urlAttributes = [
  ['a[href]', 'href'],
  ['area[href]', 'href'],
  ['link[href]', 'href'],
  ['script[src]', 'src'],
  ['img[src]', 'src'],
  ['img[srcset]', 'srcset'],
  ['source[src]', 'src'],
  ['source[srcset]', 'srcset'],
  ['video[src]', 'src'],
  ['video[poster]', 'poster'],
  ['audio[src]', 'src'],
  ['track[src]', 'src'],
  ['iframe[src]', 'src'],
  ['embed[src]', 'src'],
  ['object[data]', 'data'],
  ['form[action]', 'action'],
  ['button[formaction]', 'formaction'],
  ['input[formaction]', 'formaction'],
  ['use[href]', 'href'],
  ['image[href]', 'href'],
  ['meta[property="og:image"]', 'content'],
  ['meta[property="og:url"]', 'content'],
  ['meta[name="twitter:image"]', 'content'],
];

/** Every URL reference of a parsed page: { element, attribute, url, where } in document order. */
export function pageReferences(document) {
  const references = [];
  for (const [selector, attribute] of urlAttributes) {
    for (const element of document.querySelectorAll(selector)) {
      const value = element.getAttribute(attribute) ?? '';
      const urls = attribute === 'srcset' ? srcsetUrls(value) : [value.trim()];
      for (const url of urls) references.push({ element, attribute, url, where: `<${element.tagName.toLowerCase()} ${attribute}>` });
    }
  }
  for (const element of document.querySelectorAll(`script[${listAttribute}]`)) {
    for (const url of loaderScripts(element))
      references.push({ element, attribute: listAttribute, url: url.trim(), where: `<script ${listAttribute}>` });
  }
  for (const element of document.querySelectorAll('[style]')) {
    for (const url of cssUrls(element.getAttribute('style') ?? ''))
      references.push({ element, attribute: 'style', url, where: `<${element.tagName.toLowerCase()} style> url()` });
  }
  for (const element of document.querySelectorAll('style')) {
    for (const url of cssUrls(element.textContent ?? '')) references.push({ element, attribute: 'style', url, where: '<style> url()' });
  }
  return references;
}

const relTokens = (element) => new Set((element.getAttribute('rel') ?? '').toLowerCase().split(/\s+/).filter(Boolean));

/**
 * Checks the export in `dir`. `siteUrl` (NEXT_PUBLIC_SITE_URL): absolute links to it count as
 * internal. Returns { pages, links, targets, problems: [{ page, message }] }.
 */
export function checkLinks(dir, { basePath = '', siteUrl = '' } = {}) {
  const problems = [];
  // Each page is parsed once while it is checked, and closed (withDocument); what a link to it
  // needs later, the ids it can scroll to, is kept, not the document.
  const anchorsOf = new Map();
  const namesIn = (document) => {
    const names = new Set([...document.querySelectorAll('[id]')].map((element) => element.id));
    for (const element of document.querySelectorAll('a[name]')) names.add(element.getAttribute('name'));
    return names;
  };
  const anchors = (file) => {
    if (!anchorsOf.has(file)) anchorsOf.set(file, withDocument(readFileSync(path.join(dir, file), 'utf8'), namesIn));
    return anchorsOf.get(file);
  };
  const idsOfSprite = new Map();
  const spriteIds = (file) => {
    if (!idsOfSprite.has(file))
      idsOfSprite.set(file, new Set([...readFileSync(path.join(dir, file), 'utf8').matchAll(/\sid="([^"]+)"/g)].map((match) => match[1])));
    return idsOfSprite.get(file);
  };
  let siteOrigin = null;
  try {
    siteOrigin = siteUrl ? new URL(siteUrl).origin : null;
  } catch {
    problems.push({ page: '(build)', message: `NEXT_PUBLIC_SITE_URL "${siteUrl}" is not a URL` });
  }
  const checkedStylesheets = new Set();
  const targets = new Set();
  let links = 0;

  /** Resolves an internal URL to its file, or reports why it cannot; returns the file or null. */
  const internalFile = (url, report) => {
    let urlPath;
    try {
      urlPath = decodeURIComponent(url.pathname);
    } catch {
      report(`malformed percent-encoding in ${url.pathname}`);
      return null;
    }
    if (basePath && urlPath !== basePath && !urlPath.startsWith(`${basePath}/`)) {
      report(`${urlPath} is outside the base path ${basePath}`);
      return null;
    }
    const file = resolveFile(dir, urlPath.slice(basePath.length) || '/');
    targets.add(file ?? urlPath);
    if (!file) report(`${urlPath} → no such file in ${path.basename(dir)}/`);
    return file;
  };

  const checkReference = (pageFile, baseUrl, { element, url: raw, where }) => {
    const page = routeOf(pageFile);
    const report = (message) => problems.push({ page, message: `${where} "${raw}": ${message}` });
    links += 1;
    if (!raw) return report('empty URL');
    let url;
    try {
      url = new URL(raw, baseUrl);
    } catch {
      return report('not a valid URL');
    }
    if (url.protocol === 'javascript:') return report('javascript: URLs are blocked by the Content-Security-Policy');
    if (skippedSchemes.has(url.protocol)) return undefined;
    const internal = url.origin === localOrigin || (siteOrigin !== null && url.origin === siteOrigin);
    const tag = element.tagName.toLowerCase();
    const navigates = tag === 'a' || tag === 'area';
    if (navigates && (element.getAttribute('target') === '_blank' || (!internal && /^https?:$/.test(url.protocol)))) {
      const rel = relTokens(element);
      if (!rel.has('noopener') || !rel.has('noreferrer')) report('needs rel="noopener noreferrer" (new tab or another origin)');
    }
    if (!internal) {
      if (
        tag === 'script' ||
        (tag === 'link' &&
          ['modulepreload', 'preload', 'prefetch'].some((rel) => relTokens(element).has(rel)) &&
          (element.getAttribute('as') ?? 'script') === 'script')
      ) {
        report('third-party script: serve scripts from our own origin');
      }
      return undefined;
    }
    if (tag === 'link' && ['preconnect', 'dns-prefetch'].some((rel) => relTokens(element).has(rel))) return undefined;

    const file = internalFile(url, report);
    if (!file) return undefined;
    if (tag === 'link' && relTokens(element).has('stylesheet') && !checkedStylesheets.has(file)) {
      checkedStylesheets.add(file);
      const cssUrl = new URL(url.pathname, localOrigin);
      for (const ref of cssUrls(readFileSync(path.join(dir, file), 'utf8'))) {
        if (ref.startsWith('#') || ref.startsWith('data:')) continue;
        links += 1;
        const target = new URL(ref, cssUrl);
        if (target.origin === localOrigin)
          internalFile(target, (message) => problems.push({ page, message: `url("${ref}") in ${url.pathname}: ${message}` }));
      }
    }
    const fragment = url.hash.slice(1);
    // A page's ids, or a sprite's symbols (an icon's <use href="/icons.svg#mail">).
    const sprite = tag === 'use' && file.endsWith('.svg');
    if (!fragment || !(navigates || tag === 'use') || !(file.endsWith('.html') || sprite)) return undefined;
    let id = fragment;
    try {
      id = decodeURIComponent(fragment);
    } catch {
      return report('malformed percent-encoding in the fragment');
    }
    // #top scrolls to the top without an element, and text fragments (#:~:text=) name no element.
    if (id === 'top' || id.startsWith(':~:')) return undefined;
    if (sprite) {
      if (!spriteIds(file).has(id)) report(`no symbol with id "${id}" in /${file}`);
    } else if (!anchors(file).has(id)) report(`no element with id "${id}" on ${routeOf(file)}`);
    return undefined;
  };

  const pages = htmlFiles(dir);
  for (const pageFile of pages) {
    const baseUrl = new URL(`${basePath}${routeOf(pageFile)}`, localOrigin);
    withDocument(readFileSync(path.join(dir, pageFile), 'utf8'), (document) => {
      if (!anchorsOf.has(pageFile)) anchorsOf.set(pageFile, namesIn(document));
      const base = document.querySelector('base[href]');
      const resolveBase = base ? new URL(base.getAttribute('href') ?? '', baseUrl) : baseUrl;
      for (const reference of pageReferences(document)) checkReference(pageFile, resolveBase, reference);
    });
  }
  return { pages: pages.length, links, targets: targets.size, problems };
}

function main() {
  const dir = process.argv[2] ?? 'out';
  loadBuildEnv();
  if (!existsSync(dir)) {
    console.error(`check-links: ${dir}/ not found; run the build first`);
    process.exit(1);
  }
  let siteUrl = process.env.NEXT_PUBLIC_SITE_URL ?? '';
  if (!siteUrl && existsSync(path.join(dir, 'index.html'))) {
    // Unset, the site falls back to a default origin; the home page's canonical link names it.
    const canonical = withDocument(readFileSync(path.join(dir, 'index.html'), 'utf8'), (document) =>
      document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    );
    siteUrl = canonical ?? '';
  }
  const { pages, links, targets, problems } = checkLinks(dir, { basePath: basePathOf(), siteUrl });
  const byPage = new Map();
  for (const problem of problems) byPage.set(problem.page, [...(byPage.get(problem.page) ?? []), problem]);
  for (const [page, found] of byPage) {
    console.error(`check-links: ${page}`);
    for (const { message } of found) console.error(`  ${message}`);
  }
  console.log(`check-links: ${pages} pages, ${links} links to ${targets} internal targets checked, ${problems.length} broken`);
  if (problems.length) process.exit(1);
}

runAsScript(import.meta.url, 'check-links', main);
