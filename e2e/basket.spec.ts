import type { Page } from '@playwright/test';
import { getUnits } from '@/content/units';
import { expect, test } from './fixtures';
import { recordFormPosts as formEndpoint } from './form-posts';

test('a buyer builds a quote basket across pages and sends it with every product line', async ({ page }) => {
  const sent = await formEndpoint(page);
  const quoteLink = page.getByRole('banner').getByRole('link', { name: /^Quote/ });

  await page.goto('/services/textile-apparel');
  await expect(quoteLink).toHaveAccessibleName(/0 products/);
  const addTowels = page.getByRole('button', { name: 'Add to quote: Terry towels' });
  await addTowels.click();
  await expect(page.getByRole('button', { name: /Terry towels/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(quoteLink).toHaveAccessibleName(/1 product$/);

  await page.goto('/store');
  await page.getByLabel('Filter products').fill('football');
  await page
    .getByRole('button', { name: /Add to quote: .*football/i })
    .first()
    .click();
  await expect(quoteLink).toHaveAccessibleName(/2 products/);

  await quoteLink.click();
  await expect(page).toHaveURL(/\/get-quote#quote-request$/);
  const lines = page.getByRole('region', { name: 'Products', exact: true }).getByRole('listitem');
  await expect(lines).toHaveCount(2);

  await page.getByLabel('Quantity of Terry towels').fill('2000');
  await page.getByLabel('Unit of Terry towels').selectOption('dozens');
  await page.reload();
  await expect(page.getByLabel('Quantity of Terry towels')).toHaveValue('2000');
  await expect(quoteLink).toHaveAccessibleName(/2 products/);

  const football = (await lines.nth(1).getByRole('link').textContent())!.trim();
  await page.getByRole('button', { name: `Remove ${football}` }).click();
  await expect(lines).toHaveCount(1);

  await page.getByLabel('Destination country').selectOption({ label: 'Germany' });
  await page.getByLabel('Incoterm').selectOption('CIF');
  await page.getByLabel('Full Name').fill('Jonas Weber');
  await page.getByLabel('Email Address').fill('jonas@handel.example');
  await page.getByRole('button', { name: 'Send quote request' }).click();

  await expect(page.getByRole('heading', { name: 'Quote request sent' })).toBeVisible();
  expect(sent[0]).toMatchObject({
    form: 'quote',
    products: ['Terry towels (Textile & Apparel): 2,000 dozen'],
    country: 'Germany',
    incoterm: 'CIF',
  });
  await expect(quoteLink).toHaveAccessibleName(/0 products/);
});

test('an empty basket still allows a free-text request', async ({ page }) => {
  const sent = await formEndpoint(page);
  await page.goto('/get-quote');
  await expect(page.getByText(/Your quote basket is empty/)).toBeVisible();
  await page.getByLabel('Destination country').selectOption({ label: 'United Arab Emirates' });
  await page.getByLabel('Full Name').fill('Omar Al Farsi');
  await page.getByLabel('Email Address').fill('omar@trading.example');
  await page.getByRole('button', { name: 'Send quote request' }).click();
  await expect(page.getByLabel(/^Notes/)).toHaveAccessibleDescription(/Describe what you need/);
  expect(sent).toEqual([]);

  await page.getByLabel(/^Notes/).fill('Himalayan salt lamps, 2,000 pieces, gift boxes.');
  await page.getByRole('button', { name: 'Send quote request' }).click();
  await expect(page.getByRole('heading', { name: 'Quote request sent' })).toBeVisible();
  expect(sent[0]).toMatchObject({ products: [], notes: 'Himalayan salt lamps, 2,000 pieces, gift boxes.' });
});

test.describe('a product with a minimum order', () => {
  async function addPlush(page: Page) {
    await page.goto('/services/toys-games');
    const plush = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Plush soft toys' }) });
    await expect(plush.getByRole('definition')).toContainText(['1,000 pieces per design']);
    await plush.getByRole('button', { name: 'Add to quote: Plush soft toys' }).click();
    await page.goto('/get-quote');
  }

  async function send(page: Page) {
    await page.getByLabel('Destination country').selectOption({ label: 'China' });
    await page.getByLabel('Full Name').fill('Li Wei');
    await page.getByLabel('Email Address').fill('li@toys.example');
    await page.getByRole('button', { name: 'Send quote request' }).click();
    await expect(page.getByRole('heading', { name: 'Quote request sent' })).toBeVisible();
  }

  test('starts its basket line at the minimum, and the request says "1,000 pieces"', async ({ page }) => {
    const sent = await formEndpoint(page);
    await addPlush(page);
    await expect(page.getByLabel('Quantity of Plush soft toys')).toHaveValue('1000');
    await expect(page.getByLabel('Unit of Plush soft toys')).toHaveValue('pieces');
    await expect(page.getByText(/minimum order for this product/)).toHaveCount(0);
    await send(page);
    expect(sent[0]).toMatchObject({
      subject: 'Quote request: 1 product to China',
      products: ['Plush soft toys (Toys & Games): 1,000 pieces'],
    });
  });

  test('below the minimum, a polite note describes the quantity, and the request still goes', async ({ page }) => {
    const sent = await formEndpoint(page);
    await addPlush(page);
    const quantity = page.getByLabel('Quantity of Plush soft toys');
    await quantity.fill('500');
    await expect(quantity).toHaveAccessibleDescription('Our minimum order for this product is 1,000 pieces; you can still ask.');
    await expect(page.getByText('Our minimum order for this product is 1,000 pieces; you can still ask.')).toBeVisible();
    await expect(quantity).not.toHaveAttribute('aria-invalid', 'true');
    await send(page);
    expect(sent[0]).toMatchObject({ products: ['Plush soft toys (Toys & Games): 500 pieces'] });
  });
});

test.describe('in other languages', () => {
  test('a page comes alive without making an Intl.PluralRules; a count is worded by its language once there is one', async ({ page }) => {
    // Counts every Intl.PluralRules the page makes (units.ts makes one per language, on first use).
    await page.addInitScript(() => {
      const made: string[] = [];
      (window as unknown as { pluralRulesMade: string[] }).pluralRulesMade = made;
      const counted = new Proxy(Intl.PluralRules, {
        construct(target, args: ConstructorParameters<typeof Intl.PluralRules>) {
          made.push(String(args[0]));
          return new target(...args);
        },
      });
      Object.defineProperty(Intl, 'PluralRules', { value: counted, configurable: true, writable: true });
    });
    const made = () => page.evaluate(() => (window as unknown as { pluralRulesMade: string[] }).pluralRulesMade);

    for (const path of ['/ru/', '/ar/get-quote', '/ru/contact', '/ar/register']) {
      await page.goto(path);
      expect(await made(), path).toEqual([]);
    }

    await page.goto('/ru/services/toys-games');
    expect(await made()).toEqual([]);
    const quoteLink = page
      .getByRole('banner')
      .getByRole('link', { name: /0 товаров$/ })
      .first();
    await expect(quoteLink).toBeAttached();
    for (const id of ['plush-soft-toys', 'wooden-puzzles'])
      await page
        .getByRole('listitem')
        .filter({ has: page.locator(`h3#${id}`) })
        .getByRole('button')
        .click();
    await expect(
      page
        .getByRole('banner')
        .getByRole('link', { name: /2 товара$/ })
        .first(),
    ).toBeAttached();
    expect(await made()).toEqual(['ru']);
  });

  test('Russian units follow the count (пара, пары, пар), in the words content/units.yml gives each form', async ({ page }) => {
    await page.goto('/services/toys-games');
    await page.getByRole('button', { name: 'Add to quote: Plush soft toys' }).click();
    await page.goto('/ru/get-quote');
    const quantity = page.getByRole('listitem').getByRole('spinbutton');
    const unit = page.getByRole('listitem').getByRole('combobox');
    await unit.selectOption('pairs');
    const forms = getUnits('ru').pairs as Record<string, string>;
    const rules = new Intl.PluralRules('ru');
    for (const count of ['5', '21', '3']) {
      const word = forms[rules.select(Number(count))] ?? forms.other!;
      await quantity.fill(count);
      await quantity.blur();
      await expect(unit).toHaveValue('pairs');
      await expect(unit.locator('option:checked')).toHaveText(word);
    }
  });
});
