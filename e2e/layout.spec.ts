import { getServices } from '@/content/services';
import { getSite } from '@/content/site';
import { expect, test } from './fixtures';
import { routes, serviceSlugs } from './routes';

const services = getServices('en');
const site = getSite('en');

const mainLinks = ['Home', 'About', 'Services', 'Certifications', 'Initiatives', 'Blog', 'Get Quote', 'Contact'];
const quickLinks = ['Home', 'About', 'Services', 'Blog', 'Initiatives', 'Contact'];
const offerings = ['Community Support', 'Educational Programs', 'Health Initiatives', 'Sourcing Solutions', 'Logistics Management'];
const exact = (labels: string[]) => labels.map((label) => new RegExp(`^\\s*${label}\\s*$`));

test('the content has a category for each of the 20 slugs of the spec', () => {
  expect(services.map((service) => service.slug).sort()).toEqual([...serviceSlugs].sort());
});

// The header and footer every page shares, on one page of each kind: a category page stands for the
// 20 (they differ in content, which scripts/check-pages.mjs reads on every page: one h1, the
// landmarks). No page scrolls sideways at 320 px: e2e/sideways-scroll.spec.ts.
const categoryPaths = new Set(serviceSlugs.map((slug) => `/services/${slug}`));
const sampled = routes.filter(({ path }) => !categoryPaths.has(path) || path === `/services/${serviceSlugs[0]}`);

for (const route of sampled) {
  test.describe(`layout on ${route.path}`, () => {
    test('header, one h1, footer and chat link at 1440 px', async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);

      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveCount(1);
      await expect(h1).toHaveText(route.h1);

      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: site.name })).toHaveAttribute('href', '/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav).toBeVisible();
      await expect(nav.getByRole('link')).toHaveText(exact(mainLinks));

      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('navigation', { name: 'Quick links' }).getByRole('link')).toHaveText(exact(quickLinks));
      await expect(footer.getByRole('navigation', { name: 'Our offerings' }).getByRole('link')).toHaveText(exact(offerings));
      await expect(footer.getByText(/©\s*2025\b/)).toBeVisible();
      await expect(footer.getByText(/Haripur, Khyber Pakhtunkhwa 22620, Pakistan/)).toBeVisible();
      const phone = footer.getByRole('link', { name: /^Phone \+92[\d\s-]+$/ });
      await expect(phone).toBeVisible();
      await expect(phone).toHaveAttribute('href', /^tel:\+92\d+$/);

      const chat = page.getByRole('link', { name: /^chat with us on WhatsApp/i });
      await expect(chat).toBeVisible();
      await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/92\d+$/);
      await expect(chat).toHaveAttribute('target', '_blank');
      await expect(chat).toHaveAttribute('rel', /\bnoopener\b/);
      await expect(chat).toHaveAttribute('rel', /\bnoreferrer\b/);
    });
  });
}

test.describe('an unknown route', () => {
  test.use({ allowedConsoleErrors: [/status of 404 \(Not Found\) \(http:\/\/[^/]+\/no-such-page\)$/] });

  test('answers 404 with a way back home', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const home = page.getByRole('main').getByRole('link', { name: /home/i });
    await expect(home).toHaveAttribute('href', '/');
    await home.click();
    await expect(page).toHaveURL('/');
  });
});
