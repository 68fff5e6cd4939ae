import type { Locator, Page } from '@playwright/test';
import { getBlog } from '@/content/blog';
import { firstChat } from '@/content/channels';
import { getInterface } from '@/content/interface';
import { getQuote } from '@/content/quote';
import { getRegister } from '@/content/register';
import { getSearch } from '@/content/search';
import { fillTemplate } from '@/lib/template';
import { expect, test } from './fixtures';
import { startingWith } from './words';

const blog = getBlog('en');
/** The English pages' chat link, named by content/interface.yml for the first chat channel. */
const chatName = startingWith(fillTemplate(getInterface('en').chat.label, { channel: firstChat('en')!.label }), 'i');
const quote = getQuote('en');
const register = getRegister('en');
const search = getSearch('en');

// Issue 13's visual defects: the open header search on top of the menu row, the floating chat
// link never over a focused field or button on a phone, the article title on the body's left edge,
// and the controls of a two-column form row level with each other.

type Box = { left: number; top: number; right: number; bottom: number };

const intersects = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** How many of `count` points along the element's vertical centre hit the element (or something inside it) first. */
function topmostAcross(target: Locator, count = 9) {
  return target.evaluate((element, count) => {
    const box = element.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const misses: string[] = [];
    for (let index = 0; index < count; index += 1) {
      // From 2 px in from the left edge to 2 px in from the right one.
      const x = box.left + 2 + ((box.width - 4) * index) / (count - 1);
      const hit = document.elementFromPoint(x, y);
      if (!hit || !element.contains(hit))
        misses.push(`${Math.round(x)}: <${hit?.localName ?? 'nothing'}> "${hit?.textContent?.trim().slice(0, 30) ?? ''}"`);
    }
    return misses;
  }, count);
}

test.describe('the open header search', () => {
  // One page, resized: the header follows the viewport (media queries), not the width it loaded at.
  test('is on top of the header and readable at 320, 375, 768, 1024 and 1440 px', async ({ page }) => {
    await page.goto('/about');
    for (const width of [320, 375, 768, 1024, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      const banner = page.getByRole('banner');
      const toggle = banner.getByRole('button', { name: search.header.toggle, exact: true }).and(page.locator('[aria-expanded]'));
      await toggle.click();
      const box = banner.getByRole('searchbox', { name: search.header.label });
      await expect(box).toBeFocused();
      await expect(box).toHaveAttribute('placeholder', search.header.placeholder);
      await box.clear(); // what the last width typed

      // The placeholder, then what is typed: no menu link or anything else paints over the field.
      expect(await topmostAcross(box), 'points of the empty field covered by something else').toEqual([]);
      await box.fill('cotton towels');
      expect(await topmostAcross(box), 'points of the filled field covered by something else').toEqual([]);
      const submit = banner.getByRole('search').getByRole('button', { name: search.header.submit });
      expect(await topmostAcross(submit, 5), 'points of the submit button covered by something else').toEqual([]);

      // Inside the screen, wide enough to read, the field and its button on one line.
      const field = (await box.boundingBox())!;
      const button = (await submit.boundingBox())!;
      expect(field.x).toBeGreaterThanOrEqual(0);
      expect(button.x + button.width).toBeLessThanOrEqual(width);
      expect(field.width).toBeGreaterThanOrEqual(Math.min(200, width * 0.5));
      expect(Math.abs(field.y + field.height / 2 - (button.y + button.height / 2))).toBeLessThanOrEqual(1);

      await page.keyboard.press('Escape');
      await expect(box).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();
    }
  });

  test('opened from the keyboard, the field shows its focus ring', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/');
    const banner = page.getByRole('banner');
    const toggle = banner.getByRole('button', { name: search.header.toggle, exact: true }).and(page.locator('[aria-expanded]'));
    await toggle.focus();
    await page.keyboard.press('Enter');
    const box = banner.getByRole('searchbox', { name: search.header.label });
    await expect(box).toBeFocused();
    const ring = await box.evaluate((element) => {
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(ring.style).not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(2);
  });
});

/** The chat link's box, or null while it is not shown. */
function chatBox(page: Page): Promise<Box | null> {
  // includeHidden: while it steps aside it is display: none, out of the accessibility tree.
  return page.getByRole('link', { name: chatName, includeHidden: true }).evaluate((link) => {
    const box = link.getBoundingClientRect();
    if (getComputedStyle(link).display === 'none' || box.width === 0) return null;
    return { left: box.left, top: box.top, right: box.right, bottom: box.bottom };
  });
}

test.describe('the floating chat link on a phone', () => {
  for (const width of [320, 375]) {
    for (const path of ['/contact', '/register', '/get-quote']) {
      test(`never covers a focused field or button of ${path} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 700 });
        await page.goto(path);
        // At rest the link is there: it steps aside only while something in a form is in use.
        expect(await chatBox(page)).not.toBeNull();

        const controls = page.getByRole('main').locator('form').locator('input, select, textarea, button, a[href]');
        const count = await controls.count();
        let checked = 0;
        for (let index = 0; index < count; index += 1) {
          const control = controls.nth(index);
          if (!(await control.isVisible()) || (await control.isDisabled())) continue;
          await control.scrollIntoViewIfNeeded();
          await control.focus();
          const box = await control.evaluate((element) => {
            const rect = element.getBoundingClientRect();
            return { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
          });
          const chat = await chatBox(page);
          const name = await control.evaluate(
            (element) =>
              `<${element.localName}${element.id ? `#${element.id}` : ''}> ${element.getAttribute('name') ?? element.textContent?.trim().slice(0, 30) ?? ''}`,
          );
          expect(chat && intersects(box, chat), `${name} is under the chat link`).toBeFalsy();
          checked += 1;
        }
        expect(checked, 'form controls checked').toBeGreaterThan(3);

        // Nothing focused and scrolled to the end: the page's last line is clear of the link.
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const chat = await chatBox(page);
        expect(chat).not.toBeNull();
        const last = await page
          .getByRole('contentinfo')
          .locator('p')
          .last()
          .evaluate((element) => {
            const rect = element.getBoundingClientRect();
            return { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
          });
        expect(intersects(last, chat!), "the footer's last line is under the chat link").toBe(false);
      });
    }
  }
});

test.describe('an article', () => {
  for (const width of [375, 1440]) {
    test(`title block, body, and call to action share one left edge at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/blog/payment-terms-and-samples');
      const article = page.getByRole('article');
      const left = async (locator: Locator) => (await locator.boundingBox())!.x;
      const title = await left(article.getByRole('heading', { level: 1 }));
      const back = await left(article.getByRole('link', { name: blog.article.back }).first());
      // The body's first paragraph: the first <p> after the article's header.
      const paragraph = await left(article.locator('header ~ div p').first());
      const aside = await left(article.getByRole('complementary'));
      expect(Math.abs(title - paragraph), `title at ${title} px, body at ${paragraph} px`).toBeLessThanOrEqual(1);
      expect(Math.abs(back - paragraph)).toBeLessThanOrEqual(1);
      expect(Math.abs(aside - paragraph)).toBeLessThanOrEqual(1);
    });
  }
});

/** Pairs of text controls side by side whose boxes overlap in height: the top edges that differ. */
function unevenRows(page: Page) {
  return page.getByRole('main').evaluate((main) => {
    const controls = [...main.querySelectorAll<HTMLElement>('form input:not([type=radio], [type=checkbox], [type=hidden]), form select')]
      .map((element) => ({ id: element.id, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0);
    const pairs: string[] = [];
    const uneven: string[] = [];
    for (const a of controls) {
      for (const b of controls) {
        const sideBySide = a.box.right <= b.box.left;
        const overlapping = a.box.top < b.box.bottom && b.box.top < a.box.bottom;
        if (!sideBySide || !overlapping) continue;
        pairs.push(`${a.id} | ${b.id}`);
        const offset = Math.abs(a.box.top - b.box.top);
        if (offset > 1) uneven.push(`${a.id} | ${b.id}: ${offset.toFixed(1)} px`);
      }
    }
    return { pairs, uneven };
  });
}

test.describe('two-column form rows', () => {
  const forms = [
    {
      path: '/get-quote',
      submit: quote.submit,
      pairs: ['quote-country | quote-port', 'quote-incoterm | quote-date', 'quote-name | quote-company', 'quote-email | quote-phone'],
    },
    {
      path: '/register',
      submit: register.form.submit,
      pairs: ['register-name | register-email', 'register-phone | register-country', 'register-password | register-confirm-password'],
    },
  ];
  for (const width of [1024, 1440]) {
    for (const form of forms) {
      test(`have level controls on ${form.path} at ${width} px, with and without errors`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(form.path);
        const before = await unevenRows(page);
        expect(before.pairs).toEqual(expect.arrayContaining(form.pairs));
        expect(before.uneven).toEqual([]);

        // An empty submit shows errors under some fields and not their neighbours.
        await page.getByRole('main').locator('form').getByRole('button', { name: form.submit }).click();
        await expect(page.getByRole('main').locator('[aria-invalid="true"]').first()).toBeVisible();
        const after = await unevenRows(page);
        expect(after.pairs).toEqual(expect.arrayContaining(form.pairs));
        expect(after.uneven).toEqual([]);
      });
    }
  }
});
