import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { getCta } from '@/content/cta';
import { getNavigation } from '@/content/navigation';
import { scratchSite } from './cms-scratch';
import { expect, test } from './fixtures';
import { readSitemap } from './sitemap';

// A seventh language added by content only, as docs/languages.md says: a scratch copy of the site
// gets Urdu's line in content/locales.yml and a few translated strings from
// e2e/fixtures/seventh-language/ (no code), is built with `npm run build`, and is served. Its pages,
// the Language menu, hreflang, the sitemap, search, the marks on text left in English and its face
// must all hold. To keep the build short, the copy keeps English and Urdu only (the other
// languages' blocks and folders are left out) and one product a category: about 120 pages.

const root = process.cwd();
const fixture = path.join(root, 'e2e', 'fixtures', 'seventh-language');
const port = 3106;
const base = `http://127.0.0.1:${port}`;
const line = readFileSync(path.join(fixture, 'locale.yml'), 'utf8')
  .split('\n')
  .find((text) => text.startsWith('- {'))!;
const urdu = parse(line)[0] as { code: string; lang: string; name: string; dir: string; font: string };
const blocks = parse(readFileSync(path.join(fixture, 'blocks.yml'), 'utf8')) as Record<string, Record<string, unknown>>;
const electronics = parse(readFileSync(path.join(fixture, 'services', urdu.code, 'electronics.yml'), 'utf8')) as { title: string };
const family = 'IBM Plex Sans Arabic'; // the family of the package urdu.font names

let scratch = '';
let server: ChildProcess | undefined;

/** The scratch copy's content/ in English and the fixture's language only, one product a category. */
async function layContent(dir: string) {
  const { keepLanguages, keepProducts } = await scratchSite();
  keepLanguages(dir, ['en']);
  keepProducts(dir, 1);
  const content = path.join(dir, 'content');
  appendFileSync(path.join(content, 'locales.yml'), `${line}\n`);
  for (const [file, own] of Object.entries(blocks)) {
    const data = parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>;
    writeFileSync(path.join(dir, file), stringify({ ...data, [urdu.code]: own }));
  }
  cpSync(path.join(fixture, 'services', urdu.code), path.join(content, 'services', urdu.code), { recursive: true });
}

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: base });

test.beforeAll(async () => {
  test.setTimeout(15 * 60_000);
  const { buildSite, scratchCopy } = await scratchSite();
  scratch = scratchCopy('seventh-language');
  await layContent(scratch);
  const started = Date.now();
  await buildSite(scratch);
  console.log(`seventh-language: the site with ${urdu.code} built in ${Math.round((Date.now() - started) / 1000)} s`);
  server = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs'), path.join(scratch, 'out'), String(port)], { stdio: 'ignore' });
  for (let tries = 0; tries < 100; tries += 1) {
    if (
      await fetch(base).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the scratch site did not answer at ${base}`);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  if (scratch && existsSync(scratch)) rmSync(scratch, { recursive: true, force: true });
});

test('its pages are in the language, right to left, with its words and English marked as English', async ({ page }) => {
  for (const url of [`/${urdu.code}`, `/${urdu.code}/about`, `/${urdu.code}/services/electronics`]) {
    await page.goto(url);
    await expect(page.locator('html')).toHaveAttribute('lang', urdu.lang);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  }
  await page.goto(`/${urdu.code}/services/electronics`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(electronics.title);
  // The home page (out/ur.html) is marked as well as the pages below /ur/: the call to action is English here.
  await page.goto(`/${urdu.code}`);
  await expect(page.getByText((blocks['content/home.yml'] as { hero: { eyebrow: string } }).hero.eyebrow)).toBeVisible();
  const english = page.getByRole('heading', { name: getCta('en').title });
  await expect(english).toHaveAttribute('lang', 'en');
  await expect(english).toHaveAttribute('dir', 'ltr');
  await page.goto(`/${urdu.code}/about`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText((blocks['content/about.yml'] as { title: string }).title);
});

test('the Language menu, hreflang and the sitemap name it', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/about');
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: getNavigation('en').menus.language }).click();
  const link = banner.getByRole('link', { name: urdu.name });
  await expect(link).toHaveAttribute('hreflang', urdu.lang);
  await expect(page.locator(`link[rel="alternate"][hreflang="${urdu.lang}"]`)).toHaveAttribute('href', new RegExp(`/${urdu.code}/about$`));
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/${urdu.code}/about$`));
  const { files, xml: sitemap } = await readSitemap(request);
  expect(files).toContainEqual(expect.stringMatching(new RegExp(`/sitemaps/${urdu.code}\\.xml$`)));
  expect(sitemap).toMatch(new RegExp(`<loc>[^<]*/${urdu.code}/services/electronics</loc>`));
  expect(sitemap).toContain(`hreflang="${urdu.lang}"`);
});

test('its search finds a category by its words in the language', async ({ page }) => {
  await page.goto(`/${urdu.code}/search?q=${encodeURIComponent(electronics.title)}`);
  const result = page.getByRole('main').getByRole('link', { name: electronics.title }).first();
  await expect(result).toHaveAttribute('href', new RegExp(`/${urdu.code}/services/electronics$`));
});

test('it is set in the face its line names, which an English page does not load', async ({ page }) => {
  await page.goto(`/${urdu.code}`);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(new RegExp(`^"?${family}"?,`));
  const loaded = await page.evaluate(async (name) => (await document.fonts.load(`16px "${name}"`, 'ہ')).length, family);
  expect(loaded).toBeGreaterThan(0);
  await page.goto('/');
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toContain(family);
});
