#!/usr/bin/env node
// Page to page (issue 30): the time from a click on a link to the next page on screen, under
// Lighthouse's mobile throttling as DevTools applies it (562.5 ms a request, 1.47 Mbit/s down,
// 4× CPU slowdown, a 412 px phone), over three steps of a visit: home → menu → /services →
// category card → /services/electronics → product card → its first product. Each step runs
// --runs times (5) after the site's scripts are cached, medians printed. A document navigation
// counts to the new page's largest contentful paint; a client-side one (an export that still
// has Next's page data) to the frame after its <h1> changed, since no LCP is reported for it.
// Also says whether the page left was kept in the back/forward cache. A benchmark, not a test.
// --press <ms> taps as a thumb does: the finger rests on the link that long before it lifts, and
// the clock starts as it lifts (the click); the default, 0, is Playwright's instant click. A
// press is when Chromium starts fetching a page its Speculation Rules allow ("moderate").
// Usage: npm run bench:navigation -- [--dir out] [--runs 5] [--press 0]
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const dir = path.resolve(option('dir', 'out'));
const runs = Number(option('runs', '5'));
const press = Number(option('press', '0'));
// Lighthouse's mobile throttling: ms a request, and bits a second down.
const latency = 562.5;
const downlink = 1474.56 * 1024;
const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.txt': 'text/plain',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
};

/** out/ as a static host serves it: clean URLs, gzip for text, scripts cached for a year. */
function serve() {
  const cache = new Map();
  return createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    const candidates = [pathname, `${pathname}.html`, `${pathname}/index.html`, pathname === '/' ? '/index.html' : ''];
    const file = candidates
      .map((name) => path.join(dir, decodeURIComponent(name)))
      .find((name) => name.startsWith(dir) && existsSync(name) && statSync(name).isFile());
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    const type = types[path.extname(file)] ?? 'application/octet-stream';
    let body = cache.get(file);
    if (!body) cache.set(file, (body = /text|json|svg/.test(type) ? gzipSync(readFileSync(file)) : readFileSync(file)));
    // DevTools' throttling does not reach the fetches Speculation Rules make (the browser makes them, not
    // the page): the server holds those back as the throttled network would, a request's latency and
    // the body at the throttled rate.
    const ahead = String(req.headers['sec-purpose'] ?? '').startsWith('prefetch');
    const held = ahead ? latency + (body.length * 8 * 1000) / downlink : 0;
    setTimeout(() => reply(res, type, pathname, body), held);
  });
}

/** A file's answer, as a static host sends it. */
function reply(res, type, pathname, body) {
  res.writeHead(200, {
    'content-type': type,
    ...(/text|json|svg/.test(type) ? { 'content-encoding': 'gzip' } : {}),
    'cache-control': pathname.startsWith('/_next/static/') ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  res.end(body);
}

const steps = [
  { from: '/', link: 'a[href="/services"]:visible' },
  { from: '/services', link: 'main a[href="/services/electronics"]:visible' },
  { from: '/services/electronics', link: 'main a[href^="/services/electronics/"]:visible' },
];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = serve().listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;
// Playwright turns the back/forward cache off by default; a visitor's Chromium has it on.
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  ignoreDefaultArgs: ['--disable-back-forward-cache'],
});
const context = await browser.newContext({
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
});
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await page.goto(`${origin}/`);
await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

for (const step of steps) {
  const times = [];
  const kinds = new Set();
  const bfcache = [];
  for (let run = 0; run < runs; run += 1) {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.goto(`${origin}${step.from}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.evaluate(() => {
      window.__left = true;
      const h1 = document.querySelector('h1')?.textContent;
      new MutationObserver((_, observer) => {
        if (document.querySelector('h1')?.textContent === h1) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => (window.__shown = Date.now())));
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency,
      downloadThroughput: downlink / 8,
      uploadThroughput: (675 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const link = page.locator(step.link).first();
    const target = new URL(await link.evaluate((anchor) => anchor.href)).pathname;
    let clicked;
    if (press > 0) {
      await link.scrollIntoViewIfNeeded();
      const box = await link.boundingBox();
      const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
      await new Promise((resolve) => setTimeout(resolve, press));
      clicked = Date.now();
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    } else {
      clicked = Date.now();
      await link.click();
    }
    await page.waitForURL((url) => url.pathname === target);
    await page.locator('h1').first().waitFor();
    const shown = await page.evaluate(async () => {
      if (window.__left) {
        while (!window.__shown) await new Promise((resolve) => setTimeout(resolve, 20));
        return { kind: 'client-side', at: window.__shown };
      }
      const lcp = await new Promise((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? 0)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        }),
      );
      return { kind: 'document', at: performance.timeOrigin + lcp };
    });
    kinds.add(shown.kind);
    times.push(Math.round(shown.at - clicked));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    // A page restored from the back/forward cache fires no load event.
    await page.goBack({ waitUntil: 'commit' });
    await page.locator('h1').first().waitFor();
    bfcache.push(await page.evaluate(() => window.__left === true));
  }
  console.log(
    `${step.from} → next: ${[...kinds].join('/')} navigation${press ? ` (pressed ${press} ms)` : ''}, click to next page shown ${median(times)} ms (median of ${runs}: ${times.join(', ')}); back: ${
      kinds.has('document') ? `restored from the back/forward cache ${bfcache.filter(Boolean).length} of ${runs}` : 'the same document'
    }`,
  );
}
await browser.close();
server.close();
