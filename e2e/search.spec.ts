import type { Page } from '@playwright/test';
import { menuLink } from '@/content/navigation';
import { getPolicies } from '@/content/policies';
import { getSearch } from '@/content/search';
import { getCategory, getCategories } from '@/content/categories';
import { expect, test } from './fixtures';
import { containing, escapeRegExp, templatePattern } from './words';

/** The English search's words, from content: staff may change any of them. */
const search = getSearch('en');
/** "1 result for “q”", "3 results for “q”" (content/search.yml `results`), for the query `query`. */
const resultsFor = (query: string, copy = search) =>
  new RegExp(
    [copy.results.one, copy.results.other]
      .map((form) => templatePattern(form, { count: '[\\d,]+', query: escapeRegExp(query) }).source)
      .join('|'),
  );
const [noneBefore = '', noneAfter = ''] = search.none.split('{query}');
/** The start of "Nothing matches “{query}”", with `query` a pattern. */
const nothingFor = (query: string) => new RegExp(`^${escapeRegExp(noneBefore)}${query}${escapeRegExp(noneAfter.slice(0, 1))}`);

function searchParts(page: Page) {
  return {
    toggle: page.getByRole('banner').getByRole('button', { name: search.header.toggle, exact: true }).and(page.locator('[aria-expanded]')),
    landmark: page.getByRole('banner').getByRole('search'),
    box: page.getByRole('searchbox', { name: search.header.label }),
  };
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 800 },
]) {
  test.describe(`the header search at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the Search button toggles the search box', async ({ page }) => {
      await page.goto('/');
      const { toggle, landmark, box } = searchParts(page);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(landmark).toBeHidden();

      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(landmark).toBeVisible();
      await expect(box).toBeVisible();
      await expect(box).toBeFocused();

      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(landmark).toBeHidden();
    });

    test('an empty or whitespace-only query is ignored', async ({ page }) => {
      await page.goto('/');
      const { toggle, landmark, box } = searchParts(page);
      await toggle.click();

      await box.press('Enter');
      await expect(landmark).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');

      await box.fill('   ');
      await landmark.getByRole('button', { name: search.header.submit }).click();
      await expect(landmark).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(box).toHaveValue('   ');
    });

    test('a query opens the results page, closing and clearing the box', async ({ page }) => {
      await page.goto('/');
      const { toggle, landmark, box } = searchParts(page);
      await toggle.click();

      await box.fill('  leather gloves ');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=leather%20gloves$/);
      await expect(landmark).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('main').getByRole('searchbox', { name: search.label })).toHaveValue('leather gloves');

      await toggle.click();
      await expect(box).toBeVisible();
      await expect(box).toHaveValue('');
    });

    test('Escape closes the box', async ({ page }) => {
      await page.goto('/');
      const { toggle, landmark, box } = searchParts(page);
      await toggle.click();
      await expect(box).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(landmark).toBeHidden();
      await expect(toggle).toBeFocused();
    });
  });
}

test.describe('the search page', () => {
  test('finds a category despite a typo, with the matched word marked', async ({ page }) => {
    const { title } = getCategory('en', 'electronics')!;
    // The title with its third letter from the end left out: "Electronics" → "Electroncs".
    const typo = `${title.slice(0, -3)}${title.slice(-2)}`.toLowerCase();
    await page.goto(`/search?q=${encodeURIComponent(typo)}`);
    const main = page.getByRole('main');
    await expect(main.getByText(resultsFor(typo))).toBeVisible();
    const first = main.getByRole('listitem').first();
    await expect(first.getByRole('link', { name: title })).toHaveAttribute('href', '/services/electronics');
    await expect(first.locator('mark').first()).toHaveText(title.split(' ')[0]!);
  });

  test('matches the start of a word and takes a product to its own page', async ({ page }) => {
    const name = productName('en', 'textile-apparel', 'terry-towels');
    // Its name without the last three letters: "Terry towels" → "Terry tow".
    await page.goto(`/search?q=${encodeURIComponent(name.slice(0, -3))}`);
    await page.getByRole('main').getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/services\/textile-apparel\/terry-towels$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('finds policies and says so when nothing matches', async ({ page }) => {
    const payment = getPolicies('en').policies.find(({ id }) => id === 'payment-policy')!;
    await page.goto(`/search?q=${encodeURIComponent(payment.title)}`);
    await expect(page.getByRole('main').getByRole('link', { name: payment.title })).toHaveAttribute('href', '/get-quote#payment-policy');

    const field = page.getByRole('main').getByRole('searchbox', { name: search.label });
    await field.fill('qqxyzzy');
    await field.press('Enter');
    await expect(page.getByText(nothingFor('qqxyzzy'))).toBeVisible();
    await expect(page.getByRole('heading', { name: search.browse })).toBeVisible();
  });

  test('with no query shows the categories to browse and ignores an empty search', async ({ page }) => {
    await page.goto('/search');
    const browse = page.getByRole('region', { name: search.browse });
    await expect(browse.getByRole('link')).toHaveCount(getCategories('en').length);

    const field = page.getByRole('main').getByRole('searchbox', { name: search.label });
    await field.fill('   ');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search$/);
    await expect(browse).toBeVisible();
  });

  test('loads the index only on the search page', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/');
    await page
      .getByRole('link', { name: menuLink('/services', 'en').label, exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(/\/services$/);
    expect(requested).not.toContain('/search-index.json');

    const query = productName('en', 'textile-apparel', 'terry-towels').toLowerCase();
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    await expect(page.getByRole('main').getByText(resultsFor(query))).toBeVisible();
    expect(requested).toContain('/search-index.json');
  });
});

/** A product's name in `locale`, as content/services/<locale>/<slug>.yml writes it. */
function productName(locale: string, slug: string, id: string): string {
  const product = getCategory(locale, slug)?.products.find((item) => item.id === id);
  if (!product) throw new Error(`No product ${slug}#${id} in ${locale}`);
  return product.name;
}

/** The index files a page requested, as paths. */
function indexRequests(page: Page) {
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('/search-index.json')) requested.push(pathname);
  });
  return requested;
}

test.describe('search in the page’s language', () => {
  test('/zh/search finds a Chinese product name, from the Chinese index, and leads to its Chinese page', async ({ page }) => {
    const name = productName('zh', 'textile-apparel', 'terry-towels');
    expect(name).toBe('毛圈毛巾');
    const requested = indexRequests(page);
    await page.goto(`/zh/search?q=${encodeURIComponent(name)}`);
    const main = page.getByRole('main');
    await expect(main.getByText(resultsFor(name, getSearch('zh')))).toBeVisible();
    const first = main.getByRole('listitem').first();
    await expect(first.getByRole('link', { name })).toHaveAttribute('href', '/zh/services/textile-apparel/terry-towels');
    expect(requested).toEqual(['/zh/search-index.json']);

    await first.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/zh\/services\/textile-apparel\/terry-towels$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('/zh/search finds a two-character word inside longer names', async ({ page }) => {
    await page.goto(`/zh/search?q=${encodeURIComponent('毛巾')}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: productName('zh', 'textile-apparel', 'terry-towels') })).toBeVisible();
    await expect(main.getByRole('link', { name: productName('zh', 'textile-apparel', 'kitchen-linen') })).toHaveAttribute(
      'href',
      '/zh/services/textile-apparel/kitchen-linen',
    );
    await expect(main.locator('mark', { hasText: /^毛巾$/ }).first()).toBeVisible();
  });

  test('/ar/search finds a product typed without hamza or with diacritics, and leads to its Arabic page', async ({ page }) => {
    const sheets = productName('ar', 'textile-apparel', 'bed-sheet-sets');
    expect(sheets).toBe('أطقم شراشف سرير');
    const requested = indexRequests(page);
    // Typed with a bare alef for أ, as many buyers type it.
    await page.goto(`/ar/search?q=${encodeURIComponent('اطقم شراشف')}`);
    const main = page.getByRole('main');
    const link = main.getByRole('link', { name: sheets });
    await expect(link).toHaveAttribute('href', '/ar/services/textile-apparel/bed-sheet-sets');
    await expect(main.locator('mark', { hasText: 'أطقم' }).first()).toBeVisible();
    expect(requested).toEqual(['/ar/search-index.json']);

    // With harakat, and teh marbuta written as heh: "جوارب قطنية".
    const field = main.getByRole('searchbox', { name: getSearch('ar').label });
    await field.fill('جَوَارِب قطنيه');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/ar\/search\?q=/);
    await expect(main.getByRole('link', { name: productName('ar', 'textile-apparel', 'cotton-socks') })).toHaveAttribute(
      'href',
      '/ar/services/textile-apparel/cotton-socks',
    );

    await main.getByRole('link', { name: productName('ar', 'textile-apparel', 'cotton-socks') }).click();
    await expect(page).toHaveURL(/\/ar\/services\/textile-apparel\/cotton-socks$/);
  });

  test('the header search on an Arabic page opens the Arabic search page', async ({ page }) => {
    const copy = getSearch('ar').header;
    await page.goto('/ar/about');
    await page.getByRole('banner').getByRole('button', { name: copy.toggle, exact: true }).and(page.locator('[aria-expanded]')).click();
    const box = page.getByRole('searchbox', { name: copy.label });
    await box.fill('مناشف');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/ar\/search\?q=%D9%85%D9%86%D8%A7%D8%B4%D9%81$/);
    await expect(page.getByRole('main').getByRole('link', { name: productName('ar', 'textile-apparel', 'terry-towels') })).toHaveAttribute(
      'href',
      '/ar/services/textile-apparel/terry-towels',
    );
  });

  test('each language’s index is loaded only on its search page', async ({ page }) => {
    const requested = indexRequests(page);
    await page.goto('/zh/services');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(requested).toEqual([]);

    const name = productName('zh', 'textile-apparel', 'terry-towels');
    await page.goto(`/zh/search?q=${encodeURIComponent(name)}`);
    // The product's result, which only the index can give (the page's other lists are there before it loads).
    await expect(page.getByRole('main').getByRole('link', { name })).toBeVisible();
    expect(requested).toEqual(['/zh/search-index.json']);
  });
});

test.describe('a very long query', () => {
  // 20,000 typed characters once ended on a browser error page: the router fetched
  // /search.txt?q=<all of it> and the server answered 431.
  test('pasted into the search page, searches its start, says so, and leaves the page usable', async ({ page }) => {
    const failures: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${response.url().slice(0, 120)}`);
    });
    await page.goto('/fr/search');
    const copy = getSearch('fr');
    const field = page.getByRole('main').getByRole('searchbox', { name: copy.label });
    // A word of a French product's name.
    const word = productName('fr', 'textile-apparel', 'terry-towels').split(' ')[0]!.toLowerCase();
    await field.fill(word.repeat(2_000));
    await field.press('Enter');

    await expect(page.getByText(copy.tooLong)).toBeVisible();
    expect(page.url().length).toBeLessThan(600);
    await expect(page.getByRole('heading', { name: copy.browse })).toBeVisible();
    expect(failures).toEqual([]);

    // Still usable: typing goes on, and a short search works.
    await field.fill(word);
    await field.press('Enter');
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: containing(word, 'i') })
        .first(),
    ).toBeVisible();
    await expect(page.getByText(copy.tooLong)).toBeHidden();
  });

  test('typed into the header box, opens the results page, not an error page', async ({ page }) => {
    const failures: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${response.url().slice(0, 120)}`);
    });
    await page.goto('/');
    const { toggle, box } = searchParts(page);
    await toggle.click();
    // Typed, not pasted: a key at a time, as far as a test can afford, then the rest at once.
    await box.pressSequentially('towels '.repeat(20));
    await box.fill(`${await box.inputValue()}${'x'.repeat(20_000)}`);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(page.getByText(getSearch('en').tooLong)).toBeVisible();
    expect(page.url().length).toBeLessThan(600);
    expect(failures).toEqual([]);
  });

  test('in a link, is cut as well', async ({ page }) => {
    await page.goto(`/search?q=${'a'.repeat(15_000)}`);
    await expect(page.getByText(getSearch('en').tooLong)).toBeVisible();
    await expect(page.getByText(nothingFor('a{200}'))).toBeVisible();
  });
});
