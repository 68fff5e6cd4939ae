#!/usr/bin/env node
// Over a built out/: what every page in every language says in its HTML, checked here rather than
// in a browser: <html lang dir> of its language (content/locales.yml), a title and description, the
// canonical URL (its own, or the English page's where it shows English text), hreflang naming
// exactly the languages the page is written in (each answering with the same list), Open Graph and
// Twitter tags with the page's own 1200 × 630 PNG (a product's is shared by its languages), the company's JSON-LD, noindex on a preview
// build, one h1 (a category's its title), the landmarks and the skip link first; and every page the sitemap lists is in out/,
// once, at its canonical address. Prints each problem by page; exits 1 if any.
// Usage: node scripts/check-pages.mjs [outDir]
import { existsSync, openSync, readFileSync, readSync, closeSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';
import { DomUtils, parseDocument } from 'htmlparser2';
import { htmlFiles, loadBuildEnv, resolveFile, routeOf } from './out-pages.mjs';
import { runAsScript } from './process.mjs';

/** The pages that carry the company's Organization JSON-LD (app/[locale]/page.tsx and about/page.tsx), in every language. */
export const companyPages = ['/', '/about'];

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The pages a static host answers with when nothing else matches: no address of their own. */
const notFound = /(^|\/)(404|_not-found)\.html$/;
/** Landmarks a <header> or <footer> inside these is not (the page's banner and contentinfo are not). */
const sectioning = new Set(['article', 'aside', 'main', 'nav', 'section']);
const focusable = (element) =>
  (element.name === 'a' && element.attribs.href !== undefined) ||
  ['button', 'input', 'select', 'textarea'].includes(element.name) ||
  (element.attribs.tabindex !== undefined && element.attribs.tabindex !== '-1');

/** Width and height of a PNG file, from its IHDR chunk; null when it is not a PNG. */
function pngSize(file) {
  const header = Buffer.alloc(24);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, header, 0, 24, 0);
  } finally {
    closeSync(fd);
  }
  if (header.subarray(1, 4).toString('latin1') !== 'PNG') return null;
  return [header.readUInt32BE(16), header.readUInt32BE(20)];
}

/** What the check reads of one page. */
function readPage(html) {
  const document = parseDocument(html);
  const all = (test) => DomUtils.findAll(test, document.children);
  const meta = (key, value) => all((element) => element.name === 'meta' && element.attribs[key] === value)[0]?.attribs.content;
  const root = all((element) => element.name === 'html')[0];
  const landmark = (name) => all((element) => element.name === name && !inside(element, sectioning));
  const first = all(focusable)[0];
  return {
    lang: root?.attribs.lang,
    dir: root?.attribs.dir,
    title: DomUtils.textContent(all((element) => element.name === 'title')).trim(),
    description: meta('name', 'description'),
    robots: meta('name', 'robots'),
    canonical: all((element) => element.name === 'link' && element.attribs.rel === 'canonical')[0]?.attribs.href,
    alternates: all((element) => element.name === 'link' && element.attribs.rel === 'alternate' && element.attribs.hreflang).map(
      (element) => [element.attribs.hreflang, element.attribs.href],
    ),
    og: Object.fromEntries(
      all((element) => element.name === 'meta' && /^(og|twitter):/.test(element.attribs.property ?? element.attribs.name ?? '')).map(
        (element) => [element.attribs.property ?? element.attribs.name, element.attribs.content],
      ),
    ),
    jsonLd: all((element) => element.name === 'script' && element.attribs.type === 'application/ld+json').map((element) =>
      DomUtils.textContent(element),
    ),
    h1: all((element) => element.name === 'h1').map((element) => DomUtils.textContent(element).replace(/\s+/g, ' ').trim()),
    banners: landmark('header').length,
    contentinfos: landmark('footer').length,
    mains: all((element) => element.name === 'main').map((element) => element.attribs.id),
    navLabels: all((element) => element.name === 'nav').map((element) => element.attribs['aria-label']),
    firstFocusable: first ? `<${first.name}${first.attribs.href !== undefined ? ` href="${first.attribs.href}"` : ''}>` : 'none',
  };
}

function inside(element, names) {
  for (let parent = element.parent; parent; parent = parent.parent) if (names.has(parent.name)) return true;
  return false;
}

/** The content modules the check reads, compiled by jiti (a test passes its own, as Jest compiles them). */
async function loadContent() {
  const jiti = createJiti(import.meta.url, { alias: { '@': ROOT } });
  const load = (file) => jiti.import(path.join(ROOT, file));
  return {
    ...(await load('content/locales.ts')),
    ...(await load('content/locale-path.ts')),
    ...(await load('content/site.ts')),
    ...(await load('content/interface.ts')),
    ...(await load('content/categories.ts')),
    ...(await load('lib/site-env.ts')),
    ...(await load('components/seo/page-metadata.ts')),
  };
}

/** Checks the export in `dir`; resolves to the problems found and how many pages, languages and sitemap entries were read. */
export async function checkPages(dir, content) {
  const { locales, defaultLocale, localePath, splitLocalePath, getSite, getInterface, getCategories, siteEnv, shareImagePath } =
    content ?? (await loadContent());
  const codes = locales.map(({ code }) => code);
  const site = getSite(defaultLocale);
  const origin = new URL(site.url).origin;
  const preview = !siteEnv().production;

  const problems = [];
  /** Each page by its address: its language, English path and what it says. */
  const pages = new Map();
  for (const file of htmlFiles(dir)) {
    const address = routeOf(file);
    const [locale, englishPath] = splitLocalePath(address, codes);
    pages.set(address, { file, locale, englishPath, ...readPage(readFileSync(path.join(dir, file), 'utf8')) });
  }
  /** An absolute URL as the browser resolves it ("https://host" is "https://host/"). */
  const absolute = (url) => (url === undefined ? undefined : new URL(url, origin).href);
  const fallback = (page) =>
    page.canonical !== undefined && absolute(page.canonical) !== absolute(localePath(page.locale, page.englishPath));
  const langOf = Object.fromEntries(locales.map(({ code, lang }) => [code, lang]));

  for (const page of pages.values()) {
    const say = (text) => problems.push(`${page.file}: ${text}`);
    const { lang, dir: direction } = locales.find(({ code }) => code === page.locale);
    if (page.lang !== lang || page.dir !== direction) say(`<html lang="${page.lang}" dir="${page.dir}">, not ${lang} ${direction}`);
    if (!/\S/.test(page.title)) say('no <title>');
    if (!/\S{3}/.test(page.description ?? '')) say(`meta description "${page.description ?? ''}"`);
    if (preview && !notFound.test(page.file) && page.robots !== 'noindex, nofollow')
      say(`robots "${page.robots}" on a preview build, not "noindex, nofollow"`);
    if (page.h1.length !== 1) say(`${page.h1.length} h1`);
    const category = /^\/services\/([^/]+)$/.exec(page.englishPath)?.[1];
    const title = category && getCategories(page.locale).find(({ slug }) => slug === category)?.title;
    if (category && page.h1[0] !== title) say(`h1 "${page.h1[0]}", not the category's title "${title}"`);
    if (page.banners !== 1 || page.contentinfos !== 1) say(`${page.banners} banner and ${page.contentinfos} contentinfo landmarks`);
    if (page.mains.length !== 1 || page.mains[0] !== 'main')
      say(`main elements with ids [${page.mains.join(', ')}], not one <main id="main">`);
    const mainNav = getInterface(page.locale).landmarks.main;
    if (page.navLabels.filter((label) => label === mainNav).length !== 1) say(`not one navigation named "${mainNav}"`);
    if (page.firstFocusable !== '<a href="#main">')
      say(`the first focusable element is ${page.firstFocusable}, not the skip link to #main`);

    if (notFound.test(page.file)) {
      if (page.canonical !== undefined) say('a 404 page with a canonical URL');
      if (!/noindex/.test(page.robots ?? '')) say(`a 404 page with robots "${page.robots}", not noindex`);
      continue;
    }
    const own = absolute(localePath(page.locale, page.englishPath));
    const english = absolute(localePath(defaultLocale, page.englishPath));
    if (fallback(page)) {
      // English text at another language's address: the English page is the one to index.
      if (absolute(page.canonical) !== english || !pages.has(localePath(defaultLocale, page.englishPath)))
        say(`canonical ${page.canonical}: neither ${own} nor the English page`);
      if (page.alternates.length > 0)
        say(`shows English text but names alternates (${page.alternates.map(([hreflang]) => hreflang).join(', ')})`);
    } else {
      const written = codes.filter((code) => {
        const version = pages.get(localePath(code, page.englishPath));
        return version !== undefined && !fallback(version);
      });
      const expected = [...written.map((code) => [langOf[code], localePath(code, page.englishPath)]), ['x-default', english]];
      const key = (list) =>
        list
          .map(([hreflang, href]) => `${hreflang} ${absolute(href)}`)
          .sort()
          .join('\n');
      if (key(page.alternates) !== key(expected))
        say(
          `hreflang names ${page.alternates.map(([hreflang]) => hreflang).join(', ') || 'nothing'}; the page is written in ${written.map((code) => langOf[code]).join(', ')} (+ x-default)`,
        );
    }

    const og = page.og;
    for (const name of ['og:title', 'og:description', 'og:image:alt']) if (!/\S/.test(og[name] ?? '')) say(`no ${name}`);
    if (!/^(website|article)$/.test(og['og:type'] ?? '')) say(`og:type "${og['og:type']}"`);
    if (og['og:site_name'] !== site.name) say(`og:site_name "${og['og:site_name']}", not "${site.name}"`);
    if (absolute(og['og:url']) !== absolute(page.canonical)) say(`og:url ${og['og:url']}, not the canonical ${page.canonical}`);
    if (og['twitter:card'] !== 'summary_large_image') say(`twitter:card "${og['twitter:card']}"`);
    const image = og['og:image'] ?? '';
    if (og['twitter:image'] !== image) say(`twitter:image ${og['twitter:image']}, not og:image ${image}`);
    const expectedImage = `${origin}${shareImagePath(page.locale, page.englishPath)}`;
    if (image !== expectedImage) say(`og:image ${image}, not ${expectedImage}`);
    else {
      const file = path.join(dir, new URL(image).pathname);
      const size = existsSync(file) ? pngSize(file) : null;
      if (size?.join('×') !== '1200×630')
        say(`${new URL(image).pathname} is ${size ? `${size.join(' × ')} px` : 'missing or not a PNG'}, not a 1200 × 630 PNG`);
    }

    const organizations = page.jsonLd
      .flatMap((text) => {
        try {
          return [JSON.parse(text)];
        } catch {
          say(`a JSON-LD block that does not parse: ${text.slice(0, 60)}…`);
          return [];
        }
      })
      .filter((data) => data['@type'] === 'Organization');
    const company = organizations[0];
    const details = getSite(page.locale);
    // The company is described where a page describes it, home and About (Google's advice for Organization markup), not on every page.
    const describesCompany = companyPages.includes(page.englishPath);
    if (organizations.length !== (describesCompany ? 1 : 0))
      say(`${organizations.length} Organization blocks of JSON-LD (${describesCompany ? 1 : 0} on this page)`);
    else if (
      describesCompany &&
      (company['@context'] !== 'https://schema.org' ||
        company.name !== details.name ||
        company.legalName !== details.legalName ||
        company.telephone !== details.phone.e164 ||
        company.email !== details.email ||
        company.address?.addressLocality !== details.address.city ||
        company.address?.postalCode !== details.address.postcode)
    )
      say(`the Organization's JSON-LD does not give content/site.yml's name, legal name, phone, e-mail and address in ${page.locale}`);
  }

  // The sitemap: each file of the index and each page of each file is in out/, listed once, and is
  // the page's own address (its canonical), never a fallback's.
  const locsOf = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1].replaceAll('&amp;', '&'));
  let listed = 0;
  if (!existsSync(path.join(dir, 'sitemap.xml'))) problems.push('sitemap.xml: missing');
  else {
    const seen = new Set();
    for (const file of locsOf(readFileSync(path.join(dir, 'sitemap.xml'), 'utf8'))) {
      const found = file.startsWith(`${origin}/`) ? resolveFile(dir, new URL(file).pathname) : null;
      if (!found) {
        problems.push(`sitemap.xml: ${file} is not a file of out/ on ${origin}`);
        continue;
      }
      for (const loc of locsOf(readFileSync(path.join(dir, found), 'utf8'))) {
        listed += 1;
        const page = loc.startsWith(`${origin}/`) ? pages.get(new URL(loc).pathname) : undefined;
        if (!page) problems.push(`${found}: ${loc} is not a page of out/ on ${origin}`);
        else if (fallback(page) || notFound.test(page.file)) problems.push(`${found}: ${loc} is not its page's canonical address`);
        if (seen.has(loc)) problems.push(`${found}: ${loc} listed twice`);
        seen.add(loc);
      }
    }
    if (listed === 0) problems.push('sitemap.xml: lists no page');
  }

  const languages = new Set([...pages.values()].map((page) => page.locale));
  return { problems, pages: pages.size, languages: languages.size, listed };
}

runAsScript(import.meta.url, 'check-pages', async () => {
  const dir = process.argv[2] ?? 'out';
  if (!existsSync(dir)) throw new Error(`${dir}/ not found; run the build first`);
  loadBuildEnv();
  const { problems, pages, languages, listed } = await checkPages(dir);
  for (const problem of problems) console.error(`check-pages: ${problem}`);
  console.log(`check-pages: ${pages} pages in ${languages} languages, ${listed} sitemap entries, ${problems.length} problems`);
  if (problems.length > 0) process.exit(1);
});
