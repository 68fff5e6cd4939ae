// Full-page screenshots of every route at several widths, for looking at what we build.
// Usage: npm run build && node scripts/screenshots.mjs [widths=375,1440] [route …]
// Writes .screenshots/<width>/<route>.png (ignored by git). BASE=http://localhost:3000 shoots a
// server already running (`npm run dev`) instead of serving out/.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';

const widths = (process.argv[2] ?? '375,1440').split(',').map(Number);
const routes = process.argv.slice(3);
const port = Number(process.env.PORT ?? 3300);

if (routes.length === 0) {
  const { readdirSync } = await import('node:fs');
  const pages = readdirSync('out', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !file.startsWith('_') && file !== '404.html')
    .map((file) => `/${file.replace(/(index)?\.html$/, '')}`.replace(/\/$/, '') || '/');
  routes.push(...pages.sort());
}

const base = process.env.BASE ?? `http://127.0.0.1:${port}`;
const server = process.env.BASE ? undefined : spawn('node', ['scripts/serve.mjs', 'out', String(port)], { stdio: 'ignore' });
await new Promise((resolve) => setTimeout(resolve, 500));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: createRequire(import.meta.url)('./chromium-flags.json'),
});
try {
  for (const width of widths) {
    mkdirSync(`.screenshots/${width}`, { recursive: true });
    const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
    for (const route of routes) {
      await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
      const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '_');
      await page.screenshot({ path: `.screenshots/${width}/${name}.png`, fullPage: true });
      // Narrow pages are very tall: also save them in screen-sized parts that are readable at a glance.
      if (width < 800) {
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let top = 0, part = 1; top < height; top += 1200, part += 1) {
          const clip = { x: 0, y: top, width, height: Math.min(1200, height - top) };
          await page.screenshot({ path: `.screenshots/${width}/${name}.part${part}.png`, clip, fullPage: true });
        }
      }
    }
    await page.close();
  }
  console.log(`Screenshots of ${routes.length} routes at ${widths.join(', ')} px in .screenshots/`);
} finally {
  await browser.close();
  server?.kill();
}
