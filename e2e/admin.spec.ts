import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { startScratchProxy, routeToScratchProxy, type ScratchProxy } from './decap-proxy';
import { expect, test } from './fixtures';
import { readSitemap } from './sitemap';

// The editor at /admin/ (Decap CMS, scripts/build-admin.mjs), as the built export serves it with
// out/_headers: its page loads under its own Content-Security-Policy with no violation or error,
// tells search engines to keep away, and shows Decap's sign-in; the site never links to it.

const out = path.join(process.cwd(), 'out');

/** Every page of the export but the editor's, relative to out/. */
function sitePages(dir = out, relative = ''): string[] {
  return readdirSync(path.join(dir, relative), { withFileTypes: true }).flatMap((entry) => {
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return child === 'admin' ? [] : sitePages(dir, child);
    return entry.name.endsWith('.html') ? [child] : [];
  });
}

test.describe('the editor at /admin/', () => {
  test.beforeEach(async ({ page }) => {
    // Decap looks for a local proxy (npm run cms) on localhost:8081 when opened on this machine:
    // answer as a machine without one does, whatever runs on the developer's.
    await page.route('http://localhost:8081/**', (route) => route.fulfill({ json: {} }));
    // The built configuration, with a repository named when the build had none to name (CMS_REPO
    // unset: Decap's GitHub sign-in needs one, cms/backend.ts leaves it out on preview builds).
    await page.route('**/admin/config.yml', async (route) => {
      const response = await route.fetch();
      const config = parse(await response.text()) as { backend: { repo?: string } };
      if (config.backend.repo) return route.fulfill({ response });
      return route.fulfill({ response, body: stringify({ ...config, backend: { ...config.backend, repo: 'example/website' } }) });
    });
  });

  test('loads under its own policy, noindex, and shows Decap’s sign-in', async ({ page }) => {
    const response = await page.goto('/admin/', { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    const headers = response!.headers();
    expect(headers['x-robots-tag']).toMatch(/noindex/);
    // The editor's policy alone: not the site's pages' (which would block Decap), nor both.
    const policy = headers['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self' 'unsafe-eval'");
    expect(policy).toContain('connect-src');
    expect(policy).toContain('https://api.github.com');
    expect(policy).not.toContain(', ');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');

    await expect(page).toHaveTitle(/^Content editor · /);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeVisible({ timeout: 20_000 });
  });

  test.describe(() => {
    // A French browser that also reads English (navigator.languages).
    test.use({ locale: 'fr-FR' });
    test('speaks the browser’s language when Decap has it among the site’s', async ({ page }) => {
      await page.goto('/admin/', { waitUntil: 'load' });
      await expect(page.getByRole('button', { name: 'Se connecter avec GitHub' })).toBeVisible({ timeout: 20_000 });
    });
  });

  test.describe(() => {
    // Arabic is one of the site's languages, but Decap has no Arabic interface.
    test.use({ locale: 'ar-PK' });
    test('speaks English when Decap does not have the browser’s language', async ({ page }) => {
      await page.goto('/admin/', { waitUntil: 'load' });
      await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeVisible({ timeout: 20_000 });
    });
  });

  test('answers /admin with the editor at /admin/', async ({ page }) => {
    await page.goto('/admin', { waitUntil: 'load' });
    expect(new URL(page.url()).pathname).toBe('/admin/');
    await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeVisible({ timeout: 20_000 });
  });

  test('is given the generated configuration, with every collection', async ({ request }) => {
    const response = await request.get('/admin/config.yml');
    expect(response.headers()['content-type']).toMatch(/yaml/);
    const config = parse(await response.text()) as { collections: { name: string }[]; media_folder: string };
    expect(config.media_folder).toBe('public/images/uploads');
    expect(config.collections.map(({ name }) => name)).toEqual(expect.arrayContaining(['site', 'categories', 'articles']));
  });

  test('is not in the sitemap, and no page of the site links to it', async ({ request }) => {
    const sitemap = await readSitemap(request);
    expect(sitemap.locs.length).toBeGreaterThan(0);
    expect(sitemap.xml).not.toMatch(/\/admin/);
    expect(await (await request.get('/sitemap.xml')).text()).not.toMatch(/\/admin/);
    const pages = sitePages();
    expect(pages.length).toBeGreaterThan(50);
    const linking = pages.filter((file) => /(?:href|src|action)="[^"]*\/admin(?:[/"?#])/.test(readFileSync(path.join(out, file), 'utf8')));
    expect(linking).toEqual([]);
  });
});

test.describe('the editor with the local proxy (npm run cms), on a scratch clone', () => {
  let proxy: ScratchProxy;
  test.beforeAll(async () => {
    proxy = await startScratchProxy();
  });
  test.afterAll(async () => {
    await proxy?.stop();
  });

  test('signs in without an account and lists the collections', async ({ page }) => {
    await routeToScratchProxy(page, proxy);
    await page.goto('/admin/', { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible({ timeout: 20_000 });
    for (const name of ['Site details', 'Categories', 'Articles'])
      await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  });

  test('refuses an upload that is not an image, with a message, and takes a photo', async ({ page }) => {
    await routeToScratchProxy(page, proxy);
    await page.goto('/admin/', { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('button', { name: 'Media' }).click();
    const upload = page.locator('input[type="file"]');
    await expect(upload).toBeAttached({ timeout: 20_000 });

    const messages: string[] = [];
    page.on('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.accept();
    });
    await upload.setInputFiles({ name: 'certificate.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n') });
    await expect
      .poll(() => messages)
      .toEqual([
        '“certificate.jpg” was not uploaded: it is not an image (it is a PDF document). Use a PNG, JPEG, WebP, AVIF, GIF or SVG file.',
      ]);
    await expect(page.getByText('certificate.jpg')).toHaveCount(0);

    // A 1 × 1 PNG goes through to Decap's media library.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
    await upload.setInputFiles({ name: 'crate.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('crate.png')).toBeVisible({ timeout: 20_000 });
    expect(messages).toHaveLength(1);
  });
});
