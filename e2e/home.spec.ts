import type { Page } from '@playwright/test';
import { getHome } from '@/content/home';
import { getSearch } from '@/content/search';
import { getSite } from '@/content/site';
import { getStats } from '@/content/stats';
import { expect, test } from './fixtures';
import { escapeRegExp, exactly } from './words';

/** The English home page's words and figures, from content: staff may change any of them. */
const home = getHome('en');
const stats = getStats('en');
const site = getSite('en');
const strengths = home.strengths.items.map(({ title }) => exactly(title));
// English writes a figure with its separators and its suffix ("%") after it: "1,500", "98%".
const figures = stats.map(({ target, suffix }) => `${target.toLocaleString('en')}${suffix}`);
const zeros = stats.map(({ suffix }) => `0${suffix}`);
// Each label agrees with its figure in number: "1 Year in business", never "1 Years".
const labels = stats.map(({ label, target }) => (new Intl.PluralRules('en').select(target) === 'one' ? label.one : label.other));

/** The statistics strip: the landmark region that holds the four labelled figures. */
function statistics(page: Page) {
  const strip = page.getByRole('region').filter({ has: page.getByRole('term').filter({ hasText: labels[0]! }) });
  return { strip, terms: strip.getByRole('term'), values: strip.getByRole('definition') };
}

/** The header search answers clicks only once React has hydrated the page. */
async function waitForHydration(page: Page) {
  const search = page
    .getByRole('banner')
    .getByRole('button', { name: getSearch('en').header.toggle, exact: true })
    .and(page.locator('[aria-expanded]'));
  await expect(async () => {
    await search.click();
    await expect(search).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
  }).toPass();
  await search.click();
  await expect(search).toHaveAttribute('aria-expanded', 'false');
}

test('the hero has the page h1 and a Contact Us link', async ({ page }) => {
  await page.goto('/');
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveCount(1);
  await expect(h1).toHaveText(/\S/);
  await expect(h1).toBeInViewport();
  const contact = page
    .getByRole('main')
    .getByRole('link', { name: exactly(home.hero.primary.label) })
    .first();
  await expect(contact).toBeVisible();
  await expect(contact).toHaveAttribute('href', home.hero.primary.href);
  await contact.click();
  await expect(page).toHaveURL(home.hero.primary.href);
});

test('six core-strength cards', async ({ page }) => {
  await page.goto('/');
  for (const name of strengths) {
    await expect(page.getByRole('main').getByRole('heading', { name })).toBeVisible();
  }
});

test('the statistics count up from 0 to 12, 150, 1 and 98% when scrolled into view', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const { strip, terms, values } = statistics(page);
  await expect(strip).not.toBeInViewport();
  await expect(terms).toHaveText(labels);
  await expect(values).toHaveText(zeros);

  await strip.scrollIntoViewIfNeeded();
  await expect(values).toHaveText(figures, { timeout: 10_000 });
});

test('under reduced motion the statistics show their final values at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await waitForHydration(page);
  const { strip, values } = statistics(page);
  expect(await values.allTextContents()).toEqual(figures);

  await strip.scrollIntoViewIfNeeded();
  await expect(strip).toBeInViewport();
  expect(await values.allTextContents()).toEqual(figures);
});

test('the copyright runs from 2025 to the year the site was built, beside articles of that year', async ({ page }) => {
  await page.goto('/');
  const year = new Date().getFullYear();
  const first = site.copyrightYear;
  const years = year > first ? `${first}–${year}` : String(first);
  const [before = ''] = site.footer.copyright.split('{years}');
  await expect(page.getByRole('contentinfo').getByText(new RegExp(`${escapeRegExp(before)}${years}\\b`))).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the HTML carries the real statistics', async ({ page }) => {
    await page.goto('/');
    const { terms, values } = statistics(page);
    await expect(terms).toHaveText(labels);
    await expect(values).toHaveText(figures);
  });
});
