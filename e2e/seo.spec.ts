import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { getBlog } from '@/content/blog';
import { localeCodes } from '@/content/locales';
import { menuLink } from '@/content/navigation';
import { getRepoPosts } from '@/content/posts';
import { getPreview } from '@/content/preview';
import { getProducts } from '@/content/products';
import { getSite } from '@/content/site';
import { expect, test } from './fixtures';
import { routes, categorySlugs } from './routes';
import { readSitemap } from './sitemap';
import { escapeRegExp, startingWith, templatePattern } from './words';

const site = getSite('en');

// What search engines and link previews read. The test build is a preview build (NEXT_PUBLIC_SITE_ENV
// unset): noindex everywhere, robots.txt shuts crawlers out, and the ribbon names the build. The
// production build is covered by unit tests (site-env.test.ts). Each page's title, description,
// canonical URL, Open Graph tags and share image, JSON-LD and noindex are checked on every page in
// every language by scripts/check-pages.mjs (npm run check:out), as is every page the sitemap lists.

const blogPaths = readdirSync(path.join(process.cwd(), 'content', 'blog', 'en'))
  .filter((file) => file.endsWith('.md'))
  .map((file) => `/blog/${file.replace(/\.md$/, '')}`)
  .sort();
const paths = [...routes.map((route) => route.path), ...blogPaths];
const origin = new URL(site.url).origin;

const meta = (page: Page, selector: string) => page.locator(selector).first().getAttribute('content');

/** Every JSON-LD block of the page, parsed (a block that does not parse fails the test). */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test('a page as a link preview fetches it: its share image answers as a 1200 × 630 PNG', async ({ page, request }) => {
  await page.goto('/about');
  const image = (await meta(page, 'meta[property="og:image"]')) ?? '';
  const { pathname } = new URL(image);
  const response = await request.get(pathname);
  expect(response.status(), `${pathname} status`).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const png = await response.body();
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)], 'PNG width and height').toEqual([1200, 630]);
});

test('titles and descriptions differ from page to page', async ({ request }) => {
  const seen = new Map<string, string>();
  for (const pagePath of paths) {
    const html = await (await request.get(pagePath)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
    for (const [kind, value] of [
      ['title', title],
      ['description', description],
    ] as const) {
      expect(value, `${kind} of ${pagePath}`).toBeTruthy();
      const key = `${kind}: ${value}`;
      expect(seen.get(key), `${pagePath} repeats the ${key}`).toBeUndefined();
      seen.set(key, pagePath);
    }
  }
});

test('a category page carries the trail Home › Services › category', async ({ page }) => {
  await page.goto('/services/textile-apparel');
  const trail = (await jsonLd(page)).find((data) => data['@type'] === 'BreadcrumbList');
  const items = trail?.itemListElement as { position: number; name: string; item: string }[];
  expect(items.map(({ position, name }) => [position, name])).toEqual([
    [1, menuLink('/', 'en').label],
    [2, menuLink('/services', 'en').label],
    [3, await page.getByRole('heading', { level: 1 }).innerText()],
  ]);
  expect(items.map(({ item }) => new URL(item).pathname)).toEqual(['/', '/services', '/services/textile-apparel']);
});

test('a blog post carries the trail Home › Industry Insights › post', async ({ page }) => {
  const postPath = blogPaths[0] ?? '';
  await page.goto(postPath);
  const trail = (await jsonLd(page)).find((data) => data['@type'] === 'BreadcrumbList');
  const items = trail?.itemListElement as { position: number; name: string; item: string }[];
  expect(items.map(({ position, name }) => [position, name])).toEqual([
    [1, menuLink('/', 'en').label],
    [2, getBlog('en').title],
    [3, await page.getByRole('heading', { level: 1 }).innerText()],
  ]);
  expect(items.map(({ item }) => new URL(item).pathname)).toEqual(['/', '/blog', postPath]);
  expect(await meta(page, 'meta[property="og:type"]')).toBe('article');
});

test.describe('the 404 page', () => {
  // Chromium logs the 404 status of the page itself as a console error.
  test.use({ allowedConsoleErrors: [/status of 404 \(Not Found\) \(http:\/\/[^/]+\/no-such-page\)$/] });

  test('is noindex and has no canonical URL', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
    expect(await meta(page, 'meta[name="description"]')).toMatch(/\S/);
  });
});

test('the ribbon sits above the header at 320 px, covers nothing and takes no focus', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/services/textile-apparel');
  const preview = getPreview('en');
  const ribbon = page.getByRole('complementary', { name: preview.landmark });
  const ribbonBox = await ribbon.boundingBox();
  const headerBox = await page.getByRole('banner').boundingBox();
  expect(ribbonBox && headerBox).toBeTruthy();
  expect(ribbonBox!.y + ribbonBox!.height).toBeLessThanOrEqual(headerBox!.y + 0.5);
  expect(ribbonBox!.width).toBeLessThanOrEqual(320);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expect(ribbon.locator('a, button, input, select, textarea, [tabindex]')).toHaveCount(0);
  await expect(ribbon).toContainText(startingWith(preview.label));
  // content/ still holds the company's placeholders: the ribbon counts what a live build would refuse.
  await expect(ribbon).toContainText(
    new RegExp(
      `${escapeRegExp(preview.separator)}\\s*(${[preview.placeholdersLeft.one, preview.placeholdersLeft.other]
        .map((form) => templatePattern(form, { count: '\\d+' }).source)
        .join('|')})$`,
    ),
  );
  const position = await ribbon.evaluate((element) => getComputedStyle(element).position);
  expect(position).toBe('static');
});

test('sitemap.xml is an index of one file per language, listing every category, product and blog post, and no search, log-in or sign-up page', async ({
  request,
}) => {
  const { files, locs } = await readSitemap(request);
  for (const file of files) expect(file.startsWith(`${origin}/`), file).toBe(true);
  for (const code of localeCodes) expect(files, `${code}'s sitemap file`).toContain(`${origin}/sitemaps/${code}.xml`);
  for (const loc of locs) expect(loc.startsWith(`${origin}/`), loc).toBe(true);
  const listed = locs.map((loc) => new URL(loc).pathname);
  expect(listed.filter((p) => /^\/services\/[^/]+$/.test(p)).sort()).toEqual(categorySlugs.map((slug) => `/services/${slug}`).sort());
  expect(listed.filter((p) => /^\/services\/[^/]+\/[^/]+$/.test(p)).sort()).toEqual(
    getProducts('en')
      .filter((product) => product.hasPage)
      .map(({ category, id }) => `/services/${category}/${id}`)
      .sort(),
  );
  expect(listed).toEqual(expect.arrayContaining([...blogPaths, '/', '/about', '/services', '/blog', '/contact', '/get-quote']));
  for (const hidden of ['/login', '/register', '/search', '/404', '/_not-found']) expect(listed).not.toContain(hidden);
  // Nor in any other language.
  expect(listed.filter((p) => /\/(login|register|search|404|_not-found)$/.test(p))).toEqual([]);
  expect(new Set(listed).size).toBe(listed.length);
  // That each listed page is a page of out/, at its canonical address: scripts/check-pages.mjs.
});

test('an article not yet in Arabic, shown in English at /ar/blog/…, names the English page as canonical and no Arabic version', async ({
  page,
  request,
}) => {
  const untranslated = getRepoPosts('ar').find((post) => post.lang === 'en')!;
  const translated = getRepoPosts('ar').find((post) => post.lang === 'ar')!;
  const alternates = () =>
    page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));

  await page.goto(`/ar/blog/${untranslated.slug}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/blog/${untranslated.slug}`);
  expect(await alternates()).toEqual([]);
  await page.goto(`/blog/${untranslated.slug}`);
  expect(await alternates()).not.toContain('ar');

  await page.goto(`/ar/blog/${translated.slug}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/ar/blog/${translated.slug}`);
  expect(await alternates()).toEqual(expect.arrayContaining(['en', 'ar', 'x-default']));

  const sitemap = (await readSitemap(request)).xml;
  expect(sitemap).toContain(`<loc>${origin}/ar/blog/${translated.slug}</loc>`);
  expect(sitemap).not.toContain(`${origin}/ar/blog/${untranslated.slug}<`);
  expect(sitemap).not.toContain(`${origin}/ar/blog/${untranslated.slug}"`);
});

test('robots.txt of a preview build disallows everything', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^User-Agent: \*\s*$/im);
  expect(text).toMatch(/^Disallow: \/\s*$/m);
  expect(text).not.toMatch(/^Allow:/m);
  expect(text).not.toMatch(/^Sitemap:/m);
});
