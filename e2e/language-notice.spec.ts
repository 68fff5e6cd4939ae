import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { getInterface } from '@/content/interface';
import { localeCodes } from '@/content/locales';
import { getStats } from '@/content/stats';
import { expect, test } from './fixtures';

// The preferred-language notice (components/layout/language-notice.tsx): a visitor whose browser
// prefers a language we have, arriving on an English page, is offered it once, in that language,
// and is never redirected. And the statistics read as French and Russian write numbers.

const arabic = getInterface('ar').languageNotice;
const notice = (page: Page) => page.getByRole('region', { name: arabic.text });

/** Lets the page finish what it does after hydration (the notice appears right after it). */
async function settle(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
}

test.describe('a visitor whose browser prefers Arabic (ar-SA)', () => {
  test.use({ locale: 'ar-SA' });

  test('is offered the Arabic page once, in Arabic, and stays on the English page until choosing it', async ({ page }) => {
    await page.goto('/');
    await expect(notice(page)).toBeVisible();
    await expect(page.getByText(arabic.text)).toHaveCount(1);
    await expect(page.getByRole('link', { name: arabic.link })).toHaveCount(1);
    await expect(notice(page)).toHaveAttribute('lang', 'ar');
    await expect(notice(page)).toHaveAttribute('dir', 'rtl');
    await expect(notice(page).getByRole('button', { name: arabic.close })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await settle(page);
    expect(new URL(page.url()).pathname).toBe('/');

    await notice(page).getByRole('link', { name: arabic.link }).click();
    await expect(page).toHaveURL(/\/ar$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await settle(page);
    await expect(page.getByRole('region', { name: arabic.text })).toHaveCount(0);

    // The choice is remembered: back on an English page, nothing is offered again.
    await page.goto('/about');
    await settle(page);
    await expect(notice(page)).toHaveCount(0);
  });

  test('on another English page, leads to the same page in Arabic', async ({ page }) => {
    await page.goto('/services/electronics');
    await expect(notice(page).getByRole('link', { name: arabic.link })).toHaveAttribute('href', '/ar/services/electronics');
  });

  test('once closed with its button, is not offered again after a reload', async ({ page }) => {
    await page.goto('/');
    await notice(page).getByRole('button', { name: arabic.close }).click();
    await expect(notice(page)).toHaveCount(0);
    await page.reload();
    await settle(page);
    await expect(notice(page)).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('closes from the keyboard with Escape, focus going on to the page', async ({ page }) => {
    await page.goto('/contact');
    const link = notice(page).getByRole('link', { name: arabic.link });
    await expect(link).toBeVisible();
    await page.keyboard.press('Tab'); // the skip link
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(notice(page)).toHaveCount(0);
    await expect(page.locator('#main')).toBeFocused();
  });

  test('moves nothing on the page, stays clear of the chat button, reads right to left, and passes axe', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    await expect(notice(page)).toBeVisible();
    await settle(page);
    // The notice takes no room in the page: the heading and the page's length are the same with it and without it,
    // and closing it does not scroll the page.
    const layout = () =>
      page.evaluate(() => ({
        heading: document.querySelector('h1')!.getBoundingClientRect().toJSON(),
        scrolled: window.scrollY,
        length: document.documentElement.scrollHeight,
      }));
    const withNotice = await layout();

    const card = (await notice(page).boundingBox())!;
    const chat = (await page
      .getByRole('complementary', { name: getInterface('en').chat.landmark })
      .getByRole('link')
      .boundingBox())!;
    const overlaps =
      card.x < chat.x + chat.width && chat.x < card.x + card.width && card.y < chat.y + chat.height && chat.y < card.y + card.height;
    expect(overlaps, 'the notice covers the chat button').toBe(false);
    expect(card.x + card.width).toBeLessThanOrEqual(320);

    // Right to left: the close button is at the card's left, the text starts at its right.
    const close = (await notice(page).getByRole('button', { name: arabic.close }).boundingBox())!;
    expect(close.x).toBeLessThan(card.x + card.width / 2);

    const { violations } = await new AxeBuilder({ page })
      .include('section[aria-labelledby]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    expect(violations.map(({ id, help }) => `${id}: ${help}`)).toEqual([]);

    await notice(page).getByRole('button', { name: arabic.close }).click();
    await expect(notice(page)).toHaveCount(0);
    expect(await layout()).toEqual(withNotice);
  });

  test('is not shown on the Arabic pages themselves', async ({ page }) => {
    await page.goto('/ar');
    await settle(page);
    await expect(page.getByRole('region', { name: arabic.text })).toHaveCount(0);
    await expect(page.locator('section[aria-labelledby][lang]')).toHaveCount(0);
  });
});

for (const locale of ['en-US', 'de-DE']) {
  test.describe(`a visitor whose browser prefers ${locale}`, () => {
    test.use({ locale });

    test('is offered nothing on an English page', async ({ page }) => {
      await page.goto('/');
      await settle(page);
      await expect(page.locator('section[aria-labelledby][lang]')).toHaveCount(0);
      for (const { languageNotice } of localeCodes.slice(1).map((code) => getInterface(code))) {
        await expect(page.getByText(languageNotice.text)).toHaveCount(0);
      }
    });
  });
}

test.describe('a visitor whose browser prefers French (fr-FR), on a French page', () => {
  test.use({ locale: 'fr-FR' });

  test('is offered nothing there', async ({ page }) => {
    await page.goto('/fr');
    await settle(page);
    await expect(page.getByText(getInterface('fr').languageNotice.text)).toHaveCount(0);
  });
});

// The track record's last figure, as a French or Russian reader sees it once it has counted up.
for (const [locale, figure] of [
  ['fr', /^98[\u00a0\u202f]%$/],
  ['ru', /^98[\u00a0\u202f]%$/],
  ['en', /^98%$/],
] as const) {
  test(`the satisfaction figure on the ${locale} home page reads as ${locale} writes a percentage`, async ({ page }) => {
    await page.goto(locale === 'en' ? '/' : `/${locale}`);
    const label = getStats(locale)[3]!.label.other;
    await expect(page.locator('#track-record dt').nth(3)).toHaveText(label);
    const value = page.locator('#track-record dd').nth(3);
    await value.scrollIntoViewIfNeeded();
    await expect.poll(() => value.textContent(), { timeout: 5000 }).toMatch(figure);
  });
}
