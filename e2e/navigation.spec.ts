import { getInterface } from '@/content/interface';
import { localeInfo } from '@/content/locales';
import { getNavigation, menuLink } from '@/content/navigation';
import { getSite } from '@/content/site';
import { expect, test } from './fixtures';

/** The English header's and footer's words, from content: staff may change any of them. */
const words = getInterface('en');
const navigation = getNavigation('en');
const [loginLabel, registerLabel] = navigation.account.map(({ label }) => label);

test.describe('the mobile menu at 390 px', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('opens, closes after choosing a link, and controls its panel', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('button', { name: words.menu });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    const panelId = await menu.getAttribute('aria-controls');
    expect(panelId, 'aria-controls of the Menu button').toBeTruthy();
    await expect(page.locator(`[id="${panelId}"]`)).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: words.landmarks.main, exact: true })).toBeHidden();

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const mobileNav = page.getByRole('navigation', { name: words.landmarks.mobile, exact: true });
    await expect(mobileNav).toBeVisible();
    await expect(page.locator(`[id="${panelId}"]`)).toBeVisible();

    await mobileNav.getByRole('link', { name: menuLink('/services', 'en').label, exact: true }).click();
    await expect(page).toHaveURL('/services');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(mobileNav).toBeHidden();
  });

  test('Escape closes it and returns focus to the button', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('button', { name: words.menu });
    await menu.click();
    const mobileNav = page.getByRole('navigation', { name: words.landmarks.mobile, exact: true });
    await expect(mobileNav).toBeVisible();
    await mobileNav.getByRole('link', { name: menuLink('/about', 'en').label, exact: true }).focus();

    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(mobileNav).toBeHidden();
    await expect(menu).toBeFocused();
  });
});

test.describe('the header menus at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('Account lists Login and Register; Escape and a click outside close it', async ({ page }) => {
    await page.goto('/');
    const account = page.getByRole('button', { name: navigation.menus.account });
    const login = page.getByRole('link', { name: loginLabel!, exact: true });
    const register = page.getByRole('link', { name: registerLabel!, exact: true });
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await expect(login).toBeHidden();

    await account.click();
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    await expect(login).toBeVisible();
    await expect(login).toHaveAttribute('href', '/login');
    await expect(register).toBeVisible();
    await expect(register).toHaveAttribute('href', '/register');

    await page.keyboard.press('Escape');
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await expect(login).toBeHidden();
    await expect(account).toBeFocused();

    await account.click();
    await expect(login).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await expect(login).toBeHidden();
  });

  test('Language lists English', async ({ page }) => {
    await page.goto('/');
    const language = page.getByRole('button', { name: navigation.menus.language });
    await expect(language).toHaveAttribute('aria-expanded', 'false');
    await language.click();
    await expect(language).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: localeInfo('en').name, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: localeInfo('en').name, exact: true })).toBeHidden();
  });

  test('the Store link leads to the store', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: navigation.store.label, exact: true }).click();
    await expect(page).toHaveURL('/store');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  for (const [path, current] of [
    ['/', menuLink('/', 'en').label],
    ['/about', menuLink('/about', 'en').label],
    ['/services/toys-games', menuLink('/services', 'en').label],
    ['/get-quote', menuLink('/get-quote', 'en').label],
  ] as const) {
    test(`the main navigation marks ${current} as the current page on ${path}`, async ({ page }) => {
      await page.goto(path);
      const nav = page.getByRole('navigation', { name: words.landmarks.main, exact: true });
      await expect(nav.getByRole('link', { name: current, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    });
  }
});

test('every footer offering leads to a page that describes it', async ({ page }) => {
  await page.goto('/');
  const offerings = page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: getSite('en').footer.offerings, exact: true })
    .getByRole('link');
  await expect(offerings).toHaveCount(navigation.offerings.length);
  const targets = await offerings.evaluateAll((links) =>
    links.map((link) => ({ name: link.textContent?.trim() ?? '', href: link.getAttribute('href') ?? '' })),
  );

  for (const { name, href } of targets) {
    await test.step(name, async () => {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
      const url = new URL(href, page.url());
      await expect(page).toHaveURL(url.href);
      const response = await page.request.get(url.pathname);
      expect(response.status(), `${url.pathname} exists`).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (url.hash) await expect(page.locator(`[id="${decodeURIComponent(url.hash.slice(1))}"]`)).toBeVisible();
    });
  }
});

test.describe('loading order at 390 px', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  // scripts/after-paint.mjs: a page is drawn before its JavaScript is even fetched, and then it
  // hydrates. The first contentful paint's time is when it reached the screen; a resource's
  // startTime is when its fetch began, on the same clock.
  for (const path of ['/', '/get-quote', '/blog']) {
    test(`${path} paints before it fetches its scripts, then responds`, async ({ page }) => {
      await page.goto(path);
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/_next\/static\/.+\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
      }));
      expect(timing.paint, 'first contentful paint').not.toBeNull();
      expect(timing.scripts.length, 'scripts fetched').toBeGreaterThan(0);
      for (const script of timing.scripts)
        expect(script.start, `${script.name} fetched after the first paint`).toBeGreaterThanOrEqual(timing.paint ?? Infinity);

      const menu = page.getByRole('button', { name: words.menu });
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('navigation', { name: words.landmarks.mobile, exact: true })).toBeVisible();
    });
  }
});
