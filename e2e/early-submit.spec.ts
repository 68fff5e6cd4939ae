import type { Page } from '@playwright/test';
import { getContact } from '@/content/contact';
import { getForms } from '@/content/forms';
import { getInterface } from '@/content/interface';
import { getLogin } from '@/content/login';
import { getQuote } from '@/content/quote';
import { getRegister } from '@/content/register';
import { getSite, phoneDisplay, whatsappUrl } from '@/content/site';
import { countryOptions } from '@/components/forms/countries';
import { fillTemplate } from '@/lib/template';
import { expect, test } from './fixtures';
import { holdScripts, recordFormPosts as formEndpoint } from './form-posts';
import { containing, exactly, startingWith } from './words';

// Pages paint before their scripts load (scripts/after-paint.mjs), so a visitor can fill a form
// and press Enter before it is live, or with JavaScript off. No field may reach a URL then, and
// nothing typed may be lost: the forms use method="dialog" (a submit that never navigates), an
// inline script holds an early submit (components/forms/held-submit.ts), and the form replays it
// once live. The test build posts forms to e2e/form-endpoint.mjs.

/** Every URL the page asks for, and the one in its address bar, must carry none of `values`. */
function watchUrls(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  return {
    expectClean(values: string[]) {
      const all = [...urls, page.url()];
      for (const value of values) {
        const forms = [value, encodeURIComponent(value), encodeURIComponent(value).replace(/%20/g, '+')];
        for (const url of all) for (const form of forms) expect(url, `no field in ${url}`).not.toContain(form);
      }
      expect(page.url(), 'the address bar has no query').not.toContain('?');
    },
  };
}

async function goLive(page: Page, release: () => void) {
  release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

const secret = 'correct horse battery';

/** The English forms' words, from content: staff may change any of them. */
const en = {
  forms: getForms('en'),
  contact: getContact('en').form,
  register: getRegister('en').form,
  login: getLogin('en'),
  quote: getQuote('en'),
};
const { name, email } = en.forms.fields;
const { email: companyEmail } = getSite('en');
const emirates = countryOptions('en').find(({ value }) => value === 'AE')!.label;

test.describe('a submit before the page is live', () => {
  test('/register: Enter in the password field puts nothing in a URL; once live, the check runs on what was typed', async ({ page }) => {
    const sent = await formEndpoint(page);
    const urls = watchUrls(page);
    const release = await holdScripts(page);
    await page.goto('/register', { waitUntil: 'domcontentloaded' });
    await page.getByLabel(name.label).fill('Jonas Weber');
    await page.getByLabel(email.label).fill('jonas@handel.example');
    await page.getByLabel(en.register.fields.password.label, { exact: true }).fill(secret);
    await page.getByLabel(en.register.fields.password.label, { exact: true }).press('Enter');
    await page.getByLabel(en.register.fields.password.label, { exact: true }).press('Enter');
    await expect(page.getByLabel(name.label)).toHaveValue('Jonas Weber');
    urls.expectClean([secret, 'jonas@handel.example', 'Jonas Weber']);

    await goLive(page, release);
    await expect(page.getByRole('main').getByRole('alert')).toContainText(en.forms.summary.other.split('{count}')[0]!);
    await expect(page.getByLabel(en.forms.fields.phone.label)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(name.label)).toHaveValue('Jonas Weber');
    await expect(page.getByLabel(en.register.fields.password.label, { exact: true })).toHaveValue(secret);
    urls.expectClean([secret, 'jonas@handel.example', 'Jonas Weber']);
    expect(sent).toEqual([]);
  });

  test('/login: Enter puts nothing in a URL; once live, the answer shows', async ({ page }) => {
    const urls = watchUrls(page);
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await page.getByLabel(email.label).fill('jonas@handel.example');
    await page.getByLabel(en.login.form.fields.password.label).fill(secret);
    await page.getByLabel(en.login.form.fields.password.label).press('Enter');
    urls.expectClean([secret, 'jonas@handel.example']);

    await goLive(page, release);
    await expect(page.getByRole('status').getByRole('heading', { name: en.login.form.notice.title })).toBeVisible();
    await expect(page.getByLabel(en.login.form.fields.password.label)).toHaveValue(secret);
    urls.expectClean([secret, 'jonas@handel.example']);
  });

  test('/contact: a double Enter loses nothing and, once live, sends exactly one message', async ({ page }) => {
    const sent = await formEndpoint(page);
    const urls = watchUrls(page);
    const release = await holdScripts(page);
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    await page.getByLabel(name.label).fill('Ayesha Khan');
    await page.getByLabel(email.label).fill('ayesha@example.org');
    await page.getByLabel(en.contact.fields.message.label, { exact: true }).fill('Two containers of towels to Hamburg.');
    await page.getByLabel(en.contact.fields.topic.label).fill('Terry towels');
    await page.getByLabel(en.contact.fields.topic.label).press('Enter');
    await page.getByLabel(en.contact.fields.topic.label).press('Enter');
    await expect(page.getByLabel(en.contact.fields.message.label, { exact: true })).toHaveValue('Two containers of towels to Hamburg.');
    expect(sent).toEqual([]);
    // While it waits, the page says so, once.
    const waiting = page.getByRole('status').filter({ hasText: getForms('en').heldSubmit });
    await expect(waiting).toHaveCount(1);
    await expect(waiting).toBeVisible();

    await goLive(page, release);
    await expect(page.getByRole('heading', { name: en.contact.sent.title })).toBeVisible();
    await expect(waiting).toHaveCount(0);
    // Time for a second POST to show up, were there one.
    await page.waitForTimeout(500);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      name: 'Ayesha Khan',
      email: 'ayesha@example.org',
      topic: 'Terry towels',
      message: 'Two containers of towels to Hamburg.',
    });
    urls.expectClean(['ayesha@example.org', 'Two containers of towels']);
  });

  test('/ar/contact: the waiting note is in the page’s language, and goes once the form has taken the submit', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/ar/contact', { waitUntil: 'domcontentloaded' });
    await page.locator('#contact-name').fill('عائشة خان');
    await page.locator('#contact-name').press('Enter');
    const waiting = page.getByRole('status').filter({ hasText: getForms('ar').heldSubmit });
    await expect(waiting).toBeVisible();
    await goLive(page, release);
    await expect(page.getByRole('main').getByRole('alert')).not.toBeEmpty();
    await expect(waiting).toHaveCount(0);
  });

  test('/get-quote: Enter before the page is live sends the request once, once it is', async ({ page }) => {
    const sent = await formEndpoint(page);
    const urls = watchUrls(page);
    const release = await holdScripts(page);
    await page.goto('/get-quote', { waitUntil: 'domcontentloaded' });
    await page.getByLabel(en.quote.fields.country.label).selectOption('AE');
    await page.getByLabel(startingWith(en.quote.fields.notes.label)).fill('Himalayan salt lamps, 2,000 pieces.');
    await page.getByLabel(email.label).fill('omar@trading.example');
    await page.getByLabel(name.label).fill('Omar Al Farsi');
    await page.getByLabel(name.label).press('Enter');
    urls.expectClean(['omar@trading.example', 'Omar Al Farsi', 'Himalayan']);
    expect(sent).toEqual([]);

    await goLive(page, release);
    await expect(page.getByRole('heading', { name: en.quote.sent.title })).toBeVisible();
    await page.waitForTimeout(500);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ country: emirates, name: 'Omar Al Farsi', email: 'omar@trading.example' });
    urls.expectClean(['omar@trading.example', 'Omar Al Farsi', 'Himalayan']);
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  const pages = [
    {
      path: '/register',
      fill: { [name.label]: 'Jonas Weber', [email.label]: 'jonas@handel.example' },
      enterIn: en.register.fields.confirmPassword.label,
      secretField: true,
      notice: en.forms.noScript.text,
    },
    {
      path: '/login',
      fill: { [email.label]: 'jonas@handel.example' },
      enterIn: en.login.form.fields.password.label,
      secretField: true,
      notice: en.login.form.noScript,
    },
    {
      path: '/contact',
      fill: { [name.label]: 'Ayesha Khan', [email.label]: 'ayesha@example.org' },
      enterIn: en.contact.fields.topic.label,
      secretField: false,
      notice: en.forms.noScript.text,
    },
    {
      path: '/get-quote',
      fill: { [email.label]: 'omar@trading.example' },
      enterIn: name.label,
      secretField: false,
      notice: en.forms.noScript.text,
    },
  ];

  for (const { path, fill, enterIn, secretField, notice } of pages) {
    test(`${path}: Enter changes nothing, the values stay, and the notice gives the addresses`, async ({ page }) => {
      const urls = watchUrls(page);
      let navigations = 0;
      page.on('framenavigated', () => {
        navigations += 1;
      });
      await page.goto(path);
      await expect(page.getByText(containing(notice))).toBeVisible();
      // In the notice: the footer lists the same channels.
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: fillTemplate(en.forms.noScript.email, { email: companyEmail }) })).toHaveAttribute(
        'href',
        `mailto:${companyEmail}`,
      );
      const whatsapp = `${fillTemplate(en.forms.noScript.whatsapp, { phone: phoneDisplay() })} ${getInterface('en').newTab}`;
      await expect(main.getByRole('link', { name: exactly(whatsapp) })).toHaveAttribute('href', whatsappUrl());

      for (const [label, value] of Object.entries(fill)) await page.getByLabel(label, { exact: true }).fill(value);
      const field = page.getByLabel(enterIn, { exact: true });
      await field.fill(secretField ? secret : 'Typed last');
      const before = navigations;
      await field.press('Enter');
      await page.waitForTimeout(500);

      expect(navigations, 'Enter does not navigate').toBe(before);
      for (const [label, value] of Object.entries(fill)) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
      await expect(field).toHaveValue(secretField ? secret : 'Typed last');
      urls.expectClean([secret, ...Object.values(fill), 'Typed last']);
      expect(page.url()).toMatch(new RegExp(`${path}$`));
    });
  }
});
