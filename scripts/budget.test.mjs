/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { measurePages, overBudget, pageAssets } from './budget.mjs';
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
