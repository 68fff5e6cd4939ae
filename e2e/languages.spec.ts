import { getNavigation } from '@/content/navigation';
import { defaultLocale, localePath } from '@/content/locale-path';
import { localeInfo, locales } from '@/content/locales';
import { getCategories } from '@/content/categories';
import { expect, test } from './fixtures';

// The language of a page as a visitor meets it: its category titles, its own 404 page, the Language
// menu, and right-to-left layout at a narrow phone and a desktop width. What each page's HTML says
// of its language (lang, dir, title, canonical, hreflang) scripts/check-pages.mjs checks on every
// page of out/.

const others = locales.filter(({ code }) => code !== defaultLocale);
const rightToLeft = locales.filter(({ dir }) => dir === 'rtl');

test.describe('every language', () => {
  test('a category page is in its language, title and h1', async ({ page }) => {
    for (const { code } of others) {
      const electronics = getCategories(code).find((service) => service.slug === 'electronics')!;
      await page.goto(`/${code}/services/electronics`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(electronics.title);
      await expect(page).toHaveTitle(new RegExp(electronics.title));
    }
  });

  test('each language has its own 404 page', async ({ request }) => {
    for (const { code, lang, dir } of others) {
      const response = await request.get(`/${code}/no-such-page`);
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain(`<html lang="${lang}" dir="${dir}"`);
    }
  });
});

test.describe('the Language menu at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('leads from /services/electronics to /ar/services/electronics and back, and remembers the choice', async ({ page }) => {
    await page.goto('/services/electronics');
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: getNavigation('en').menus.language }).click();
    const arabic = banner.getByRole('link', { name: localeInfo('ar').name });
    await expect(arabic).toHaveAttribute('hreflang', 'ar');
    await expect(banner.getByRole('link', { name: localeInfo('en').name })).toHaveAttribute('aria-current', 'true');
    await arabic.click();
    await expect(page).toHaveURL('/ar/services/electronics');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await page.evaluate(() => localStorage.getItem('hgt-language'))).toBe('ar');

    await banner.getByRole('button', { name: getNavigation('ar').menus.language }).click();
    await banner.getByRole('link', { name: localeInfo('en').name }).click();
    await expect(page).toHaveURL('/services/electronics');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('links on an Arabic page stay in Arabic', async ({ page }) => {
    await page.goto('/ar');
    const about = getNavigation('ar').main.find((link) => link.href === '/about')!;
    await page.getByRole('banner').getByRole('link', { name: about.label, exact: true }).first().click();
    await expect(page).toHaveURL('/ar/about');
  });
});

test.describe('right to left', () => {
  for (const { code, name } of rightToLeft) {
    test(`${name} (${code}) pages at 320 and 1440 px: no sideways scrolling, and the header reads right to left`, async ({ page }) => {
      const widths = [320, 1440];
      for (const path of ['/', '/services/electronics', '/get-quote', '/contact', '/store', '/blog'].map((path) =>
        localePath(code, path),
      )) {
        await page.goto(path);
        for (const width of widths) {
          await page.setViewportSize({ width, height: 900 });
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow, `${path} scrolls sideways by ${overflow} px at ${width} px`).toBeLessThanOrEqual(0);
        }
      }
      await page.goto(localePath(code, '/contact'));
      // The phone number and e-mail address read left to right inside the right-to-left text.
      for (const link of await page.locator('main a[href^="tel:"], main a[href^="mailto:"]').all())
        await expect(link).toHaveAttribute('dir', 'ltr');
      await page.goto(localePath(code, '/'));
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        const logo = await page.getByRole('banner').getByRole('link').first().boundingBox();
        expect(logo, 'the logo link').not.toBeNull();
        // The logo, first in the header, sits at the right edge.
        expect(logo!.x + logo!.width, `the logo at ${width} px`).toBeGreaterThan(width / 2);
      }
    });
  }
});
