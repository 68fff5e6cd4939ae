import type { Page } from '@playwright/test';
import { localePath } from '@/content/locale-path';
import { locales } from '@/content/locales';
import { getRepoPosts } from '@/content/posts';
import { expect, test } from './fixtures';
import { routes, serviceSlugs } from './routes';

// No page in any language is wider than a phone's or a tablet's screen: a long word (Russian
// "Удовлетворённость", a German-length French compound) hyphenates or wraps instead of pushing the
// page sideways. Every kind of page in every language, and each of the 20 categories and each
// article in one language (in turn round the languages): one page per language, each address opened
// once; the widths are tried by resizing it, since the layout follows the viewport (media queries),
// not the width it loaded at.

const widths = [320, 375, 768];
const categories = new Set(serviceSlugs.map((slug) => `/services/${slug}`));
const articles = getRepoPosts('en').map(({ href }) => href);
const everyLanguage = routes.map(({ path }) => path).filter((path) => !categories.has(path));
/** The pages opened in the `index`th language: every kind of page, and its turn of the categories and articles. */
const pagesIn = (index: number) =>
  [...everyLanguage, ...categories, ...articles].filter(
    (path, at) => at < everyLanguage.length || (at - everyLanguage.length) % locales.length === index,
  );

/** How far the document is wider than the viewport, in px (reading scrollWidth lays the page out at the new width). */
async function overflowAt(page: Page, width: number): Promise<number> {
  await page.setViewportSize({ width, height: 800 });
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

for (const [index, { code, name }] of locales.entries()) {
  const paths = pagesIn(index);
  test(`no kind of page in ${name} (${code}) is wider than the screen at ${widths.join(', ')} px`, async ({ page }) => {
    // About 1 s a page here; a loaded machine (CI's two cores) may take several.
    test.setTimeout(paths.length * 10_000);
    const wide: string[] = [];
    for (const path of paths) {
      await page.setViewportSize({ width: widths[0]!, height: 800 });
      const url = localePath(code, path);
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await page.evaluate(() => document.fonts.ready);
      for (const width of widths) {
        const overflow = await overflowAt(page, width);
        if (overflow > 0) wide.push(`${url} at ${width} px: ${width + overflow} px wide`);
      }
    }
    expect(wide, 'pages wider than the viewport').toEqual([]);
  });
}
