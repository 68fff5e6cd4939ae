import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { APIResponse } from '@playwright/test';
import { localePath } from '@/content/locale-path';
import { localeCodes } from '@/content/locales';
import { expect, test } from './fixtures';
import { routes } from './routes';

// Every URL that answers with a page answers with its Content-Security-Policy: the variants a
// host may also serve (a trailing slash, .html, /index) redirect to the page's own URL, and each
// page carries its policy in a <meta> tag too, whatever URL a host serves it under.

const article = `/blog/${readdirSync(path.join(process.cwd(), 'content', 'blog', 'en'))
  .filter((file) => file.endsWith('.md'))
  .sort()[0]
  ?.replace(/\.md$/, '')}`;

const variants: [string, string][] = [
  ['/about/', '/about'],
  ['/about.html', '/about'],
  ['/blog/', '/blog'],
  ['/services/', '/services'],
  ['/services/textile-apparel/', '/services/textile-apparel'],
  [`${article}/`, article],
  ['/index', '/'],
  ['/index.html', '/'],
  ['/contact/?subject=Samples', '/contact?subject=Samples'],
];

/** script-src of a policy, its sources sorted. */
const scriptSrc = (policy: string) =>
  policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'script-src')
    ?.slice(1)
    .sort();

for (const [variant, canonical] of variants) {
  test(`${variant} redirects to ${canonical}, which answers with its policy`, async ({ request }) => {
    const redirect = await request.get(variant, { maxRedirects: 0 });
    expect(redirect.status()).toBe(308);
    expect(redirect.headers().location).toBe(canonical);
    const page = await request.get(canonical);
    expect(page.status()).toBe(200);
    const { header, meta } = await policies(page);
    expect(scriptSrc(header) ?? scriptSrc(meta)).toContain("'self'");
    expect(header).toContain("frame-ancestors 'none'");
  });
}

test('a visitor who types a variant lands on the page itself, with nothing blocked', async ({ page }) => {
  await page.goto('/services/textile-apparel/');
  expect(new URL(page.url()).pathname).toBe('/services/textile-apparel');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

/**
 * The page's policies: the header's, and its <meta> tag's. scripts/csp.mjs sends script-src in both
 * when one header rule a page fits the host's limits, else (six languages: over 400 pages) in the
 * <meta> alone, with the header carrying the rest (frame-ancestors …).
 */
async function policies(response: APIResponse) {
  const header = response.headers()['content-security-policy'] ?? '';
  const meta =
    /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/
      .exec(await response.text())?.[1]
      ?.replaceAll('&#x27;', "'")
      .replaceAll('&quot;', '"') ?? '';
  return { header, meta };
}

test('every page in every language carries its script policy: in its <meta> tag, and the same in its header if the header has one', async ({
  request,
}) => {
  const paths = [...routes, { path: article }].flatMap(({ path: pagePath }) => localeCodes.map((code) => localePath(code, pagePath)));
  for (const pagePath of paths) {
    const { header, meta } = await policies(await request.get(pagePath));
    expect(scriptSrc(meta), `${pagePath}: <meta> policy`).toContain("'self'");
    if (scriptSrc(header)) expect(scriptSrc(meta), `${pagePath}: <meta> and header policies`).toEqual(scriptSrc(header));
    expect(header, `${pagePath}: header policy`).toContain("frame-ancestors 'none'");
  }
});

test('an unknown URL gets the 404 page with its own policy', async ({ request }) => {
  const response = await request.get('/no-such-page/');
  expect(response.status()).toBe(404);
  expect(await response.text()).toMatch(/<meta http-equiv="Content-Security-Policy" content="[^"]*script-src 'self'/);
});
