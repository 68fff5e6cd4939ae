import type { Locator, Page } from '@playwright/test';
import { getContact } from '@/content/contact';
import { getForms } from '@/content/forms';
import { getQuotePage } from '@/content/get-quote';
import { getInterface } from '@/content/interface';
import { locales } from '@/content/locales';
import { getNavigation } from '@/content/navigation';
import { getSearch } from '@/content/search';
import { getSite } from '@/content/site';
import { fillTemplate } from '@/lib/template';
import { expect, test } from './fixtures';
import { startingWith } from './words';

const site = getSite('en');

// A keyboard-only walk: the skip link, the header and its menus, the mobile menu, the policy
// dialog and the contact form, and a visible, unobscured focus ring on every Tab stop.

/** The English pages' words, from content: staff may change any of them. */
const navigation = getNavigation('en');
const words = getInterface('en');
const searchWords = getSearch('en').header;
const forms = getForms('en');
const contact = getContact('en').form;
const mainLinks = navigation.main.map(({ label }) => label);
const [loginLabel, registerLabel] = navigation.account.map(({ label }) => label);
const english = locales.find(({ code }) => code === 'en')!.name;

/** Keys do nothing until React has hydrated the header: wait for its props on the Search button. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const button = document.querySelector('button[aria-controls="site-search"]');
    return Boolean(button && Object.keys(button).some((key) => key.startsWith('__reactProps')));
  });
}

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 120, back = false } = {}) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached with ${max} presses of Tab`).toBeFocused({ timeout: 1 });
}

async function tab(page: Page, expected: Locator) {
  await page.keyboard.press('Tab');
  await expect(expected).toBeFocused();
}

type Stop = { name: string; outlineStyle: string; outlineWidth: number; visible: number; sampled: number };

/** What the focused element is called, how its focus ring looks, and how much of it is not covered. */
function describeFocus(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const label = element.getAttribute('aria-label') ?? element.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ?? '';
    const name = `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> "${label}"`;
    // A 3 × 3 grid over the box, in from the edges far enough to stay inside rounded corners.
    const xs = [0.2, 0.5, 0.8].map((f) => Math.min(Math.max(box.left + f * box.width, 0), innerWidth - 1));
    const ys = [0.2, 0.5, 0.8].map((f) => Math.min(Math.max(box.top + f * box.height, 0), innerHeight - 1));
    let visible = 0;
    let sampled = 0;
    for (const x of xs) {
      for (const y of ys) {
        sampled += 1;
        const hit = document.elementFromPoint(x, y);
        if (hit && (element.contains(hit) || hit.contains(element))) visible += 1;
      }
    }
    return { name, outlineStyle: style.outlineStyle, outlineWidth: parseFloat(style.outlineWidth), visible, sampled };
  });
}

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the first Tab reaches the skip link, and Enter moves focus to main', async ({ page }) => {
    await page.goto('/about');
    const skip = page.getByRole('link', { name: words.skipLink });
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The next Tab starts inside main, not back in the header.
    await page.keyboard.press('Tab');
    expect(await page.getByRole('main').evaluate((main) => main.contains(document.activeElement))).toBe(true);
  });

  test('Tab walks the header: logo, Search, Language, Account, Store, Quote, then the main navigation', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const banner = page.getByRole('banner');
    await tab(page, page.getByRole('link', { name: words.skipLink }));
    await tab(page, banner.getByRole('link', { name: startingWith(site.name) }));
    await tab(page, banner.getByRole('button', { name: searchWords.toggle, exact: true }));
    await tab(page, banner.getByRole('button', { name: navigation.menus.language }));
    await tab(page, banner.getByRole('button', { name: navigation.menus.account }));
    await tab(page, banner.getByRole('link', { name: navigation.store.label, exact: true }));
    await tab(page, banner.getByRole('link', { name: startingWith(navigation.quote.label) }));
    const nav = banner.getByRole('navigation', { name: words.landmarks.main, exact: true });
    for (const name of mainLinks) await tab(page, nav.getByRole('link', { name, exact: true }));
    await page.keyboard.press('Tab');
    expect(await page.getByRole('main').evaluate((main) => main.contains(document.activeElement))).toBe(true);
  });

  test('the Account menu: Enter and Space open it, Tab reaches Login and Register, Escape closes it', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const banner = page.getByRole('banner');
    const account = banner.getByRole('button', { name: navigation.menus.account });
    const login = banner.getByRole('link', { name: loginLabel!, exact: true });
    const register = banner.getByRole('link', { name: registerLabel!, exact: true });
    await tabTo(page, account);

    await page.keyboard.press('Enter');
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    await tab(page, login);
    await tab(page, register);
    await page.keyboard.press('Escape');
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await expect(login).toBeHidden();
    await expect(account).toBeFocused();

    await page.keyboard.press('Space');
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    await tab(page, login);
    await page.keyboard.press('Escape');
    await expect(account).toBeFocused();
    await expect(login).toBeHidden();

    // Tabbing on past the last item closes the menu, so it never covers what gets the focus next.
    await page.keyboard.press('Enter');
    await tab(page, login);
    await tab(page, register);
    await tab(page, banner.getByRole('link', { name: navigation.store.label, exact: true }));
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await expect(register).toBeHidden();

    // Enter on an item follows it.
    await tabTo(page, account, { back: true });
    await page.keyboard.press('Enter');
    await tab(page, login);
    await tab(page, register);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/register');
  });

  test('the Language menu opens with Space and closes with Escape', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const banner = page.getByRole('banner');
    const language = banner.getByRole('button', { name: navigation.menus.language });
    await tabTo(page, language);
    await page.keyboard.press('Space');
    await expect(language).toHaveAttribute('aria-expanded', 'true');
    await tab(page, banner.getByRole('link', { name: english, exact: true }));
    await page.keyboard.press('Escape');
    await expect(language).toHaveAttribute('aria-expanded', 'false');
    await expect(language).toBeFocused();
  });

  test('the search box: Enter opens it with focus in the field, Escape closes it, a query opens /search', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const banner = page.getByRole('banner');
    const search = banner.getByRole('button', { name: searchWords.toggle, exact: true });
    const field = banner.getByRole('searchbox', { name: searchWords.label });
    await tabTo(page, search);
    await page.keyboard.press('Enter');
    await expect(field).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(field).toBeHidden();
    await expect(search).toBeFocused();

    // Leaving the open box by Tab closes it: it lies over the navigation that comes next.
    await page.keyboard.press('Enter');
    await expect(field).toBeFocused();
    await tab(page, banner.getByRole('button', { name: searchWords.submit, exact: true }).and(page.locator('[type="submit"]')));
    await page.keyboard.press('Tab');
    await expect(field).toBeHidden();

    await tabTo(page, search, { back: true });
    await page.keyboard.press('Enter');
    await page.keyboard.type('cotton');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/search?q=cotton');
  });

  test('the policy dialog: Enter opens it, Tab and Shift+Tab stay inside, Escape closes it and focus returns', async ({ page }) => {
    await page.goto('/get-quote');
    await hydrated(page);
    const readMore = page
      .getByRole('main')
      .getByRole('button', { name: startingWith(getQuotePage('en').readMore) })
      .first();
    await tabTo(page, readMore, { max: 200 });
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement));
    expect(await focusInside()).toBe(true);

    const close = dialog.getByRole('button', { name: words.close });
    // The scrollable policy text is a Tab stop of its own, so the arrow keys can scroll it.
    const text = dialog.locator('[tabindex="0"]');
    await tab(page, close);
    await tab(page, text);
    await tab(page, close);
    await page.keyboard.press('Shift+Tab');
    await expect(text).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(close).toBeFocused();
    for (let presses = 0; presses < 5; presses += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInside(), `focus inside the dialog after ${presses + 1} Tabs`).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(readMore).toBeFocused();

    // The Close button, pressed with Space, closes it too.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await tab(page, close);
    await page.keyboard.press('Space');
    await expect(dialog).toBeHidden();
    await expect(readMore).toBeFocused();
  });

  test('the contact form, by keyboard only: errors focus the first invalid field, then it sends', async ({ page }) => {
    await page.goto('/contact');
    await hydrated(page);
    const main = page.getByRole('main');
    const name = main.getByLabel(forms.fields.name.label);
    const email = main.getByLabel(forms.fields.email.label);
    const subject = main.getByLabel(contact.fields.topic.label);
    const message = main.getByLabel(contact.fields.message.label, { exact: true });
    const submit = main.getByRole('button', { name: contact.submit });

    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(main).toBeFocused();
    await tab(page, name);

    // Enter in an empty field submits the form: every error shows and the first field has the focus.
    await page.keyboard.press('Enter');
    await expect(main.getByRole('alert')).toContainText(fillTemplate(forms.summary.other, { count: 4 }));
    await expect(name).toBeFocused();

    await page.keyboard.type('Ayesha Khan');
    await tab(page, email);
    await page.keyboard.type('ayesha@example');
    await tab(page, subject);
    await page.keyboard.type('Terry towels');
    await tab(page, message);
    await page.keyboard.type('Two containers of towels to Hamburg.');
    await tab(page, submit);
    await page.keyboard.press('Enter');
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(main.getByRole('alert')).toContainText(fillTemplate(forms.summary.one, { count: 1 }));

    await page.keyboard.type('.org');
    await tabTo(page, submit);
    await page.keyboard.press('Space');
    const sent = main.getByRole('heading', { name: contact.sent.title });
    await expect(sent).toBeVisible();
    await expect(sent).toBeFocused();
  });

  for (const path of ['/', '/get-quote', '/contact', '/services/textile-apparel']) {
    test(`every Tab stop on ${path} shows a focus ring and is not covered`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(path);
      await hydrated(page);
      await assertFocusRingsOnEveryStop(page);
    });
  }
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the mobile menu by keyboard: open, walk, Escape, and follow a link', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const banner = page.getByRole('banner');
    const menu = banner.getByRole('button', { name: words.menu });
    await tab(page, page.getByRole('link', { name: words.skipLink }));
    await tab(page, banner.getByRole('link', { name: startingWith(site.name) }));
    await tab(page, banner.getByRole('button', { name: searchWords.toggle, exact: true }));
    await tab(page, banner.getByRole('link', { name: startingWith(navigation.quote.label) }));
    await tab(page, menu);

    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const mobile = banner.getByRole('navigation', { name: words.landmarks.mobile, exact: true });
    const languages = locales.map(({ name }) => name);
    for (const name of [...mainLinks, navigation.store.label, loginLabel!, registerLabel!, ...languages])
      await tab(page, mobile.getByRole('link', { name, exact: true }));
    await page.keyboard.press('Shift+Tab');
    await expect(mobile.getByRole('link', { name: languages.at(-2), exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(mobile).toBeHidden();
    await expect(menu).toBeFocused();

    // Tabbing out past the last link closes it: the panel would cover the page behind it.
    await page.keyboard.press('Space');
    await expect(mobile).toBeVisible();
    await tabTo(page, mobile.getByRole('link', { name: languages.at(-1), exact: true }));
    await page.keyboard.press('Tab');
    await expect(mobile).toBeHidden();
    expect(await page.getByRole('main').evaluate((main) => main.contains(document.activeElement))).toBe(true);

    await tabTo(page, menu, { back: true });
    await page.keyboard.press('Enter');
    await tab(page, mobile.getByRole('link', { name: mainLinks[0]!, exact: true }));
    await tab(page, mobile.getByRole('link', { name: mainLinks[1]!, exact: true }));
    await tab(page, mobile.getByRole('link', { name: mainLinks[2]!, exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(navigation.main[2]!.href);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  for (const path of ['/', '/contact']) {
    test(`every Tab stop on ${path} shows a focus ring and is not covered`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      await assertFocusRingsOnEveryStop(page);
    });
  }
});

/**
 * Tabs through the whole page, forwards and then backwards: every stop has a visible outline
 * (the accent ring) and is not covered by the sticky header or the chat button.
 */
async function assertFocusRingsOnEveryStop(page: Page) {
  const problems: string[] = [];
  let first: string | null = null;
  let stops = 0;
  for (const key of ['Tab', 'Shift+Tab']) {
    const seen = new Set<string>();
    for (let presses = 0; presses < 400; presses += 1) {
      await page.keyboard.press(key);
      const stop = await describeFocus(page);
      if (!stop) break;
      const id = `${stop.name}@${await page.evaluate(() => {
        const box = document.activeElement!.getBoundingClientRect();
        return Math.round(box.top + scrollY) * 10_000 + Math.round(box.left + scrollX);
      })}`;
      if (key === 'Tab' && first === null) first = id;
      else if (key === 'Tab' && id === first) break;
      if (seen.has(id)) break;
      seen.add(id);
      stops += 1;
      if (stop.outlineStyle === 'none' || stop.outlineWidth < 2) {
        problems.push(`${key}: ${stop.name} has outline ${stop.outlineStyle} ${stop.outlineWidth}px`);
      }
      if (stop.visible < stop.sampled) {
        problems.push(`${key}: ${stop.name} is covered at ${stop.sampled - stop.visible} of ${stop.sampled} points`);
      }
    }
  }
  expect(stops, 'Tab stops walked').toBeGreaterThan(10);
  expect(problems, problems.join('\n')).toEqual([]);
}
