import { getContact } from '@/content/contact';
import { localePath } from '@/content/locale-path';
import { getCategories } from '@/content/categories';
import { getInterface } from '@/content/interface';
import { getSite } from '@/content/site';
import { getUnits } from '@/content/units';
import { fillTemplate } from '@/lib/template';
import { headingChunks } from '@/components/ui/heading-text';
import { expect, test } from './fixtures';
import { escapeRegExp } from './words';

// Numbers, punctuation, word order and line breaks as each language writes them: what a French,
// Russian or Chinese reader sees on the built pages.

const narrowNoBreak = '\u202f';
const noBreak = '\u00a0';

/**
 * A product's minimum order as `locale` writes it: its figure grouped in threes with `separator`
 * (the rule under test), in the words and order of content (interface.yml `quantity`, units.yml).
 */
function moqText(locale: string, slug: string, id: string, separator: string): string {
  const product = getCategories(locale)
    .find((category) => category.slug === slug)!
    .products.find((item) => item.id === id)!;
  const { quantity, unit, note = '' } = product.moq!;
  const forms = getUnits(locale)[unit];
  const word = forms[new Intl.PluralRules(locale).select(quantity) as keyof typeof forms] ?? forms.other;
  const figure = String(quantity).replace(/\B(?=(\d{3})+$)/g, separator);
  const style = getInterface(locale).quantity;
  return fillTemplate(style.moq, { amount: fillTemplate(style.amount, { quantity: figure, unit: word }), note }).trim();
}

test('a French buyer reads minimum orders with a narrow no-break space between thousands', async ({ page }) => {
  await page.goto('/fr/store');
  const plush = page.locator('[data-store-product]').filter({
    hasText: getCategories('fr')
      .flatMap((c) => c.products)
      .find((p) => p.id === 'plush-soft-toys')!.name,
  });
  await expect(plush.getByRole('definition').first()).toHaveText(moqText('fr', 'toys-games', 'plush-soft-toys', narrowNoBreak));
  await expect(page.getByText(/\d,\d{3}/)).toHaveCount(0);
});

test('the Russian contact form counts characters as Russian writes numbers, "0 / 5 000"', async ({ page }) => {
  await page.goto('/ru/contact');
  await expect(page.getByText(`0 / 5${noBreak}000`, { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: getContact('ru').form.fields.message.label, exact: true }).fill('x'.repeat(1234));
  await expect(page.getByText(`1${noBreak}234 / 5${noBreak}000`, { exact: true })).toBeVisible();
});

test('Spanish groups ten thousand and more with a point, and leaves 1000 whole', async ({ page }) => {
  await page.goto('/es/store');
  await expect(page.getByText(/^10\.000 piezas/).first()).toBeVisible();
  await expect(page.getByText(/^1000 piezas/).first()).toBeVisible();
  await expect(page.getByText(/\d,\d{3}/)).toHaveCount(0);
});

test('French keeps ; : ! ? % and » on the line of the word before them, Russian its dashes', async ({ page }) => {
  const ordinarySpaceBefore = { fr: /\S +[;:!?%»]/g, ru: /\S +—/g } as const;
  const found: string[] = [];
  for (const [code, pattern] of Object.entries(ordinarySpaceBefore)) {
    for (const path of ['/', '/about', '/get-quote', '/store', '/blog/payment-terms-and-samples']) {
      await page.goto(localePath(code, path));
      // Text a translation lacks is English (lang="en") and follows English's rules; a list's options never wrap.
      const text = await page.evaluate(() => {
        const copy = document.body.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('[lang="en"], script, style, select').forEach((element) => element.remove());
        return copy.textContent ?? '';
      });
      for (const match of text.matchAll(pattern))
        found.push(`${code}${path}: …${text.slice(Math.max(0, match.index - 20), match.index + 10)}…`);
    }
  }
  expect(found).toEqual([]);
});

test('Chinese reads minimum orders and the address in its own order', async ({ page }) => {
  const site = getSite('zh');
  await page.goto('/zh/services/toys-games');
  const plush = getCategories('zh')
    .find((category) => category.slug === 'toys-games')!
    .products.find((product) => product.id === 'plush-soft-toys')!;
  // In the plush toys' row: two other toys share the figure.
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: plush.name, exact: true }) });
  await expect(row.getByText(moqText('zh', 'toys-games', 'plush-soft-toys', ','), { exact: true })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  // Largest to smallest, then the postcode after the words content/site.yml puts before it.
  const { country, region, city, street, postcode, separator } = site.address;
  await expect(footer).toContainText(
    new RegExp(`${escapeRegExp(`${country}${region}${city}${separator}${street}${separator}`)}\\D*${escapeRegExp(postcode)}`),
  );
});

test.describe('headings in a script without spaces break between words', () => {
  test.use({ viewport: { width: 375, height: 900 } });

  test('/zh: no word of the hero title is split across two lines at 375 px', async ({ page }) => {
    await page.goto('/zh');
    const heading = page.getByRole('heading', { level: 1 });
    const title = (await heading.textContent()) ?? '';
    const words = headingChunks(title, 'zh-Hans')!;
    // The top of each character's box: two characters of one word on different lines is a split word.
    const tops = await heading.evaluate((element) => {
      const result: number[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let index = 0; index < (node.nodeValue ?? '').length; index += 1) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          result.push(Math.round(range.getBoundingClientRect().top));
        }
      }
      return result;
    });
    expect(new Set(tops).size, 'the title takes more than one line at 375 px').toBeGreaterThan(1);
    let at = 0;
    const split: string[] = [];
    for (const word of words) {
      const lines = new Set(tops.slice(at, at + word.length));
      if (lines.size > 1) split.push(word);
      at += word.length;
    }
    expect(split).toEqual([]);
  });
});
