import { expect, test } from './fixtures';
import { openEditor } from './cms-scratch';
import { startScratchProxy, type ScratchProxy } from './decap-proxy';

test.describe.configure({ mode: 'serial', timeout: 3 * 60_000 });
test.use({ allowedConsoleErrors: [/./] });
let scratch: ScratchProxy;
test.beforeAll(async () => {
  scratch = await startScratchProxy();
});
test.afterAll(async () => scratch?.stop());

test('look', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await page.goto('/admin/');
  await page.screenshot({ path: '/tmp/editor-shot-login.png' });
  await openEditor(page, scratch, '/collections/categories/entries/kitchenware');
  await page.getByText('Products, in the order the site shows them').first().scrollIntoViewIfNeeded();
  await page.waitForTimeout(2000);
  await page.screenshot({ path: '/tmp/editor-shot-order.png' });
  await openEditor(page, scratch, '/collections/products');
  await page.waitForTimeout(3000);
  await page.screenshot({ path: '/tmp/editor-shot-products.png' });
  await openEditor(page, scratch, '/collections/products/entries/ceiling-fans');
  const english = page.locator('[data-writing-language="en"]');
  await english.getByLabel('Name', { exact: true }).fill('x'.repeat(2000));
  await english.getByLabel('Quantity', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.waitForTimeout(3000);
  await page.screenshot({ path: '/tmp/editor-shot-refused.png' });
  await english.getByLabel('Name', { exact: true }).fill('Ceiling fans');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.waitForTimeout(3000);
  await page.screenshot({ path: '/tmp/editor-shot-lots.png' });
  await english.getByText(/Specification rows/).first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/editor-shot-specs.png' });
  expect(1).toBe(1);
});
