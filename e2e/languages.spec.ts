import { getNavigation } from '@/content/navigation';
import { localePath } from '@/content/locale-path';
import { locales } from '@/content/locales';
import { getServices } from '@/content/services';
import { expect, test } from './fixtures';
import { routes } from './routes';

// Every page in every language: its lang, dir, title and the alternates naming all its versions;
// the Language menu; right-to-left layout at a narrow phone and a desktop width.

const hreflangs = [...locales.map(({ lang }) => lang), 'x-default'].sort();

test.describe('every route in every language', () => {
  for (const { code, lang, dir } of locales) {
    test(`${code}: lang, dir, title, canonical and hreflang on each page`, async ({ request }) => {
      const problems: string[] = [];
      for (const { path } of routes) {
        const url = localePath(code, path);
        const response = await request.get(url);
        const html = await response.text();
        const where = `${url} (${response.status()})`;
        if (!response.ok()) problems.push(`${where}: not found`);
        if (!new RegExp(`<html lang="${lang}" dir="${dir}"`).test(html)) problems.push(`${where}: <html lang dir> is not ${lang} ${dir}`);
        if (!/<title>[^<]*\S[^<]*<\/title>/.test(html)) problems.push(`${where}: no title`);
        const canonical = /<link rel="canonical" href="https?:\/\/[^/"]+([^"]*)"/.exec(html)?.[1] ?? '';
        if ((canonical || '/') !== url) problems.push(`${where}: canonical is ${canonical}`);
        const found = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)"/g)].map((match) => match[1]).sort();
        if (found.join() !== hreflangs.join()) problems.push(`${where}: hreflang ${found.join()}`);
      }
      expect(problems).toEqual([]);
    });
  }

  test('a category page is in its language: Arabic, Chinese and Russian titles', async ({ page }) => {
    for (const code of ['ar', 'zh', 'ru']) {
      const electronics = getServices(code).find((service) => service.slug === 'electronics')!;
      await page.goto(`/${code}/services/electronics`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(electronics.title);
      await expect(page).toHaveTitle(new RegExp(electronics.title));
    }
  });

  test('each language has its own 404 page', async ({ request }) => {
    const response = await request.get('/ar/no-such-page');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('<html lang="ar" dir="rtl"');
  });
});

test.describe('the Language menu at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('leads from /services/electronics to /ar/services/electronics and back, and remembers the choice', async ({ page }) => {
    await page.goto('/services/electronics');
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: getNavigation('en').menus.language }).click();
    const arabic = banner.getByRole('link', { name: 'العربية' });
    await expect(arabic).toHaveAttribute('hreflang', 'ar');
    await expect(banner.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await arabic.click();
    await expect(page).toHaveURL('/ar/services/electronics');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await page.evaluate(() => localStorage.getItem('hgt-language'))).toBe('ar');

    await banner.getByRole('button', { name: getNavigation('ar').menus.language }).click();
    await banner.getByRole('link', { name: 'English' }).click();
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
  for (const width of [320, 1440]) {
    test(`Arabic pages at ${width} px: no sideways scrolling, and the header reads right to left`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/ar', '/ar/services/electronics', '/ar/get-quote', '/ar/contact', '/ar/store', '/ar/blog']) {
        await page.goto(path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${path} scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
      }
      await page.goto('/ar/contact');
      // The phone number and e-mail address read left to right inside the Arabic text.
      for (const link of await page.locator('main a[href^="tel:"], main a[href^="mailto:"]').all())
        await expect(link).toHaveAttribute('dir', 'ltr');
      await page.goto('/ar');
      const logo = await page.getByRole('banner').getByRole('link').first().boundingBox();
      expect(logo, 'the logo link').not.toBeNull();
      // The logo, first in the header, sits at the right edge in Arabic.
      expect(logo!.x + logo!.width).toBeGreaterThan(width / 2);
    });
  }
});
