import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { routeToScratchProxy, type ScratchProxy } from './decap-proxy';

// What the editing tests do with the scratch clone behind Decap's local proxy (e2e/decap-proxy.ts):
// sign in to the built editor on it, and build it as `npm run build` would.

const root = process.cwd();

/** Builds the clone as `npm run build` does; resolves with its output, rejects with it. */
export function buildScratch(proxy: ScratchProxy): Promise<string> {
  const dir = proxy.dir;
  // The clone builds with this checkout's packages, hard-linked (Turbopack does not follow a
  // node_modules symlink out of the project), and its generated art, fonts and photo variants,
  // which the build would otherwise make again from the same sources (newer variants are kept).
  if (!existsSync(path.join(dir, 'node_modules')))
    execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')]);
  for (const generated of ['public/images/art', 'public/images/responsive', 'components/layout/generated'])
    if (existsSync(path.join(root, generated)))
      cpSync(path.join(root, generated), path.join(dir, generated), { recursive: true, preserveTimestamps: true });
  return runBuild(dir);
}

/** Runs `npm run build` in `dir`; resolves with its output, rejects with it (its last 4,000 characters). */
export function runBuild(dir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], {
      cwd: dir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`npm run build in ${dir} exited ${code}:\n${output.slice(-4000)}`)),
    );
  });
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
