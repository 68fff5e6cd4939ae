import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { getCatalogue } from '@/content/catalogue';
import { getContact } from '@/content/contact';
import { getQuotePage } from '@/content/get-quote';
import { getInterface } from '@/content/interface';
import { defaultLocale, localePath } from '@/content/locale-path';
import { locales } from '@/content/locales';
import { getNavigation } from '@/content/navigation';
import { getSearch } from '@/content/search';
import { getSite } from '@/content/site';
import { expect, test } from './fixtures';
import { routes, categorySlugs } from './routes';
import { startingWith, templatePattern } from './words';

const site = getSite('en');

// axe on every kind of page at a phone and a desktop width (a category and an article stand for
// the others of their kind), on the home, contact and quote pages in every other language (below), and with
// the menus, the search box, the policy dialog, the contact form's errors and an empty store filter
// open: no violation of any impact. One test per page scans both widths in the same tab, to keep
// the run short. One h1, the landmarks and the skip link of every page in every language:
// scripts/check-pages.mjs.

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const phone = { width: 375, height: 812 };
const desktop = { width: 1440, height: 900 };

const blogSlugs = readdirSync(path.join(process.cwd(), 'content', 'blog', 'en'))
  .filter((file) => file.endsWith('.md'))
  .map((file) => file.replace(/\.md$/, ''))
  .sort();
const categoryPaths = new Set(categorySlugs.map((slug) => `/services/${slug}`));
/** One page of each kind: the first category for the 20. */
const kinds = routes.filter(({ path }) => !categoryPaths.has(path) || path === `/services/${categorySlugs[0]}`);

/**
 * axe cannot read the pixels of a background image, so it leaves the contrast of all text over
 * the page background unchecked. That image is a flat fill with contour lines drawn at low
 * opacity; for the scan it is swapped for its darkest colour (the fill under the strongest
 * line), a flat colour axe can check, and never lighter than any pixel of the real image.
 */
function darkestBackground(): string {
  const file = path.join(process.cwd(), 'public', site.images.background.src);
  const svg = readFileSync(file, 'utf8');
  const fill = /<rect\b[^>]*\bfill="#([0-9a-f]{6})"/i.exec(svg)?.[1];
  const stroke = /\bstroke="#([0-9a-f]{6})"/i.exec(svg)?.[1];
  const opacities = [...svg.matchAll(/\bstroke-opacity="([\d.]+)"/g)].map((match) => Number(match[1]));
  if (!fill || !stroke || opacities.length === 0) {
    throw new Error(`${file} is no longer a fill with translucent contour lines: update darkestBackground() in e2e/a11y.spec.ts`);
  }
  const alpha = Math.max(...opacities);
  const rgb = (hex: string) => [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16));
  const [under, line] = [rgb(fill), rgb(stroke)];
  return `rgb(${under.map((value, index) => Math.round(value * (1 - alpha) + (line[index] ?? 0) * alpha)).join(', ')})`;
}

const background = { file: path.basename(site.images.background.src), colour: darkestBackground() };

/** Runs axe on the page as it is now; returns one readable line group per violation. */
async function scan(page: Page, where: string): Promise<string[]> {
  // A transition still running (a dialog fading in) would give colour contrast half-faded colours.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getTiming().iterations !== Infinity)
          .map((a) => a.finished),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]).catch(() => undefined),
  );
  await page.evaluate(({ file, colour }) => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (!getComputedStyle(element).backgroundImage.includes(file)) continue;
      element.style.setProperty('background-image', 'none', 'important');
      element.style.setProperty('background-color', colour, 'important');
    }
  }, background);
  const { violations, incomplete } = await new AxeBuilder({ page }).withTags(tags).analyze();
  // Contrast axe could not decide because of an image or gradient behind the text is unchecked text.
  const unchecked = incomplete
    .filter((result) => result.id === 'color-contrast')
    .flatMap((result) => result.nodes)
    .filter((node) => node.any.some((check) => /background (image|gradient)/i.test(check.message)))
    .map((node) => `[unchecked] color-contrast on ${where}: axe could not see the colour behind the text\n    ${node.target.join(' >> ')}`);
  return [
    ...unchecked,
    ...violations.map((violation) => {
      const nodes = violation.nodes
        .slice(0, 8)
        .map((node) => {
          const summary = node.failureSummary?.split('\n').slice(1, 3).join(' ').trim();
          return `    ${node.target.join(' >> ')}${summary ? `\n      ${summary}` : ''}`;
        })
        .join('\n');
      const more = violation.nodes.length > 8 ? `\n    … and ${violation.nodes.length - 8} more` : '';
      return `[${violation.impact ?? 'unknown'}] ${violation.id} on ${where}: ${violation.help}\n${nodes}${more}`;
    }),
  ];
}

function report(findings: string[]) {
  return `axe violations:\n\n${findings.join('\n\n')}\n`;
}

/** Clicks until the click has its effect: before hydration a button does nothing. */
async function openWith(trigger: Locator, opened: Locator) {
  await expect(async () => {
    if (!(await opened.isVisible())) await trigger.click();
    await expect(opened).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

/** What axe does not check: one h1, and the landmarks every page shares. */
async function structure(page: Page, where: string, mainName: string): Promise<string[]> {
  const findings: string[] = [];
  const count = async (locator: Locator, expected: number, what: string) => {
    const actual = await locator.count();
    if (actual !== expected) findings.push(`[structure] ${where}: ${actual} ${what}, expected ${expected}`);
  };
  await count(page.getByRole('heading', { level: 1 }), 1, 'h1');
  await count(page.getByRole('banner'), 1, 'banner landmarks');
  await count(page.getByRole('main'), 1, 'main landmarks');
  await count(page.getByRole('contentinfo'), 1, 'contentinfo landmarks');
  // Hidden below 1024 px, where the Menu button's panel stands in for it.
  await count(page.getByRole('navigation', { name: mainName, includeHidden: true }), 1, `navigation landmarks named ${mainName}`);
  const firstFocusable = await page.evaluate(
    () => document.querySelector('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])')?.outerHTML,
  );
  if (!firstFocusable?.includes('href="#main"'))
    findings.push(`[structure] ${where}: the first focusable element is not a skip link to #main: ${firstFocusable}`);
  await count(page.locator('main#main'), 1, 'main elements with id "main"');
  return findings;
}

async function scanAt(page: Page, url: string, locale = 'en', widths = [phone, desktop]): Promise<string[]> {
  await page.setViewportSize(widths[0]!);
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  const findings = await structure(page, url, getInterface(locale).landmarks.main);
  for (const [index, viewport] of widths.entries()) {
    if (index > 0) await page.setViewportSize(viewport);
    findings.push(...(await scan(page, `${url} at ${viewport.width} px`)));
  }
  return findings;
}

test.describe('axe on every kind of page at 375 and 1440 px', () => {
  // Two full scans a page; /store (161 products) took 25-32 s on a loaded 2-core CI machine.
  test.describe.configure({ timeout: 90_000 });

  for (const route of kinds) {
    test(route.path, async ({ page }) => {
      const findings = await scanAt(page, route.path);
      expect(findings, report(findings)).toEqual([]);
    });
  }

  for (const slug of blogSlugs.slice(0, 1)) {
    test(`/blog/${slug}`, async ({ page }) => {
      const findings = await scanAt(page, `/blog/${slug}`);
      expect(findings, report(findings)).toEqual([]);
    });
  }

  test.describe('the 404 page', () => {
    test.use({ allowedConsoleErrors: [/status of 404 \(Not Found\) \(http:\/\/[^/]+\/no-such-page\)$/] });

    test('/no-such-page', async ({ page }) => {
      const findings = await scanAt(page, '/no-such-page');
      expect(findings, report(findings)).toEqual([]);
    });
  });
});

// The other languages' pages differ from English in their words, not their layout: each home page
// at both widths (the desktop navigation, the phone's menu button), the forms at a phone's width,
// and a right-to-left language's forms at both (their layout is mirrored).
test.describe('axe in every other language (right to left among them)', () => {
  test.describe.configure({ timeout: 90_000 });
  for (const { code: locale, dir } of locales.filter(({ code }) => code !== defaultLocale)) {
    for (const route of ['/', '/contact', '/get-quote']) {
      const widths = route === '/' || dir === 'rtl' ? [phone, desktop] : [phone];
      test(`${localePath(locale, route)} at ${widths.map(({ width }) => width).join(' and ')} px`, async ({ page }) => {
        const findings = await scanAt(page, localePath(locale, route), locale, widths);
        expect(findings, report(findings)).toEqual([]);
      });
    }
  }
});

test.describe('axe with things open', () => {
  test('the mobile menu at 375 px', async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto('/services/textile-apparel');
    await openWith(
      page.getByRole('button', { name: getInterface('en').menu }),
      page.getByRole('navigation', { name: getInterface('en').landmarks.mobile, exact: true }),
    );
    const findings = await scan(page, '/services/textile-apparel at 375 px, mobile menu open');
    expect(findings, report(findings)).toEqual([]);
  });

  test('the Account and Language menus and the search box at 1440 px', async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto('/');
    const banner = page.getByRole('banner');
    const findings: string[] = [];

    await openWith(
      banner.getByRole('button', { name: getNavigation('en').menus.account }),
      banner.getByRole('link', { name: getNavigation('en').account[0]!.label, exact: true }),
    );
    findings.push(...(await scan(page, '/ at 1440 px, Account menu open')));
    await page.keyboard.press('Escape');

    await openWith(
      banner.getByRole('button', { name: getNavigation('en').menus.language }),
      banner.getByRole('link', { name: locales.find(({ code }) => code === 'en')!.name, exact: true }),
    );
    findings.push(...(await scan(page, '/ at 1440 px, Language menu open')));
    await page.keyboard.press('Escape');

    await openWith(banner.getByRole('button', { name: getSearch('en').header.toggle, exact: true }), banner.getByRole('searchbox'));
    await banner.getByRole('searchbox').fill('cotton');
    findings.push(...(await scan(page, '/ at 1440 px, search box open')));

    expect(findings, report(findings)).toEqual([]);
  });

  test('the policy dialog on /get-quote at 375 and 1440 px', async ({ page }) => {
    const findings: string[] = [];
    for (const viewport of [phone, desktop]) {
      await page.setViewportSize(viewport);
      await page.goto('/get-quote');
      const readMore = page
        .getByRole('main')
        .getByRole('button', { name: startingWith(getQuotePage('en').readMore, 'i') })
        .first();
      await openWith(readMore, page.getByRole('dialog'));
      findings.push(...(await scan(page, `/get-quote at ${viewport.width} px, policy dialog open`)));
    }
    expect(findings, report(findings)).toEqual([]);
  });

  test('the contact form after an empty submit at 375 and 1440 px', async ({ page }) => {
    const findings: string[] = [];
    for (const viewport of [phone, desktop]) {
      await page.setViewportSize(viewport);
      await page.goto('/contact');
      const submit = page
        .getByRole('main')
        .locator('form')
        .getByRole('button', { name: getContact('en').form.submit });
      await openWith(submit, page.getByRole('main').getByRole('alert').getByText(/\S/));
      await expect(page.getByRole('main').locator('[aria-invalid="true"]').first()).toBeVisible();
      findings.push(...(await scan(page, `/contact at ${viewport.width} px, errors shown`)));
    }
    expect(findings, report(findings)).toEqual([]);
  });

  test('the store with a filter that matches nothing at 375 and 1440 px', async ({ page }) => {
    const findings: string[] = [];
    for (const viewport of [phone, desktop]) {
      await page.setViewportSize(viewport);
      await page.goto('/store');
      await page.waitForLoadState('networkidle');
      const filter = page.getByRole('main').getByRole('searchbox');
      const status = page.getByRole('main').getByRole('status');
      await expect(async () => {
        await filter.fill('');
        await filter.fill('zzzz no such product');
        await expect(status).toHaveText(templatePattern(getCatalogue('en').store.status, { shown: '0' }), { timeout: 1000 });
      }).toPass({ timeout: 15_000 });
      findings.push(...(await scan(page, `/store at ${viewport.width} px, filter matching nothing`)));
    }
    expect(findings, report(findings)).toEqual([]);
  });
});
