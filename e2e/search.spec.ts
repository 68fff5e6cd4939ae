import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

function searchParts(page: Page) {
  return {
    toggle: page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).and(page.locator('[aria-expanded]')),
    landmark: page.getByRole('search'),
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

    test('a query closes the box and clears the text', async ({ page }) => {
      await page.goto('/');
      const { toggle, landmark, box } = searchParts(page);
      await toggle.click();

      await box.fill('leather gloves');
      await box.press('Enter');
      await expect(landmark).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');

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
