import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { getContact } from '@/content/contact';
import { getCatalogue } from '@/content/catalogue';
import { getCategories } from '@/content/categories';
import { getForms } from '@/content/forms';
import { getQuote } from '@/content/quote';
import { getRegister } from '@/content/register';
import { defaultLocale, localePath } from '@/content/locale-path';
import { localeInfo } from '@/content/locales';
import { languageLine } from '@/components/forms/message-copy';
import { startSite, type Site } from '../tests/functions/harness';
import { scratchSite } from './cms-scratch';
import { expect, test } from './fixtures';
import { sampledLocales } from './routes';
import { containing } from './words';

// The company's inbox, end to end (issue 33, docs/inbox.md): a scratch copy of the site built with the
// inbox on (NEXT_PUBLIC_ENQUIRY_INBOX=1) in three languages of content/locales.yml (sampledLocales:
// English, Arabic and Chinese today), served with the Pages Functions under Cloudflare's own runtime
// (tests/functions/harness.ts: workerd, a local D1, Turnstile's and GitHub's stand-ins, the e-mail
// captured). A buyer sends the contact form in each language, a quote request and a trade-account
// application in one each; a staff member signs in with GitHub and finds each enquiry, in English,
// with the buyer's language named.
// Nothing leaves the machine: Turnstile's script is this test's stand-in, GitHub's sign-in page a redirect.

const root = process.cwd();
const port = 3110;
const assetsPort = 3111;
// localhost, not 127.0.0.1: the session cookie is Secure and __Host-, which a browser keeps for localhost over http.
const base = `http://localhost:${port}`;
/** The languages sampled from content/locales.yml: the first, one read right to left, and another. */
const { rightToLeft, another, all } = sampledLocales;
const languages = all.map(({ code }) => code);
const siteKey = '1x00000000000000000000AA'; // Turnstile's published test key that always passes

let scratch = '';
let files: ChildProcess | undefined;
let site: Site | undefined;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: base });

test.beforeAll(async () => {
  test.setTimeout(15 * 60_000);
  const { buildSite, keepLanguages, keepProducts, scratchCopy } = await scratchSite();
  scratch = scratchCopy('inbox');
  keepLanguages(scratch, languages);
  keepProducts(scratch, 1);
  writeFileSync(path.join(scratch, '.env.production.local'), `NEXT_PUBLIC_ENQUIRY_INBOX=1\nNEXT_PUBLIC_TURNSTILE_SITE_KEY=${siteKey}\n`);
  const started = Date.now();
  await buildSite(scratch);
  console.log(`inbox: the site with the inbox on built in ${Math.round((Date.now() - started) / 1000)} s`);
  files = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs'), path.join(scratch, 'out'), String(assetsPort)], {
    stdio: 'ignore',
  });
  site = await startSite(
    { TURNSTILE_HOSTNAMES: 'localhost' },
    {
      host: '127.0.0.1',
      port,
      // The site's files, as Pages serves them beside the functions.
      assets: async (request: { url: string }) => {
        const url = new URL(request.url);
        return (await fetch(`http://127.0.0.1:${assetsPort}${url.pathname}${url.search}`, { redirect: 'manual' })) as never;
      },
    },
  );
  for (let tries = 0; tries < 100; tries += 1) {
    if (
      await fetch(`${base}/contact`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the scratch site did not answer at ${base}`);
});

test.afterAll(async () => {
  await site?.dispose();
  files?.kill('SIGTERM');
  if (scratch && existsSync(scratch)) rmSync(scratch, { recursive: true, force: true });
});

test.beforeEach(async ({ page }) => {
  // Turnstile's script, as its API behaves for a visitor it need not ask: a token for the form's action at once.
  await page.exposeFunction('turnstileToken', (action: string) => site!.siteverify.token({ hostname: 'localhost', action }));
  await page.route('https://challenges.cloudflare.com/turnstile/v0/api.js*', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.turnstile = {
        render(element, options) { window.turnstileToken(options.action).then((token) => options.callback(token)); return 'widget'; },
        reset() {},
      };`,
    }),
  );
  // GitHub's sign-in page: the staff member agrees, and GitHub sends them back with a code (the harness's GitHub answers for it).
  await page.route('https://github.com/login/oauth/authorize*', (route) => {
    const state = new URL(route.request().url()).searchParams.get('state') ?? '';
    return route.fulfill({ status: 302, headers: { Location: `${base}/api/callback/inbox?code=code-staff-member&state=${state}` } });
  });
});

for (const code of languages) {
  test(`the contact form in ${localeInfo(code).name} is kept in the inbox, once, and the company is told`, async ({ page }) => {
    const forms = getForms(code);
    const contact = getContact(code).form;
    const before = site!.mails.length;
    await page.goto(localePath(code, '/contact'));
    await page.getByLabel(forms.fields.name.label).fill(`Buyer ${code}`);
    await page.getByLabel(forms.fields.email.label).fill(`buyer-${code}@example.org`);
    await page.getByLabel(contact.fields.topic.label).fill(`Towels for ${code}`);
    await page.getByLabel(contact.fields.message.label, { exact: true }).fill('Two containers of terry towels to Hamburg.');
    await page.getByRole('button', { name: contact.submit }).click();
    await expect(page.getByRole('heading', { name: contact.sent.title })).toBeVisible();
    // Stored once, its language as the company reads it ("العربية (ar)").
    const rows = await site!.query<{ language: string; form: string; email: string }>(
      'SELECT language, form, email FROM enquiries WHERE email = ?',
      `buyer-${code}@example.org`,
    );
    expect(rows).toEqual([{ language: languageLine(code).value, form: 'contact', email: `buyer-${code}@example.org` }]);
    await expect.poll(() => site!.mails.length).toBe(before + 1);
    expect(site!.mails.at(-1)!.raw).toContain(`buyer-${code}@example.org`);
  });
}

test(`a quote request in ${another.name} keeps its product line`, async ({ page }) => {
  const { code } = another;
  const forms = getForms(code);
  const quote = getQuote(code);
  const { basket } = getCatalogue(code);
  // The first product of the first category: the scratch copy keeps it (keepProducts).
  const [category] = getCategories(code);
  const product = category!.products[0]!;
  await page.goto(localePath(code, `/services/${category!.slug}`));
  await page.getByRole('button', { name: `${basket.add}: ${product.name}` }).click();
  await page.goto(localePath(code, '/get-quote'));
  await page.getByLabel(quote.fields.country.label).selectOption('CN');
  await page.getByLabel(forms.fields.name.label).fill('Li Wei');
  await page.getByLabel(forms.fields.email.label).fill('li@import.example');
  await page.getByRole('button', { name: quote.submit }).click();
  await expect(page.getByRole('heading', { name: quote.sent.title })).toBeVisible();
  const [row] = await site!.query<{ form: string; language: string; fields: string }>(
    'SELECT form, language, fields FROM enquiries WHERE email = ?',
    'li@import.example',
  );
  expect(row).toMatchObject({ form: 'quote', language: languageLine(code).value });
  // The line as the company reads it: the product's English name (components/forms/message-copy.ts).
  const english = getCategories(defaultLocale)
    .flatMap(({ products }) => products)
    .find(({ id }) => id === product.id)!;
  expect(row!.fields).toContain(english.name);
});

test(`a trade-account application in ${rightToLeft.name} is kept without its passwords`, async ({ page }) => {
  const { code } = rightToLeft;
  const forms = getForms(code);
  const register = getRegister(code).form;
  await page.goto(localePath(code, '/register'));
  await page.getByLabel(forms.fields.name.label).fill('Omar Al Farsi');
  await page.getByLabel(forms.fields.email.label).fill('omar@trading.example');
  await page.getByLabel(forms.fields.phone.label).fill('+971 4 1234567');
  await page.getByLabel(forms.fields.country.label, { exact: true }).selectOption('AE');
  await page.getByLabel(forms.fields.company.label).fill('Al Farsi Trading LLC');
  await page.getByRole('radio', { name: register.businessTypes[0] }).check();
  await page.getByLabel(register.fields.password.label, { exact: true }).fill('correct horse battery');
  await page.getByLabel(register.fields.confirmPassword.label).fill('correct horse battery');
  await page.getByRole('checkbox', { name: register.services[0] }).check();
  await page.getByRole('checkbox', { name: containing(register.fields.terms.label) }).check();
  await page.getByRole('button', { name: register.submit }).click();
  await expect(page.getByRole('heading', { name: register.sent.title })).toBeVisible();
  const rows = await site!.query<Record<string, string>>('SELECT * FROM enquiries WHERE email = ?', 'omar@trading.example');
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ form: 'register', language: languageLine(code).value, company: 'Al Farsi Trading LLC' });
  expect(JSON.stringify(rows[0])).not.toContain('correct horse battery');
});

test.describe(() => {
  // Signed out, the inbox's first call is refused (401), which the browser logs; then it offers the sign-in.
  test.use({ allowedConsoleErrors: [/status of 401 \(Unauthorized\) \(http:\/\/localhost:\d+\/api\/inbox\?\)/] });

  test('staff sign in with GitHub and find each enquiry, in English, with the buyer’s language named', async ({ page }) => {
    const words = parse(readFileSync(path.join(root, 'cms/inbox/words.yml'), 'utf8')) as {
      signIn: string;
      close: string;
      forms: Record<string, string>;
    };
    // Staff's page, not the site's: no hydration to wait for.
    await page.goto('/admin/inbox/', { waitUntil: 'load' });
    await page.getByRole('link', { name: words.signIn }).click();
    await expect(page).toHaveURL(`${base}/admin/inbox/`);
    for (const code of languages) {
      const row = page.getByRole('row').filter({ hasText: `buyer-${code}@example.org` });
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('cell').nth(1)).toHaveText(words.forms.contact!);
      await expect(row.getByRole('cell').nth(2)).toHaveText(languageLine(code).value);
      // Opened, the enquiry reads in English, its language named as the form named it.
      await row.getByRole('link').click();
      await expect(page.getByText(languageLine(code).value).first()).toBeVisible();
      await expect(page.getByText('Two containers of terry towels to Hamburg.').first()).toBeVisible();
      await page.getByRole('button', { name: words.close }).click();
    }
  });
});
