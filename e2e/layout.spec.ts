import type { Page } from '@playwright/test';
import { firstChat, getChannels } from '@/content/channels';
import { getInterface } from '@/content/interface';
import { localePath } from '@/content/locale-path';
import { getNotFound } from '@/content/not-found';
import { getNavigation } from '@/content/navigation';
import { locales } from '@/content/locales';
import { getRepoPosts } from '@/content/posts';
import { getCategories } from '@/content/categories';
import { getSite } from '@/content/site';
import { addressLine } from '@/lib/address';
import { fillTemplate } from '@/lib/template';
import { expect, test } from './fixtures';
import { routes, categorySlugs } from './routes';
import { containing, escapeRegExp, exactly, startingWith, templatePattern } from './words';

const services = getCategories('en');
const site = getSite('en');

const navigation = getNavigation('en');
const words = getInterface('en');
const phone = getChannels('en').find(({ key }) => key === 'phone');
const chatChannel = firstChat('en');
// From the first year of content/site.yml, or from it to the build's year (components/layout/footer.tsx).
const copyright = templatePattern(site.footer.copyright, {
  years: `${site.copyrightYear}(–\\d{4})?`,
  legalName: escapeRegExp(site.legalName),
});
const exact = (links: { label: string }[]) => links.map(({ label }) => exactly(label));

test('the content has a category for each of the 20 slugs of the spec', () => {
  expect(services.map((service) => service.slug).sort()).toEqual([...categorySlugs].sort());
});

// The header and footer every page shares, on one page of each kind: a category page stands for the
// 20 (they differ in content, which scripts/check-pages.mjs reads on every page: one h1, the
// landmarks). Every kind of page in every language at phone and tablet widths: below.
const categoryPaths = new Set(categorySlugs.map((slug) => `/services/${slug}`));
const sampled = routes.filter(({ path }) => !categoryPaths.has(path) || path === `/services/${categorySlugs[0]}`);

for (const route of sampled) {
  test.describe(`layout on ${route.path}`, () => {
    test('header, one h1, footer and chat link at 1440 px', async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);

      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveCount(1);
      await expect(h1).toHaveText(route.h1);

      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: site.name })).toHaveAttribute('href', '/');
      const nav = page.getByRole('navigation', { name: words.landmarks.main, exact: true });
      await expect(nav).toBeVisible();
      await expect(nav.getByRole('link')).toHaveText(exact(navigation.main));

      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('navigation', { name: site.footer.quickLinks, exact: true }).getByRole('link')).toHaveText(
        exact(navigation.footerQuick),
      );
      await expect(footer.getByRole('navigation', { name: site.footer.offerings, exact: true }).getByRole('link')).toHaveText(
        exact(navigation.offerings),
      );
      await expect(footer.getByText(copyright)).toBeVisible();
      await expect(footer.getByText(containing(addressLine(site)))).toBeVisible();
      const phoneLink = footer.getByRole('link', { name: exactly(`${phone!.label} ${phone!.value}`) });
      await expect(phoneLink).toBeVisible();
      await expect(phoneLink).toHaveAttribute('href', phone!.href!);
      await expect(phoneLink).toHaveAttribute('href', /^tel:\+\d+$/);

      const chat = page.getByRole('link', { name: startingWith(fillTemplate(words.chat.label, { channel: chatChannel!.label }), 'i') });
      // At the page's end, where it rests (on a product page it steps aside while the product's actions are on screen).
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      await expect(chat).toBeVisible();
      // The chat itself; on a product page with a message naming the product (e2e/product-page.spec.ts).
      await expect(chat).toHaveAttribute('href', new RegExp(`^${escapeRegExp(chatChannel!.href)}(\\?text=.+)?$`));
      await expect(chat).toHaveAttribute('href', /^https:\/\/(wa\.me|t\.me)\/\w+(\?text=.+)?$/);
      await expect(chat).toHaveAttribute('target', '_blank');
      await expect(chat).toHaveAttribute('rel', /\bnoopener\b/);
      await expect(chat).toHaveAttribute('rel', /\bnoreferrer\b/);
    });
  });
}

test.describe('an unknown route', () => {
  test.use({ allowedConsoleErrors: [/status of 404 \(Not Found\) \(http:\/\/[^/]+\/no-such-page\)$/] });

  test('answers 404 with a way back home', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const home = page.getByRole('main').getByRole('link', { name: getNotFound('en').home.label, exact: true });
    await expect(home).toHaveAttribute('href', '/');
    await home.click();
    await expect(page).toHaveURL('/');
  });
});

// A busy phone's parser can stop halfway through the header and the browser paint what it has: the
// header's buttons then arrived one by one, each pushing the others aside (a layout shift). The
// first frame waits for the whole header (components/layout/site-shell.tsx). The processor is slowed
// 6× so that the parser does stop: without the wait, most loads painted part of the header.
for (const width of [375, 1280]) {
  test(`at ${width} px a slow phone's first frame already holds every button of the header`, async ({ page }) => {
    await page.setViewportSize({ width, height: 720 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.addInitScript(() => {
      const visibleControls = () =>
        Array.from(document.querySelectorAll('header a, header button')).filter((control) => control.getClientRects().length > 0).length;
      requestAnimationFrame(() => {
        (window as unknown as { __firstFrame: number }).__firstFrame = visibleControls();
      });
    });
    await page.goto(`/ar${routes.find(({ path }) => path.startsWith('/services/'))!.path}`);
    await page.waitForLoadState('load');
    const [first, last] = await page.evaluate(() => [
      (window as unknown as { __firstFrame: number }).__firstFrame,
      Array.from(document.querySelectorAll('header a, header button')).filter((control) => control.getClientRects().length > 0).length,
    ]);
    expect(last).toBeGreaterThan(1);
    expect(first, 'header links and buttons in the first frame').toBe(last);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });
}

// Every kind of page in every language at a phone's and a tablet's width, each address opened once
// and the widths tried by resizing it (the layout follows the viewport's media queries):
// - no page is wider than the screen: a long word (Russian "Удовлетворённость", a French compound)
//   hyphenates or wraps instead of pushing the page sideways;
// - the floating chat button covers no link, button or field on the first screen or the last one
//   (content passes beneath it while scrolling; components/layout/chat-link.tsx).
// Each of the 20 categories and each article is opened in one language, in turn round the languages.

/** The widths, with a screen height a device of that width has (iPhone SE, iPhone 8, iPad). */
const screens = [
  { width: 320, height: 568 },
  { width: 375, height: 667 },
  { width: 768, height: 1024 },
];
const categories = new Set(categorySlugs.map((slug) => `/services/${slug}`));
const articles = getRepoPosts('en').map(({ href }) => href);
/** The 404 page is a kind of page too. */
const missing = '/no-such-page';
const everyLanguage = [...routes.map(({ path }) => path).filter((path) => !categories.has(path)), articles[0]!, missing];
/** The pages opened in the `index`th language: every kind of page, and its turn of the categories and articles. */
const pagesIn = (index: number) => {
  const turn = [...categories, ...articles.slice(1)];
  return [...everyLanguage, ...turn.filter((_, at) => at % locales.length === index)];
};

/**
 * At this viewport size, in one call (each round trip costs on a loaded machine): on the first
 * screen, halfway down a long page and on the last screen, what the chat button covers (every
 * focusable element whose box meets the part of the button on screen), and whether it is in view
 * halfway and at the end. Returns the problems found.
 */
async function chatProblems(button: HTMLElement): Promise<string[]> {
  const problems: string[] = [];
  // A scroll moves the page at once; the link steps aside (chat-link.css) at the next frame.
  const scroll = (top: number) => {
    window.scrollTo({ top, behavior: 'instant' });
    return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  };
  const hidden = () => getComputedStyle(button).visibility === 'hidden';
  const focusable = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';
  const onScreen = () => {
    const box = button.getBoundingClientRect();
    return { left: box.left, right: box.right, top: Math.max(box.top, 0), bottom: Math.min(box.bottom, window.innerHeight) };
  };
  const covered = (where: string) => {
    const own = onScreen();
    // Below the first screen, the button is not on it (components/layout/chat-link.tsx), and while a product's
    // actions are on screen it steps aside (chat-link.css): it covers nothing there.
    if (own.bottom <= own.top || hidden()) return;
    for (const element of document.querySelectorAll<HTMLElement>(focusable)) {
      if (element === button || !element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const meets = [...element.getClientRects()].some(
        (rect) => rect.right > own.left + 1 && rect.left < own.right - 1 && rect.bottom > own.top + 1 && rect.top < own.bottom - 1,
      );
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
      if (meets) problems.push(`${where}: covers <${element.localName}> "${name}"`);
    }
  };
  const inView = (where: string) => {
    const own = onScreen();
    if (own.bottom - own.top < button.getBoundingClientRect().height - 1 || hidden()) problems.push(`${where}: not in view`);
  };
  const length = document.documentElement.scrollHeight;
  covered('first screen');
  // On a long page it floats: in view halfway down, over whatever passes beneath.
  if (length > 3 * window.innerHeight) {
    await scroll(length / 2);
    inView('halfway down');
  }
  await scroll(length);
  inView('last screen');
  covered('last screen');
  await scroll(0);
  return problems;
}

/** How far the document is wider than the viewport, in px (reading scrollWidth lays the page out at the new size). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('every kind of page at phone and tablet widths', () => {
  test.use({ allowedConsoleErrors: [/status of 404 \(Not Found\) \(http:\/\/[^/]+\/([a-z-]+\/)?no-such-page\)$/] });

  for (const [index, { code, name }] of locales.entries()) {
    const paths = pagesIn(index);
    const sizes = screens.map(({ width }) => width).join(', ');
    test(`in ${name} (${code}): no page is wider than the screen, and the chat button covers nothing on the first or last screen, at ${sizes} px`, async ({
      page,
    }) => {
      // About 2 s a page here; a loaded machine (CI's two cores) may take several.
      test.setTimeout(paths.length * 15_000);
      // includeHidden: on a product page's first screen the link steps aside, out of the accessibility tree.
      const chat = page
        .getByRole('complementary', { name: getInterface(code).chat.landmark, exact: true })
        .getByRole('link', { includeHidden: true });
      const hasChat = firstChat(code) !== undefined;
      const problems: string[] = [];
      for (const path of paths) {
        await page.setViewportSize(screens[0]!);
        const url = localePath(code, path);
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(path === missing ? 404 : 200);
        await page.evaluate(() => document.fonts.ready);
        // Chinese pages lead with WeChat, which no link opens: no chat button there (content/channels.ts firstChat).
        await expect(chat, url).toHaveCount(hasChat ? 1 : 0);
        for (const size of screens) {
          await page.setViewportSize(size);
          const wider = await overflow(page);
          if (wider > 0) problems.push(`${url} at ${size.width} px: ${size.width + wider} px wide`);
          if (hasChat)
            for (const problem of await chat.evaluate(chatProblems)) problems.push(`${url} at ${size.width} px, chat button, ${problem}`);
        }
      }
      expect(problems, 'pages wider than the screen, and what the chat button covers').toEqual([]);
    });
  }
});
