import { getCatalogue } from '@/content/catalogue';
import { localePath } from '@/content/locale-path';
import { localeCodes } from '@/content/locales';
import { getNavigation } from '@/content/navigation';
import { getQuote } from '@/content/quote';
import { getCategories } from '@/content/categories';
import { fillTemplate } from '@/lib/template';
import { expect, test } from './fixtures';
import { escapeRegExp, startingWith, templatePattern } from './words';

const catalogue = getCatalogue('en');
const services = getCategories('en');

// /store: every product as compact rows in category groups, a filter and a category index that
// stay reachable, and the product list sent once (in the HTML, not again in the page's data).

const products = services.flatMap((category) => category.products.map((product) => ({ ...product, category })));
const total = products.length;
const phone = { width: 375, height: 800 };
const desktop = { width: 1440, height: 900 };
const { store } = catalogue;
const navigation = getNavigation('en');
/** The status line with one or more products shown, the number shown captured. */
const someShown = templatePattern(store.status, { shown: '([1-9][\\d,]*)', total: '[\\d,]+' });
const someShownLine = new RegExp(`^${someShown.source}$`);

const documentHeight = (page: import('@playwright/test').Page) => page.evaluate(() => document.documentElement.scrollHeight);

test('the catalogue is under 12,000 px tall on a 375 px phone and under 8,000 px at 1440 px', async ({ page }, testInfo) => {
  await page.setViewportSize(phone);
  await page.goto('/store');
  const phoneHeight = await documentHeight(page);
  await page.setViewportSize(desktop);
  await page.goto('/store');
  const desktopHeight = await documentHeight(page);
  testInfo.annotations.push({ type: 'heights', description: `${phoneHeight} px at 375, ${desktopHeight} px at 1440` });
  console.log(`/store height: ${phoneHeight} px at 375, ${desktopHeight} px at 1440`);
  expect(phoneHeight).toBeLessThan(12_000);
  // Three cards a row with an icon quote button (issue 25): 7,513 px, from 9,233 px.
  expect(desktopHeight).toBeLessThan(8_000);
});

test('at 1440 px a row reads name, minimum order and lead time, then its quote button, which shows its label on focus', async ({
  page,
}) => {
  await page.setViewportSize(desktop);
  await page.goto('/store');
  const first = products.find((product) => product.moq && product.leadTime)!;
  const row = page.locator('[data-store-product]').filter({ has: page.getByRole('link', { name: first.name, exact: true }) });
  await expect(row.getByRole('term')).toHaveText([store.moqLabel, store.leadTimeLabel]);
  await expect(row.getByRole('definition').last()).toHaveText(first.leadTime!);
  await row.getByRole('link', { name: first.name, exact: true }).focus();
  await page.keyboard.press('Tab');
  const button = row.getByRole('button', { name: `${catalogue.basket.add}: ${first.name}` });
  await expect(button).toBeFocused();
  // The button is its icon alone here; its label appears above it for the keyboard (and the pointer).
  const label = button.getByText(catalogue.basket.add, { exact: true });
  await expect(label).toHaveCSS('opacity', '1');
  const [buttonBox, labelBox] = [await button.boundingBox(), await label.boundingBox()];
  expect(labelBox!.y + labelBox!.height).toBeLessThanOrEqual(buttonBox!.y);
  await page.keyboard.press('Shift+Tab');
  await expect(label).toHaveCSS('opacity', '0');
});

test('on a 320 px phone every row of every opened group fits the screen, in every language', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  const overflowing: string[] = [];
  for (const code of localeCodes) {
    await page.goto(localePath(code, '/store'));
    const wide = await page.evaluate(() => {
      document.querySelectorAll<HTMLDetailsElement>('details[data-store-group]').forEach((details) => (details.open = true));
      const width = document.documentElement.clientWidth;
      return [...document.querySelectorAll<HTMLElement>('[data-store-product] *')]
        .filter((element) => element.getBoundingClientRect().right > width || element.getBoundingClientRect().left < 0)
        .map((element) => element.textContent ?? '');
    });
    overflowing.push(...wide.slice(0, 3).map((text) => `${code}: ${text}`));
    expect(await page.evaluate(() => document.documentElement.scrollWidth), code).toBeLessThanOrEqual(320);
  }
  expect(overflowing).toEqual([]);
});

test('printed from a desktop, the open groups list their products two a row, each name above its facts, without the filter or quote buttons', async ({
  page,
}) => {
  await page.setViewportSize(desktop);
  await page.goto('/store');
  // Printed, the page is laid out at the sheet's width: A4 less its margins is about 700 px.
  await page.setViewportSize({ width: 700, height: 1000 });
  await page.emulateMedia({ media: 'print' });
  const main = page.getByRole('main');
  await expect(main.getByRole('searchbox')).toBeHidden();
  await expect(main.getByRole('button', { name: new RegExp(`^${catalogue.basket.add}`) })).toHaveCount(0);
  const rows = main.locator('[data-store-product]');
  const boxes = await Promise.all([0, 1, 2].map(async (index) => (await rows.nth(index).boundingBox())!));
  expect(boxes[1]!.y).toBe(boxes[0]!.y);
  expect(boxes[2]!.y).toBeGreaterThan(boxes[0]!.y);
  const first = services[0]!.products[0]!;
  const name = (await rows.first().getByRole('link', { name: first.name, exact: true }).boundingBox())!;
  const facts = (await rows.first().getByRole('definition').first().boundingBox())!;
  expect(facts.y).toBeGreaterThanOrEqual(name.y + name.height - 1);
  expect(name.width).toBeGreaterThan(boxes[0]!.width / 2);
});

test('the prerendered HTML holds every product, each in its category group', async ({ request }) => {
  const html = await (await request.get('/store')).text();
  expect(html.match(/data-store-product/g) ?? []).toHaveLength(total);
  expect(html.match(/<details[^>]*data-store-group/g) ?? []).toHaveLength(services.length);
  const text = html.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'");
  for (const product of products) expect(text, product.name).toContain(`>${product.name}</a>`);
});

test('the page data does not repeat the product list', async ({ request }) => {
  const html = await (await request.get('/store')).text();
  const inline = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .filter((script) => script.includes('__next_f'))
    .join('\n');
  expect(inline.length).toBeGreaterThan(0);
  for (const product of products) {
    expect(inline, product.name).not.toContain(JSON.stringify(product.name).slice(1, -1));
  }
});

/** Whether the filter shows `product` of `category` for `query`: every word in its name, specification or category. */
const matches = (query: string, category: (typeof services)[number], product: (typeof services)[number]['products'][number]) => {
  const haystack = `${product.name} ${product.spec ?? ''} ${category.title}`.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .every((word) => haystack.includes(word));
};

test('on a phone the first group starts open and the others closed, and the filter opens the ones with matches and says how many', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await page.goto('/store');
  const main = page.getByRole('main');
  const status = main.getByRole('status');
  const group = (category: (typeof services)[number]) =>
    main.locator('details', { has: page.getByRole('heading', { name: category.title, exact: true }) });
  await expect(status).toHaveText(`Showing ${total} of ${total} products`);
  const [first, second] = services as [(typeof services)[number], (typeof services)[number]];
  await expect(group(first)).toHaveAttribute('open');
  await expect(group(first).getByRole('link', { name: first.products[0]!.name, exact: true })).toBeVisible();
  await expect(group(second)).not.toHaveAttribute('open');
  const wanted = second.products[0]!;
  await expect(group(second).getByRole('link', { name: wanted.name, exact: true })).toBeHidden();

  await main.getByRole('searchbox', { name: store.filterLabel }).fill(wanted.name);
  await expect(group(second)).toHaveAttribute('open');
  await expect(group(second).getByRole('link', { name: wanted.name, exact: true })).toBeVisible();
  await expect(status).toHaveText(someShownLine);
  // A closed group with no match: it hides, and comes back closed.
  const other = services.slice(1).find((category) => !category.products.some((product) => matches(wanted.name, category, product)))!;
  await expect(group(other)).toBeHidden();

  await main.getByRole('searchbox', { name: store.filterLabel }).fill('');
  await expect(status).toHaveText(`Showing ${total} of ${total} products`);
  await expect(group(second)).not.toHaveAttribute('open');
  await expect(group(first)).toHaveAttribute('open');
  await expect(group(other)).toBeVisible();
  await expect(group(other)).not.toHaveAttribute('open');

  await main.getByRole('heading', { name: other.title, exact: true }).click();
  await expect(group(other)).toHaveAttribute('open');
});

// What a buyer sees first on a phone: the categories in the site's order (content/services/order.yml,
// as /services lists them), products on the first screen, and each row's count and chevron on its
// title's first line however the title wraps.
test('on a phone the store lists the categories in the site’s order, shows products on the first screen, and keeps each count on its title’s line', async ({
  page,
}) => {
  test.setTimeout(localeCodes.length * 15_000);
  for (const code of localeCodes) {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto(localePath(code, '/store'));
    const main = page.getByRole('main');
    const titles = getCategories(code).map(({ title }) => title);
    await expect(main.locator('details[data-store-group] > summary h2')).toHaveText(titles);
    const firstProduct = main.locator('[data-store-product]').first().getByRole('link');
    await expect(firstProduct, code).toBeInViewport();
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 667 });
      const off = await main.locator('details[data-store-group] > summary').evaluateAll((summaries) =>
        summaries.flatMap((summary) => {
          const title = summary.querySelector('h2')!;
          const firstLine = title.getClientRects()[0] ?? title.getBoundingClientRect();
          // The first line of the title's text: a Range gives one box per line.
          const range = document.createRange();
          range.selectNodeContents(title);
          const line = range.getClientRects()[0] ?? firstLine;
          const count = summary.querySelector('[data-store-count]')!.getBoundingClientRect();
          const chevron = summary.querySelector('svg')!.getBoundingClientRect();
          const onLine = (box: DOMRect) => box.top < line.bottom && box.bottom > line.top;
          return onLine(count) && onLine(chevron) ? [] : [title.textContent ?? ''];
        }),
      );
      expect(off, `${code} at ${width} px: titles whose count or chevron left their first line`).toEqual([]);
    }
  }
});

test('on a desktop the groups are open, the filter narrows rows and stays in view after scrolling', async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.goto('/store');
  const main = page.getByRole('main');
  const searchbox = main.getByRole('searchbox', { name: store.filterLabel });
  await expect(main.getByRole('link', { name: products[0]!.name, exact: true })).toBeVisible();

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  await expect(searchbox).toBeInViewport();
  await expect(main.locator('summary', { hasText: store.indexLabel })).toBeInViewport();

  // A product's own name: it matches that row at least, and not the whole catalogue.
  await searchbox.fill(products[0]!.name);
  const rows = main.locator('[data-store-product]:visible');
  await expect(main.getByRole('status')).toHaveText(someShownLine);
  const shown = Number(someShown.exec((await main.getByRole('status').textContent()) ?? '')?.[1]?.replace(/\D/g, ''));
  await expect(rows).toHaveCount(shown);
  expect(shown).toBeLessThan(total);
});

test('the category index jumps to a group and opens it', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto('/store');
  const main = page.getByRole('main');
  await page.evaluate(() => window.scrollTo(0, 1500));
  await main.locator('summary', { hasText: store.indexLabel }).click();
  const index = main.getByRole('navigation', { name: store.indexTitle });
  const stationery = services.find(({ slug }) => slug === 'stationery')!;
  await index.getByRole('link', { name: startingWith(stationery.title) }).click();
  await expect(page).toHaveURL(/#store-stationery$/);
  await expect(index).toBeHidden();
  const group = main.locator('#store-stationery');
  await expect(group).toHaveAttribute('open');
  await expect(group.getByRole('heading', { name: stationery.title })).toBeInViewport();
});

test('Escape closes the category index and gives focus back to it', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto('/store');
  const main = page.getByRole('main');
  const summary = main.locator('summary', { hasText: store.indexLabel });
  await summary.focus();
  await page.keyboard.press('Enter');
  const index = main.getByRole('navigation', { name: store.indexTitle });
  await expect(index).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(index.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(index).toBeHidden();
  await expect(summary).toBeFocused();
});

test('a press outside the category index closes it, as it closes the header menus', async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.goto('/store');
  const main = page.getByRole('main');
  const summary = main.locator('summary', { hasText: store.indexLabel });
  const index = main.getByRole('navigation', { name: store.indexTitle });
  await summary.click();
  await expect(index).toBeVisible();
  await main.getByRole('heading', { level: 1 }).click();
  await expect(index).toBeHidden();
  await expect(summary.locator('..')).not.toHaveAttribute('open');
});

test('Tab past the last category closes the index, so it never covers the next control', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto('/store');
  const main = page.getByRole('main');
  const summary = main.locator('summary', { hasText: store.indexLabel });
  const index = main.getByRole('navigation', { name: store.indexTitle });
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(index).toBeVisible();
  await index.getByRole('link').last().focus();
  await page.keyboard.press('Tab');
  await expect(index).toBeHidden();
  await expect(main.locator('details[data-store-group] > summary').first()).toBeFocused();
  // Back again lands on the index's summary, still closed.
  await page.keyboard.press('Shift+Tab');
  await expect(summary).toBeFocused();
  await expect(index).toBeHidden();
});

test('a visitor who arrives by the header link gets the whole catalogue', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: navigation.store.label, exact: true }).click();
  await expect(page).toHaveURL('/store');
  await expect(page.locator('[data-store-product]')).toHaveCount(total);
  // Any product: the first of the catalogue.
  const product = products[0]!;
  await page.getByRole('main').getByRole('searchbox').fill(product.name);
  await page
    .getByRole('main')
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(catalogue.basket.add)}\\b.*${escapeRegExp(product.name)}`, 'i') })
    .first()
    .click();
  await expect(page.getByRole('banner').getByRole('link', { name: startingWith(navigation.quote.label) })).toHaveAccessibleName(
    new RegExp(`${escapeRegExp(fillTemplate(getQuote('en').productCount.one, { count: 1 }))}$`),
  );
});
