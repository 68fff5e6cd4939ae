import type { Page } from '@playwright/test';
import { localePath } from '@/content/locale-path';
import { getProducts } from '@/content/products';
import { expect, test } from './fixtures';
import { sampledLocales } from './routes';

// Every link of the site is a document navigation (components/ui/link.tsx) and out/ holds no page
// data for Next's router (scripts/drop-rsc.mjs): a walk across the site's kinds of links, in three
// languages (the first, a right-to-left one and another), must never ask for a .txt or __next. file
// nor meet a 404.

const { first, all: walked } = sampledLocales;

test.use({ viewport: { width: 1440, height: 900 } });
// Ten page loads in a row: 40–80 s a language here while five other sessions shared the machine.
test.setTimeout(90_000);

/** Clicks the first visible link in `scope` whose path matches `pattern`, and waits for its page. */
async function follow(page: Page, kind: string, scope: string, pattern: RegExp) {
  const links = page.locator(`${scope} a[href]`);
  // A hidden link (the phone menu's, at this width) reads as no path.
  const hrefs = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => (anchor.checkVisibility() ? (anchor as HTMLAnchorElement).pathname : '')),
  );
  const here = new URL(page.url()).pathname;
  const index = hrefs.findIndex((path) => pattern.test(path) && path !== here);
  expect(index, `a ${kind} link in ${scope} to ${pattern} on ${here}`).toBeGreaterThanOrEqual(0);
  const target = hrefs[index]!;
  await links.nth(index).click();
  await page.waitForURL((url) => url.pathname === target);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  return target;
}

for (const { code } of walked) {
  test(`${code}: menu, category card, product card, related product, breadcrumb, footer, language menu, search result`, async ({
    page,
  }) => {
    const bad: string[] = [];
    page.on('request', (request) => {
      const { pathname, searchParams } = new URL(request.url());
      if (/\.txt$/.test(pathname) && pathname !== '/robots.txt') bad.push(`asked for ${pathname}`);
      if (pathname.includes('__next.') || searchParams.has('_rsc')) bad.push(`asked for ${request.url()}`);
    });
    page.on('response', (response) => {
      if (response.status() === 404) bad.push(`404 ${response.url()}`);
    });
    const prefix = code === first.code ? '' : `/${code}`;
    const category = new RegExp(`^${prefix}/services/[^/]+$`);
    const product = new RegExp(`^${prefix}/services/[^/]+/[^/]+$`);

    await page.goto(localePath(code, '/'));
    await follow(page, 'menu', 'header nav', new RegExp(`^${prefix}/services$`));
    await follow(page, 'category card', 'main', category);
    await follow(page, 'product card', 'main', product);
    await follow(page, 'related product', 'main section[aria-labelledby="related-title"]', product);
    await follow(page, 'breadcrumb', 'main nav[aria-label]', category);
    await follow(page, 'footer', 'footer', new RegExp(`^${prefix}/[a-z-]+$`));

    // The Language menu: its button discloses the other languages' links to this page.
    const panel = await page
      .locator('header a[hreflang]')
      .first()
      .evaluate((link) => link.closest('[id]')?.id ?? '');
    await page.locator(`header [aria-controls="${panel}"]`).click();
    await follow(page, 'language menu', `[id="${panel}"]`, /./);

    // A search result: the first word of a product's name, searched in this language.
    const word = (getProducts(code)[0]?.name ?? '').split(/\s+/)[0] ?? '';
    await page.goto(`${localePath(code, '/search')}?q=${encodeURIComponent(word)}`);
    // Results mark the words they matched; until the index loads, the page lists the categories.
    await expect(page.locator('main li:has(mark) a[href]').first()).toBeVisible();
    await follow(page, 'search result', 'main li:has(mark)', /./);

    expect(bad).toEqual([]);
  });
}

// Speculation Rules (components/layout/speculation-rules.tsx): a link the pointer rests on is
// fetched before the click, and the click opens the page fetched ahead.
test('a link the pointer rests on is fetched ahead, and the click opens that page', async ({ page }) => {
  const ahead: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['sec-purpose']?.startsWith('prefetch')) ahead.push(new URL(request.url()).pathname);
  });
  await page.goto(localePath(first.code, '/'));
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  const link = page.locator('header nav a[href]:visible').nth(1);
  const target = await link.evaluate((anchor) => (anchor as HTMLAnchorElement).pathname);
  await link.hover();
  await expect.poll(() => ahead).toContain(target);
  await link.click();
  await page.waitForURL((url) => url.pathname === target);
  const delivery = await page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType?: string }).deliveryType,
  );
  expect(delivery).toBe('navigational-prefetch');
});
