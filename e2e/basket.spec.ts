import type { Page } from '@playwright/test';
import { getCatalogue } from '@/content/catalogue';
import { getForms } from '@/content/forms';
import { getInterface } from '@/content/interface';
import { getNavigation } from '@/content/navigation';
import { getQuote } from '@/content/quote';
import { getCategory, getCategories } from '@/content/categories';
import { getUnits } from '@/content/units';
import { countryOptions } from '@/components/forms/countries';
import { fillTemplate } from '@/lib/template';
import { expect, test } from './fixtures';
import { recordFormPosts as formEndpoint } from './form-posts';
import { containing, escapeRegExp, startingWith } from './words';

/** The English quote form's words and the products' names and figures, from content: staff may change any of them. */
const quote = getQuote('en');
const forms = getForms('en');
const units = getUnits('en');
const { quantity: quantityStyle } = getInterface('en');
const { basket: buttons, store } = getCatalogue('en');
const number = (value: number) => value.toLocaleString('en');
const plural = <T>(forms: { one?: T; other: T }, count: number) =>
  new Intl.PluralRules('en').select(count) === 'one' ? (forms.one ?? forms.other) : forms.other;
/** "2,000 dozen": the quantity and its unit in the count's form (content/interface.yml `quantity.amount`, content/units.yml). */
const amount = (quantity: number, unit: keyof typeof units) =>
  fillTemplate(quantityStyle.amount, { quantity: number(quantity), unit: plural(units[unit], quantity) });
/** "1 product" in the header's quote link. */
const productCount = (count: number) => fillTemplate(plural(quote.productCount, count), { count });
const productLine = (name: string, category: string, text: string) => fillTemplate(quote.basket.line, { name, category, amount: text });
const country = (code: string) => countryOptions('en').find(({ value }) => value === code)!.label;
const quantityOf = (name: string) => `${quote.basket.quantity} ${fillTemplate(quote.basket.ofProduct, { name })}`;
const unitOf = (name: string) => `${quote.basket.unit} ${fillTemplate(quote.basket.ofProduct, { name })}`;
const textiles = getCategory('en', 'textile-apparel')!;
const towels = textiles.products.find(({ id }) => id === 'terry-towels')!;
const toys = getCategory('en', 'toys-games')!;
const plush = toys.products.find(({ id }) => id === 'plush-soft-toys')!;
/** A product of another category, for the catalogue's filter. */
const other = getCategories('en').find(({ slug }) => slug !== 'textile-apparel')!.products[0]!;

test('a buyer builds a quote basket across pages and sends it with every product line', async ({ page }) => {
  const sent = await formEndpoint(page);
  const quoteLink = page.getByRole('banner').getByRole('link', { name: startingWith(getNavigation('en').quote.label) });

  await page.goto('/services/textile-apparel');
  await expect(quoteLink).toHaveAccessibleName(containing(productCount(0)));
  const addTowels = page.getByRole('button', { name: `${buttons.add}: ${towels.name}` });
  await addTowels.click();
  await expect(page.getByRole('button', { name: containing(towels.name) })).toHaveAttribute('aria-pressed', 'true');
  await expect(quoteLink).toHaveAccessibleName(new RegExp(`${escapeRegExp(productCount(1))}$`));

  await page.goto('/store');
  await page.getByLabel(store.filterLabel).fill(other.name);
  await page
    .getByRole('button', { name: `${buttons.add}: ${other.name}` })
    .first()
    .click();
  await expect(quoteLink).toHaveAccessibleName(containing(productCount(2)));

  await quoteLink.click();
  await expect(page).toHaveURL(/\/get-quote#quote-request$/);
  const lines = page.getByRole('region', { name: quote.basket.title, exact: true }).getByRole('listitem');
  await expect(lines).toHaveCount(2);

  await page.getByLabel(quantityOf(towels.name)).fill('2000');
  await page.getByLabel(unitOf(towels.name)).selectOption('dozens');
  await page.reload();
  await expect(page.getByLabel(quantityOf(towels.name))).toHaveValue('2000');
  await expect(quoteLink).toHaveAccessibleName(containing(productCount(2)));

  const football = (await lines.nth(1).getByRole('link').textContent())!.trim();
  await page.getByRole('button', { name: `${quote.basket.remove} ${football}` }).click();
  await expect(lines).toHaveCount(1);

  await page.getByLabel(quote.fields.country.label).selectOption('DE');
  await page.getByLabel(quote.fields.incoterm.label).selectOption('CIF');
  await page.getByLabel(forms.fields.name.label).fill('Jonas Weber');
  await page.getByLabel(forms.fields.email.label).fill('jonas@handel.example');
  await page.getByRole('button', { name: quote.submit }).click();

  await expect(page.getByRole('heading', { name: quote.sent.title })).toBeVisible();
  expect(sent[0]).toMatchObject({
    form: 'quote',
    products: [productLine(towels.name, textiles.title, amount(2000, 'dozens'))],
    country: country('DE'),
    incoterm: 'CIF',
  });
  await expect(quoteLink).toHaveAccessibleName(containing(productCount(0)));
});

test('an empty basket still allows a free-text request', async ({ page }) => {
  const sent = await formEndpoint(page);
  await page.goto('/get-quote');
  await expect(page.getByText(quote.basket.empty)).toBeVisible();
  await page.getByLabel(quote.fields.country.label).selectOption('AE');
  await page.getByLabel(forms.fields.name.label).fill('Omar Al Farsi');
  await page.getByLabel(forms.fields.email.label).fill('omar@trading.example');
  await page.getByRole('button', { name: quote.submit }).click();
  await expect(page.getByLabel(startingWith(quote.fields.notes.label))).toHaveAccessibleDescription(
    containing(quote.fields.notes.requiredWhenEmpty),
  );
  expect(sent).toEqual([]);

  await page.getByLabel(startingWith(quote.fields.notes.label)).fill('Himalayan salt lamps, 2,000 pieces, gift boxes.');
  await page.getByRole('button', { name: quote.submit }).click();
  await expect(page.getByRole('heading', { name: quote.sent.title })).toBeVisible();
  expect(sent[0]).toMatchObject({ products: [], notes: 'Himalayan salt lamps, 2,000 pieces, gift boxes.' });
});

test.describe('a product with a minimum order', () => {
  async function addPlush(page: Page) {
    await page.goto('/services/toys-games');
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: plush.name }) });
    await expect(row.getByRole('definition')).toContainText([
      fillTemplate(quantityStyle.moq, { amount: amount(plush.moq!.quantity, plush.moq!.unit), note: plush.moq!.note ?? '' }).trim(),
    ]);
    await row.getByRole('button', { name: `${buttons.add}: ${plush.name}` }).click();
    await page.goto('/get-quote');
  }

  async function send(page: Page) {
    await page.getByLabel(quote.fields.country.label).selectOption('CN');
    await page.getByLabel(forms.fields.name.label).fill('Li Wei');
    await page.getByLabel(forms.fields.email.label).fill('li@toys.example');
    await page.getByRole('button', { name: quote.submit }).click();
    await expect(page.getByRole('heading', { name: quote.sent.title })).toBeVisible();
  }

  test('starts its basket line at the minimum, and the request says "1,000 pieces"', async ({ page }) => {
    const sent = await formEndpoint(page);
    await addPlush(page);
    await expect(page.getByLabel(quantityOf(plush.name))).toHaveValue(String(plush.moq!.quantity));
    await expect(page.getByLabel(unitOf(plush.name))).toHaveValue(plush.moq!.unit);
    await expect(page.getByText(containing(quote.basket.belowMinimum.split('{moq}')[0]!))).toHaveCount(0);
    await send(page);
    expect(sent[0]).toMatchObject({
      subject: fillTemplate(quote.subject, { count: productCount(1), country: country('CN') }),
      products: [productLine(plush.name, toys.title, amount(plush.moq!.quantity, plush.moq!.unit))],
    });
  });

  test('below the minimum, a polite note describes the quantity, and the request still goes', async ({ page }) => {
    const sent = await formEndpoint(page);
    await addPlush(page);
    const quantity = page.getByLabel(quantityOf(plush.name));
    const below = Math.floor(plush.moq!.quantity / 2);
    const note = fillTemplate(quote.basket.belowMinimum, { moq: amount(plush.moq!.quantity, plush.moq!.unit) });
    await quantity.fill(String(below));
    await expect(quantity).toHaveAccessibleDescription(note);
    await expect(page.getByText(note)).toBeVisible();
    await expect(quantity).not.toHaveAttribute('aria-invalid', 'true');
    await send(page);
    expect(sent[0]).toMatchObject({ products: [productLine(plush.name, toys.title, amount(below, plush.moq!.unit))] });
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
    await page.getByRole('button', { name: `${buttons.add}: ${plush.name}` }).click();
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
