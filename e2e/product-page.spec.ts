import { getCatalogue } from '@/content/catalogue';
import { firstChat } from '@/content/channels';
import { getInterface } from '@/content/interface';
import { localePath } from '@/content/locale-path';
import { localeCodes } from '@/content/locales';
import { menuLink } from '@/content/navigation';
import { getProductPage } from '@/content/product-page';
import { categoryProducts } from '@/content/products';
import { getCategories } from '@/content/categories';
import { getTradeTerms } from '@/content/trade-terms';
import { expect, test } from './fixtures';
import { containing } from './words';

// A product's own page, as a buyer who lands on it from a search engine sees it: what it is, how
// much to order, when it ships, how it is packed, and how to ask about it in two taps. Sampled,
// not all ~1,000: every category once, each in a different language (so every language is seen),
// and one product in every language at a phone's and a desktop's width.

const categories = getCategories('en');
/** Category i's first product with a page, in language i (round the list of languages). */
const samples = categories.map(({ slug }, index) => {
  const locale = localeCodes[index % localeCodes.length]!;
  const product = categoryProducts(locale, slug).find((candidate) => candidate.hasPage)!;
  return { locale, slug, product, path: localePath(locale, `/services/${slug}/${product.id}`) };
});

for (const { locale, slug, product, path } of samples) {
  test(`${path}: the product's name, facts and the way back to its category`, async ({ page }) => {
    const copy = getProductPage(locale);
    const category = getCategories(locale).find((service) => service.slug === slug)!;
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(product.name);
    const crumbs = main.getByRole('navigation').first().getByRole('link');
    await expect(crumbs).toHaveText([menuLink('/', locale).label, menuLink('/services', locale).label, category.title]);
    await expect(main.getByRole('heading', { level: 2, name: copy.specsTitle })).toBeVisible();
    await expect(main.getByText(copy.labels.leadTime, { exact: true }).first()).toBeVisible();
    await expect(main.getByRole('link', { name: copy.actions.ask })).toBeVisible();
    await crumbs.nth(2).click();
    await expect(page).toHaveURL(new RegExp(`${localePath(locale, `/services/${slug}`)}$`));
  });
}

const featured = categoryProducts('en', 'electronics').find((product) => product.hasPage)!;

// Every language of content/locales.yml (English, Arabic right to left, Chinese unspaced among them).
for (const locale of localeCodes) {
  for (const width of [375, 1440]) {
    test(`${locale} at ${width} px: facts, picture and actions of ${featured.id}`, async ({ page }) => {
      const copy = getProductPage(locale);
      const product = categoryProducts(locale, 'electronics').find(({ id }) => id === featured.id)!;
      await page.setViewportSize({ width, height: 900 });
      await page.goto(localePath(locale, `/services/electronics/${product.id}`));
      const main = page.getByRole('main');
      if (product.summary) await expect(main.getByText(product.summary)).toBeVisible();
      // The specification as a table, each row its label and its value.
      const specs = main.getByRole('table', { name: copy.specsTitle });
      for (const row of product.specs) await expect(specs.getByRole('row', { name: containing(row.label) })).toContainText(row.value);
      // The minimum order and the lead time, from the content, in the language's words.
      const ordering = main.getByRole('table', { name: copy.orderingTitle });
      await expect(ordering.getByRole('rowheader', { name: copy.labels.moq })).toBeVisible();
      if (product.leadTime) await expect(ordering).toContainText(product.leadTime);
      await expect(ordering).toContainText(product.price ? copy.price.indicative : copy.price.onRequest);
      // How it is packed, with figures in the language's numbers.
      await expect(main.getByRole('table', { name: copy.packingTitle })).toBeVisible();
      // What a sample costs in time and in money, together in the ordering table.
      if (product.sample) await expect(ordering).toContainText(product.sample);
      await expect(ordering.getByRole('row', { name: containing(copy.labels.sampleCost) })).toContainText(
        product.terms?.sampleCost ?? getTradeTerms(locale).sampleCost,
      );
      // A picture: the category's art until a photo is uploaded (decorative, so alt="": no img role), loaded.
      const gallery = main.getByRole('group', { name: copy.galleryLabel.replace('{product}', product.name) });
      const picture = gallery.locator('img').first();
      await expect(picture).toBeVisible();
      await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      // Ask about it: the contact form, its subject and message naming the product and its page.
      const basket = getCatalogue(locale).basket;
      await expect(main.getByRole('button', { name: `${basket.add}: ${product.name}` })).toBeVisible();
      // Once the page's scripts have taken over, untouched, the links the layout draws carry the product
      // as the chips do, so the address shown and copied carries it too.
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      // The floating chat button (none in a language whose first channel is no chat) opens the chat
      // with the product named.
      if (firstChat(locale)) {
        // Hidden while the product's own actions are on screen (chat-link.css), so found hidden too.
        const chat = page
          .getByRole('complementary', { name: getInterface(locale).chat.landmark, includeHidden: true })
          .getByRole('link', { includeHidden: true });
        await expect
          .poll(async () => new URL((await chat.getAttribute('href')) ?? 'about:blank').searchParams.get('text') ?? '')
          .toContain(product.name);
        expect(new URL((await chat.getAttribute('href'))!).searchParams.get('text')).toContain(`/services/electronics/${product.id}`);
      }
      // The footer's chat and e-mail links too.
      const footerChannels = page
        .getByRole('contentinfo')
        .locator('a[href^="https://wa.me/"], a[href^="https://t.me/"], a[href^="mailto:"]');
      const footerHrefs = () =>
        footerChannels.evaluateAll((links) => links.map((link) => decodeURIComponent(link.getAttribute('href') ?? '')));
      await expect.poll(async () => (await footerHrefs()).filter((href) => !href.includes(product.name))).toEqual([]);
      await main.getByRole('link', { name: copy.actions.ask }).click();
      await expect(page).toHaveURL(/\/contact\?subject=/);
      const url = new URL(page.url());
      expect(url.searchParams.get('subject')).toContain(product.name);
      expect(url.searchParams.get('message')).toContain(`/services/electronics/${product.id}`);
    });
  }
}

// The floating chat link rises as a phone scrolls; on a product page it steps aside while the
// product's own actions (Ask, Sample, Add to quote, the channel chips) are on screen, so it never
// sits over one of them (components/layout/chat-link.css). Checked every 40 px down the first
// 1,600 px, a frame after each step, in the first language, one read right to left and another.
for (const { locale, slug, product } of samples.filter((sample, index) => index < localeCodes.length)) {
  test(`a phone scrolling ${localePath(locale, `/services/${slug}/${product.id}`)}: the chat link never covers its actions`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto(localePath(locale, `/services/${slug}/${product.id}`));
    const covered = await page.evaluate(async (landmark) => {
      const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const link = document.querySelector<HTMLElement>(`aside[aria-label="${landmark}"] a`);
      const actions = [...document.querySelectorAll<HTMLElement>('main a[href], main button')].filter((element) =>
        element.closest('.product-actions'),
      );
      const found: string[] = [];
      for (let top = 0; top <= 1600; top += 40) {
        window.scrollTo({ top, behavior: 'instant' });
        await frame();
        if (!link || getComputedStyle(link).visibility === 'hidden') continue;
        const own = link.getBoundingClientRect();
        for (const element of actions) {
          const box = element.getBoundingClientRect();
          if (box.right > own.left && box.left < own.right && box.bottom > own.top && box.top < own.bottom)
            found.push(`${top} px: ${element.textContent?.trim().slice(0, 30)}`);
        }
      }
      return { found, actions: actions.length };
    }, getInterface(locale).chat.landmark);
    expect(covered.actions, 'the product’s actions').toBeGreaterThan(2);
    expect(covered.found, 'actions under the chat link while scrolling').toEqual([]);
  });
}
