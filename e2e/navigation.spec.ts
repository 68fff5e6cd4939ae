import { expect, test } from './fixtures';

test.describe('the mobile menu at 390 px', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('opens, closes after choosing a link, and controls its panel', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    const panelId = await menu.getAttribute('aria-controls');
    expect(panelId, 'aria-controls of the Menu button').toBeTruthy();
    await expect(page.locator(`[id="${panelId}"]`)).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobileNav).toBeVisible();
    await expect(page.locator(`[id="${panelId}"]`)).toBeVisible();

    await mobileNav.getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page).toHaveURL('/services');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(mobileNav).toBeHidden();
  });

  test('Escape closes it and returns focus to the button', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobileNav).toBeVisible();
    await mobileNav.getByRole('link', { name: 'About', exact: true }).focus();

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
    const account = page.getByRole('button', { name: 'Account' });
    const login = page.getByRole('link', { name: 'Login', exact: true });
    const register = page.getByRole('link', { name: 'Register', exact: true });
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
    const language = page.getByRole('button', { name: 'Language' });
    await expect(language).toHaveAttribute('aria-expanded', 'false');
    await language.click();
    await expect(language).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'English', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'English', exact: true })).toBeHidden();
  });

  test('the Store link leads to the store', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Store', exact: true }).click();
    await expect(page).toHaveURL('/store');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  for (const [path, current] of [
    ['/', 'Home'],
    ['/about', 'About'],
    ['/services/toys-games', 'Services'],
    ['/get-quote', 'Get Quote'],
  ] as const) {
    test(`the main navigation marks ${current} as the current page on ${path}`, async ({ page }) => {
      await page.goto(path);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: current, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    });
  }
});

test('every footer offering leads to a page that describes it', async ({ page }) => {
  await page.goto('/');
  const offerings = page.getByRole('contentinfo').getByRole('navigation', { name: 'Our offerings' }).getByRole('link');
  await expect(offerings).toHaveCount(5);
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

      const menu = page.getByRole('button', { name: 'Menu' });
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    });
  }
});
