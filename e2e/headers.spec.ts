import { readdirSync } from 'node:fs';
import path from 'node:path';
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
    expect(page.headers()['content-security-policy']).toMatch(/script-src 'self'/);
  });
}

test('a visitor who types a variant lands on the page itself, with nothing blocked', async ({ page }) => {
  await page.goto('/services/textile-apparel/');
  expect(new URL(page.url()).pathname).toBe('/services/textile-apparel');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('every page carries the same script policy in its <meta> tag as in its header', async ({ request }) => {
  for (const { path: pagePath } of [...routes, { path: article }]) {
    const response = await request.get(pagePath);
    const header = response.headers()['content-security-policy'] ?? '';
    const meta =
      /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/
        .exec(await response.text())?.[1]
        ?.replaceAll('&#x27;', "'")
        .replaceAll('&quot;', '"') ?? '';
    expect(scriptSrc(meta), `${pagePath}: <meta> policy`).toEqual(scriptSrc(header));
    expect(scriptSrc(header), `${pagePath}: header policy`).toContain("'self'");
  }
});

test('an unknown URL gets the 404 page with its own policy', async ({ request }) => {
  const response = await request.get('/no-such-page/');
  expect(response.status()).toBe(404);
  expect(await response.text()).toMatch(/<meta http-equiv="Content-Security-Policy" content="[^"]*script-src 'self'/);
});
