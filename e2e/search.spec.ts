import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

function searchParts(page: Page) {
  return {
    toggle: page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).and(page.locator('[aria-expanded]')),
    landmark: page.getByRole('banner').getByRole('search'),
    box: page.getByRole('searchbox', { name: 'Search the site' }),
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
      await landmark.getByRole('button', { name: 'Search' }).click();
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
      await expect(page.getByRole('main').getByRole('searchbox', { name: 'Search terms' })).toHaveValue('leather gloves');

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
    await page.goto('/search?q=electroncs');
    const main = page.getByRole('main');
    await expect(main.getByText(/results? for “electroncs”/)).toBeVisible();
    const first = main.getByRole('listitem').first();
    await expect(first.getByRole('link', { name: 'Electronics' })).toHaveAttribute('href', '/services/electronics');
    await expect(first.locator('mark').first()).toHaveText('Electronics');
  });

  test('matches the start of a word and takes a product to its category page', async ({ page }) => {
    await page.goto('/search?q=terry%20tow');
    await page.getByRole('main').getByRole('link', { name: 'Terry towels' }).click();
    await expect(page).toHaveURL(/\/services\/textile-apparel#terry-towels$/);
    await expect(page.getByRole('heading', { level: 3, name: 'Terry towels' })).toBeVisible();
  });

  test('finds policies and says so when nothing matches', async ({ page }) => {
    await page.goto('/search?q=western%20union');
    await expect(page.getByRole('main').getByRole('link', { name: 'Payment Policy' })).toHaveAttribute('href', '/get-quote#payment-policy');

    const field = page.getByRole('main').getByRole('searchbox', { name: 'Search terms' });
    await field.fill('qqxyzzy');
    await field.press('Enter');
    await expect(page.getByText('Nothing matches “qqxyzzy”', { exact: false })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Browse our categories' })).toBeVisible();
  });

  test('with no query shows the categories to browse and ignores an empty search', async ({ page }) => {
    await page.goto('/search');
    const browse = page.getByRole('region', { name: 'Browse our categories' });
    await expect(browse.getByRole('link')).toHaveCount(20);

    const field = page.getByRole('main').getByRole('searchbox', { name: 'Search terms' });
    await field.fill('   ');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search$/);
    await expect(browse).toBeVisible();
  });

  test('loads the index only on the search page', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/');
    await page.getByRole('link', { name: 'Services', exact: true }).first().click();
    await expect(page).toHaveURL(/\/services$/);
    expect(requested).not.toContain('/search-index.json');

    await page.goto('/search?q=solar');
    await expect(page.getByRole('main').getByText(/results? for “solar”/)).toBeVisible();
    expect(requested).toContain('/search-index.json');
  });
});
