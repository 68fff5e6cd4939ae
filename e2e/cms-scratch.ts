import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { routeToScratchProxy, type ScratchProxy } from './decap-proxy';

// What the editing tests do with the scratch clone behind Decap's local proxy (e2e/decap-proxy.ts):
// sign in to the built editor on it, and build it as `npm run build` would.

const root = process.cwd();

/**
 * scripts/scratch-site.mjs, which the scale bench shares: imported when called, as Node's own ES
 * module (a static import would be compiled to CommonJS with the tests, which an .mjs cannot be).
 */
export const scratchSite = () => import('../scripts/scratch-site.mjs');

/**
 * Builds the clone as `npm run build` does, in the languages the editing tests wrote (English and
 * Arabic), with one product a category and the `products` they wrote: about 150 pages. Resolves
 * with the build's output, rejects with it.
 */
export async function buildScratch(proxy: ScratchProxy, products: readonly string[]): Promise<string> {
  const { buildSite, keepLanguages, keepProducts, linkPackages } = await scratchSite();
  const dir = proxy.dir;
  // This checkout's packages, and its generated art, fonts and photo variants, which the build would
  // otherwise make again from the same sources (newer variants are kept).
  if (!existsSync(path.join(dir, 'node_modules'))) linkPackages(dir);
  for (const generated of ['public/images/art', 'public/images/responsive', 'components/layout/generated'])
    if (existsSync(path.join(root, generated)))
      cpSync(path.join(root, generated), path.join(dir, generated), { recursive: true, preserveTimestamps: true });
  keepLanguages(dir, ['en', 'ar']);
  keepProducts(dir, 1, products);
  return buildSite(dir);
}

const prepared = new WeakSet<Page>();

/** Opens the built /admin/ on the clone's proxy, signed in (the local proxy asks for no account), at `hash`. */
export async function openEditor(page: Page, proxy: ScratchProxy, hash = '') {
  if (!prepared.has(page)) {
    prepared.add(page);
    await routeToScratchProxy(page, proxy);
    // Decap asks "are you sure?" before publishing and when leaving unsaved changes.
    page.on('dialog', (dialog) => void dialog.accept());
  }
  await page.goto('/admin/', { waitUntil: 'load' });
  // Signed in once, the editor remembers it (a second visit in the same test goes straight in).
  const login = page.getByRole('button', { name: 'Login', exact: true });
  const collections = page.getByRole('heading', { name: 'Collections' });
  await login.or(collections).first().waitFor({ timeout: 30_000 });
  if (await login.isVisible()) await login.click();
  await collections.waitFor({ timeout: 30_000 });
  if (!hash) return;
  await page.goto(`/admin/#${hash}`, { waitUntil: 'load' });
  // An entry's page is ready when its Save button is there (it loads every language's file first).
  await page.getByRole('button', { name: 'Save', exact: true }).waitFor({ timeout: 30_000 });
}
