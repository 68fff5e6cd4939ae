/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  adminWeight,
  bareBaseline,
  fontsByLanguage,
  measurePages,
  overBudget,
  overFontBudget,
  overHtmlBudget,
  pageAssets,
  pageFonts,
  productHtmlByLanguage,
} from './budget.mjs';
import { parseHtml } from './out-pages.mjs';

test('pageAssets counts what a modern browser loads, once each', () => {
  const document = parseHtml(
    [
      '<!DOCTYPE html><html><head>',
      '<link rel="stylesheet" href="/a.css"><link rel="preload" as="script" href="/app.js">',
      '<link rel="preload" as="image" href="/hero.svg">',
      '<script src="/app.js" async=""></script><script src="/app.js?v=2" async=""></script>',
      '<script src="/polyfills.js" noModule=""></script>',
      '<script type="application/ld+json" src="/data.json"></script>',
      '<script>self.inline = 1</script>',
      // scripts/after-paint.mjs's loader: the scripts it appends after the first paint count too.
      `<script data-after-first-paint='["/late.js","/app.js"]'>/* loader */</script>`,
      '</head><body>',
      '<img src="/small.png" srcset="/small.png 1x, /large.png 2x" alt="">',
      '<picture><source type="image/avif" srcset="/p-640.avif 640w, /p-1280.avif 1280w"><img src="/p.jpg" alt=""></picture>',
      // Another origin is not ours to count (and .invalid never resolves: the page is parsed, nothing is fetched).
      '<img src="https://third-party.invalid/x.png" alt="">',
      '<div style="background-image:url(/bg.svg)"></div>',
      '</body></html>',
    ].join(''),
  );
  expect(pageAssets(document)).toEqual({
    scripts: ['/app.js', '/late.js'],
    styles: ['/a.css'],
    images: ['/large.png', '/p-1280.avif', '/hero.svg', '/bg.svg'],
  });
});

test('measurePages: JS, CSS and HTML gzip -9, images in bytes', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'budget-'));
  try {
    const js = 'console.log("hello");'.repeat(50);
    const html = '<!DOCTYPE html><html><head><script src="/app.js"></script></head><body><img src="/a.svg" alt=""></body></html>';
    writeFileSync(path.join(dir, 'index.html'), html);
    writeFileSync(path.join(dir, 'app.js'), js);
    writeFileSync(path.join(dir, 'a.svg'), '<svg/>');
    const [home] = measurePages(dir);
    expect(home).toMatchObject({
      route: '/',
      js: gzipSync(js, { level: 9 }).length,
      css: 0,
      html: gzipSync(html, { level: 9 }).length,
      htmlBytes: html.length,
      images: 6,
      missing: [],
    });
    // Under NEXT_PUBLIC_BASE_PATH the same files are referenced with the prefix.
    writeFileSync(path.join(dir, 'index.html'), html.replaceAll('="/', '="/shop/'));
    expect(measurePages(dir, { basePath: '/shop' })[0]).toMatchObject({ js: gzipSync(js, { level: 9 }).length, images: 6, missing: [] });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('overBudget: the home page may add 15 kB to the bare framework, other pages 40 kB', () => {
  const baseline = 135_000;
  const pages = [
    { route: '/', js: baseline + 15_000 },
    { route: '/blog', js: baseline + 40_000 },
    { route: '/about', js: baseline + 15_001 },
  ];
  expect(overBudget(pages, baseline)).toEqual([]);
  expect(
    overBudget(
      [
        { route: '/', js: baseline + 15_001 },
        { route: '/blog', js: baseline + 40_001 },
      ],
      baseline,
    ),
  ).toEqual([
    { route: '/', js: baseline + 15_001, limit: baseline + 15_000, over: 1 },
    { route: '/blog', js: baseline + 40_001, limit: baseline + 40_000, over: 1 },
  ]);
});

// A stylesheet shaped like the build's: next/font's @font-face rules (one family, a face per
// unicode-range), its class on <html> defining a custom property, and app/globals.css's stacks.
const fontCss = `
@font-face { font-family: 'Inter'; src: url(../media/latin.woff2) format('woff2'); unicode-range: U+0000-00FF, U+2000-206F; }
@font-face { font-family: 'Inter'; src: url(../media/cyrillic.woff2) format('woff2'); unicode-range: U+0400-045F; }
@font-face { font-family: 'IBM Plex Sans Arabic'; src: url(../media/arabic-400.woff2) format('woff2'); font-weight: 400; unicode-range: U+0600-06FF; }
@font-face { font-family: 'IBM Plex Sans Arabic'; src: url(../media/arabic-700.woff2) format('woff2'); font-weight: 700; unicode-range: U+0600-06FF; }
@font-face { font-family: 'Unused'; src: url(../media/unused.woff2) format('woff2'); }
.fonts_variable { --font-inter: 'interLatin', 'interLatin Fallback'; --font-arabic: 'IBM Plex Sans Arabic'; }
.arabic_className { font-family: 'IBM Plex Sans Arabic'; }
.unused_className { font-family: Unused; }
:root { --font-sans: 'Inter', var(--font-inter); }
html[dir='rtl'] { --font-sans: 'IBM Plex Sans Arabic', 'Inter', var(--font-inter); }
@media (min-width: 40rem) { body { font-family: var(--font-sans), sans-serif; } }
@keyframes spin { to { transform: rotate(1turn); } }
`;

const page = (lang, dir, text) =>
  parseHtml(
    `<!DOCTYPE html><html lang="${lang}" dir="${dir}" class="fonts_variable"><head>` +
      '<link rel="stylesheet" href="/_next/static/chunks/app.css"></head>' +
      `<body><p>${text}</p><input placeholder="${text}"><script>self.x = "Русский العربية"</script></body></html>`,
  );

test('overHtmlBudget: a product page, in any language, may weigh 120 kB of HTML and 24 kB gzip; other pages are not held to it', () => {
  const page = (route, lang, htmlBytes, html = 20_000) => ({ route, lang, htmlBytes, html });
  const pages = [
    page('/services/textiles/towels', 'en', 110_000),
    page('/ru/services/textiles/towels', 'ru', 120_001),
    page('/ar/services/textiles/towels', 'ar', 100_000, 24_001),
    page('/ru/services/textiles', 'ru', 300_000, 40_000),
    page('/ru/store', 'ru', 450_000, 60_000),
  ];
  expect(overHtmlBudget(pages).map(({ route }) => route)).toEqual(['/ru/services/textiles/towels', '/ar/services/textiles/towels']);
  expect(productHtmlByLanguage(pages)).toEqual([
    { lang: 'en', pages: 1, median: 110_000, max: 110_000, gzipMax: 20_000 },
    { lang: 'ru', pages: 1, median: 120_001, max: 120_001, gzipMax: 20_000 },
    { lang: 'ar', pages: 1, median: 100_000, max: 100_000, gzipMax: 24_001 },
  ]);
});

test('pageFonts: a face counts where a rule on the page names its family and the text touches its range', () => {
  const sheets = [{ url: '/_next/static/chunks/app.css', css: fontCss }];
  const latin = '/_next/static/media/latin.woff2';
  const cyrillic = '/_next/static/media/cyrillic.woff2';
  const arabic = ['/_next/static/media/arabic-400.woff2', '/_next/static/media/arabic-700.woff2'];
  // English: Latin only. The Arabic family is named by a class no element has, and by a custom
  // property no font-family reads; the words in the script are not shown.
  expect(pageFonts(page('en', 'ltr', 'About us'), sheets)).toEqual([latin]);
  // The Language menu's Русский brings Inter's Cyrillic face, never the Arabic one on a left-to-right page.
  expect(pageFonts(page('en', 'ltr', 'About us · Русский · العربية'), sheets).sort()).toEqual([cyrillic, latin]);
  // Arabic: html[dir=rtl] names the Arabic family, in every weight; Latin letters bring Inter.
  expect(pageFonts(page('ar', 'rtl', 'من نحن · ISO 9001'), sheets).sort()).toEqual([...arabic, latin].sort());
  // A placeholder is text too.
  const document = page('ar', 'rtl', 'x');
  document.querySelector('input').setAttribute('placeholder', 'الاسم');
  expect(pageFonts(document, sheets)).toEqual(expect.arrayContaining(arabic));
  // A preloaded font is downloaded whatever the page shows.
  const preloading = page('en', 'ltr', 'Hi');
  preloading.head.insertAdjacentHTML('beforeend', '<link rel="preload" as="font" href="/_next/static/media/unused.woff2" crossorigin="">');
  expect(pageFonts(preloading, sheets).sort()).toEqual([latin, '/_next/static/media/unused.woff2']);
});

test('pageFonts: a language face counts where another stylesheet reads the property that names it', () => {
  const site = { url: '/_next/static/chunks/site.css', css: `:root { --font-sans: 'Inter'; } body { font-family: var(--font-sans); }` };
  const faces = {
    url: '/_next/static/chunks/faces.css',
    css: `@font-face { font-family: 'Nastaliq'; src: url(../media/nastaliq-400.woff2) format('woff2'); unicode-range: U+0600-06FF; }
html:lang(ur) { --font-sans: 'Nastaliq', 'Inter'; }`,
  };
  const page = (lang) => parseHtml(`<!DOCTYPE html><html lang="${lang}"><body><p>اردو</p></body></html>`);
  expect(pageFonts(page('ur'), [site, faces])).toEqual(['/_next/static/media/nastaliq-400.woff2']);
  expect(pageFonts(page('ar'), [site, faces])).toEqual([]);
});

test('measurePages and overFontBudget: each page may download 100 kB of fonts, bytes on disk, per language', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'budget-fonts-'));
  try {
    mkdirSync(path.join(dir, '_next', 'static', 'chunks'), { recursive: true });
    mkdirSync(path.join(dir, '_next', 'static', 'media'));
    mkdirSync(path.join(dir, 'ar'));
    writeFileSync(path.join(dir, '_next', 'static', 'chunks', 'app.css'), fontCss);
    const font = (name, bytes) => writeFileSync(path.join(dir, '_next', 'static', 'media', name), Buffer.alloc(bytes));
    font('latin.woff2', 30_000);
    font('cyrillic.woff2', 9_000);
    font('arabic-400.woff2', 14_000);
    font('arabic-700.woff2', 14_000);
    font('unused.woff2', 500_000);
    writeFileSync(path.join(dir, 'index.html'), page('en', 'ltr', 'Hello').documentElement.outerHTML);
    writeFileSync(path.join(dir, 'ar', 'index.html'), page('ar', 'rtl', 'مرحبا Русский').documentElement.outerHTML);

    const pages = measurePages(dir);
    expect(pages.map(({ route, lang, fonts, missing }) => ({ route, lang, fonts, missing }))).toEqual([
      { route: '/', lang: 'en', fonts: 30_000, missing: [] },
      { route: '/ar/', lang: 'ar', fonts: 30_000 + 9_000 + 28_000, missing: [] },
    ]);
    expect(overFontBudget(pages)).toEqual([]);
    expect(fontsByLanguage(pages).map(({ lang, max }) => [lang, max])).toEqual([
      ['ar', 67_000],
      ['en', 30_000],
    ]);

    // A heavier Arabic face puts the Arabic page over, and only it.
    font('arabic-700.woff2', 47_001);
    const over = overFontBudget(measurePages(dir));
    expect(over.map(({ route, fonts, over: by }) => ({ route, fonts, by }))).toEqual([{ route: '/ar/', fonts: 100_001, by: 1 }]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('adminWeight: the editor’s bundle, gzip, against a budget of its own; no editor, no check', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'budget-admin-'));
  try {
    expect(adminWeight(dir)).toBeNull();
    mkdirSync(path.join(dir, 'admin'));
    // Bytes that do not compress: their gzip is a little over their own size.
    const bundle = Buffer.from(Array.from({ length: 20_000 }, (_, index) => (index * 2_654_435_761) >>> 24));
    writeFileSync(path.join(dir, 'admin', 'cms.js'), bundle);
    const gzip = gzipSync(bundle, { level: 9 }).length;
    expect(adminWeight(dir, gzip)).toEqual({ file: 'admin/cms.js', bytes: gzip, limit: gzip, over: 0 });
    expect(adminWeight(dir, gzip - 1)?.over).toBe(1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('bareBaseline: a measure kept for the installed next and react is used, not built again', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bare-record-'));
  try {
    const resolve = createRequire(path.join(process.cwd(), 'package.json')).resolve;
    const versions = (name) => JSON.parse(readFileSync(resolve(`${name}/package.json`), 'utf8')).version;
    const kept = {
      versions: { next: versions('next'), react: versions('react'), 'react-dom': versions('react-dom') },
      js: 123456,
      scripts: 4,
      measured: '2026-01-02T00:00:00.000Z',
    };
    writeFileSync(path.join(dir, 'bare-next.json'), JSON.stringify(kept));
    const log = jest.fn();
    expect(bareBaseline(process.cwd(), { log, record: path.join(dir, 'bare-next.json') })).toEqual({ ...kept, cached: true });
    expect(log).not.toHaveBeenCalled();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
