/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { shareImagePath } from '../components/seo/page-metadata';
import { siteEnv } from '../lib/site-env';
import { getInterface } from '../content/interface';
import { defaultLocale, localePath, splitLocalePath } from '../content/locale-path';
import { locales } from '../content/locales';
import { getCategories } from '../content/categories';
import { getSite } from '../content/site';
import { checkPages as check } from './check-pages.mjs';

const content = { locales, defaultLocale, localePath, splitLocalePath, getSite, getInterface, getCategories, siteEnv, shareImagePath };
const checkPages = (dir) => check(dir, content);

// An export of one English page (the site in English only as far as the check can tell), written
// right, then broken one thing at a time: the check passes the first and names each break.

const site = getSite('en');
const origin = new URL(site.url).origin;
const organization = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: site.name,
  legalName: site.legalName,
  telephone: site.phone.e164,
  email: site.email,
  address: { '@type': 'PostalAddress', addressLocality: site.address.city, postalCode: site.address.postcode },
};

function page(change = (html) => html) {
  const html = `<!DOCTYPE html><html lang="en" dir="ltr"><head><title>About · ${site.name}</title>
<meta name="description" content="Who we are"><meta name="robots" content="noindex, nofollow">
<link rel="canonical" href="${origin}/about"><link rel="alternate" hreflang="en" href="${origin}/about">
<link rel="alternate" hreflang="x-default" href="${origin}/about">
<meta property="og:title" content="About"><meta property="og:description" content="Who we are">
<meta property="og:url" content="${origin}/about"><meta property="og:site_name" content="${site.name}">
<meta property="og:image" content="${origin}/share/en/about.png"><meta property="og:image:alt" content="About">
<meta property="og:type" content="website"><meta name="twitter:card" content="summary_large_image">
<meta name="twitter:image" content="${origin}/share/en/about.png">
<script type="application/ld+json">${JSON.stringify(organization)}</script></head>
<body><a href="#main">Skip</a><header><nav aria-label="${getInterface('en').landmarks.main}"><a href="/">Home</a></nav></header>
<main id="main"><article><header><h1>About</h1></header></article></main><footer>©</footer></body></html>`;
  return change(html);
}

/** A PNG's first 24 bytes: signature and IHDR with its width and height. */
function png(width, height) {
  const bytes = Buffer.alloc(24);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  bytes.write('IHDR', 12, 'latin1');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}

let dir;

function write(html, { image = png(1200, 630), locs = [`${origin}/about`] } = {}) {
  dir = mkdtempSync(path.join(os.tmpdir(), 'check-pages-'));
  mkdirSync(path.join(dir, 'share', 'en'), { recursive: true });
  mkdirSync(path.join(dir, 'sitemaps'));
  writeFileSync(path.join(dir, 'about.html'), html);
  writeFileSync(path.join(dir, 'share', 'en', 'about.png'), image);
  writeFileSync(path.join(dir, 'sitemap.xml'), `<sitemapindex><sitemap><loc>${origin}/sitemaps/en.xml</loc></sitemap></sitemapindex>`);
  writeFileSync(path.join(dir, 'sitemaps', 'en.xml'), `<urlset>${locs.map((loc) => `<url><loc>${loc}</loc></url>`).join('')}</urlset>`);
  return dir;
}

afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('passes a page that says all it should', async () => {
  expect(await checkPages(write(page()))).toEqual({ problems: [], pages: 1, languages: 1, listed: 1 });
});

test.each([
  ['its language', (html) => html.replace('lang="en" dir="ltr"', 'lang="en" dir="rtl"'), /<html lang="en" dir="rtl">, not en ltr/],
  ['its title', (html) => html.replace(/<title>[^<]*<\/title>/, '<title> </title>'), /no <title>/],
  ['noindex', (html) => html.replace('noindex, nofollow', 'index'), /robots "index" on a preview build/],
  ['one h1', (html) => html.replace('</main>', '<h1>Again</h1></main>'), /2 h1/],
  [
    'the skip link first',
    (html) => html.replace('<a href="#main">Skip</a>', '<button>Hi</button><a href="#main">Skip</a>'),
    /first focusable element is <button>/,
  ],
  ['one main#main', (html) => html.replace('<main id="main">', '<main>'), /not one <main id="main">/],
  [
    'its canonical',
    (html) => html.replace(`canonical" href="${origin}/about"`, `canonical" href="${origin}/"`),
    /neither .* nor the English page/,
  ],
  [
    'its hreflang',
    (html) => html.replace(/<link rel="alternate" hreflang="x-default"[^>]*>/, ''),
    /hreflang names en; the page is written in en/,
  ],
  [
    'its share image',
    (html) => html.replaceAll('/share/en/about.png', '/share/en/index.png'),
    /og:image .*\/share\/en\/index.png, not .*\/share\/en\/about.png/,
  ],
  ['its JSON-LD', (html) => html.replace(site.phone.e164, '+10000000000'), /Organization's JSON-LD does not give/],
  [
    'the company’s JSON-LD, which About carries',
    (html) => html.replace(/<script type="application\/ld\+json">[^<]*<\/script>/, ''),
    /0 Organization blocks of JSON-LD \(1 on this page\)/,
  ],
])('names a page that lacks %s', async (_, change, message) => {
  const { problems } = await checkPages(write(page(change)));
  expect(problems).toContainEqual(expect.stringMatching(message));
});

test('names a share image of the wrong size, and a sitemap entry that is no page', async () => {
  const { problems } = await checkPages(write(page(), { image: png(600, 315), locs: [`${origin}/about`, `${origin}/gone`] }));
  expect(problems).toEqual([
    expect.stringMatching(/share\/en\/about.png is 600 × 315 px, not a 1200 × 630 PNG/),
    expect.stringMatching(/sitemaps\/en.xml: .*\/gone is not a page of out\//),
  ]);
});
