import type { Page, Request } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { getBlog } from '@/content/blog';
import { getInterface } from '@/content/interface';
import { getNotFound } from '@/content/not-found';
import { getRepoPost } from '@/content/posts';
import { fillTemplate } from '@/lib/template';
import { expect, test } from './fixtures';
import { containing, escapeRegExp, exactly, startingWith, templatePattern } from './words';

// /blog against the WordPress fixture (e2e/wp-fixture.mjs on 127.0.0.1:3101). The site was built
// by scripts/build-for-tests.mjs with the fixture in normal mode, so its 9 first posts are in the
// HTML; in the browser each test picks the fixture's mode by rewriting the request URL.

const api = 'http://127.0.0.1:3101/**';
/** The one line the feed logs per failure (console.error, followed by where it was logged). */
const apiError = (reason: RegExp) =>
  new RegExp(`^console\\.error: Blog: could not load posts from http://127\\.0\\.0\\.1:3101/\\S+: ${reason.source} \\(`);
/**
 * One pattern for several messages: allowedConsoleErrors must be a one-element array, since
 * Playwright reads [value, object] as a fixture tuple.
 */
const anyOf = (...patterns: RegExp[]) => new RegExp(patterns.map((pattern) => `(?:${pattern.source})`).join('|'));

/** The blog's words, from content/blog.yml: staff may change any of them. The WordPress posts are e2e/wp-fixture.mjs's. */
const blog = getBlog('en');
const { feed } = blog;
const repoPost = (slug: string) => getRepoPost('en', slug)!;
/** The titles of the Markdown articles, from content/blog/en/. */
const repoTitles = {
  shipping: repoPost('shipping-from-pakistan').titleText,
  payment: repoPost('payment-terms-and-samples').titleText,
  licence: repoPost('export-licence-and-secp-registration').titleText,
};
/** "Read Post: <title>", the title a pattern. */
const readPost = (title: string) => templatePattern(feed.readPostName, { readPost: escapeRegExp(feed.readPost), title });
const loadingOrMore = new RegExp([feed.loadMore, feed.loadingMore, feed.loading].map(escapeRegExp).join('|'));

/** The list as the build prerendered it: fixture page 1 (9 posts) and the 3 repo posts, newest first. */
const prerendered = [
  'Port Qasim adds a weekly Gulf service – what it means for lead times',
  repoTitles.shipping,
  'Buyer’s checklist: approving a pre-production sample',
  'Cotton & leather prices this autumn: what we are seeing',
  repoTitles.payment,
  'How we pack furniture for 40′ containers',
  'Notes from a visit to Sialkot’s sports-goods makers',
  'Private labels & barcodes: what to send us before production',
  'Reminder: our bank details never change by e-mail',
  repoTitles.licence,
  'Handicrafts from Khyber Pakhtunkhwa: care & natural variation',
  'Reading a proforma invoice line by line',
];
const page2 = [
  'Solar accessories: what the marks on the box mean',
  'Eid holidays & production schedules – planning around them',
  'Welcome to “Industry Insights”',
];

const list = (page: Page) => page.getByRole('list', { name: feed.listLabel });
const titles = (page: Page) => list(page).getByRole('heading', { level: 2 });
const notice = (page: Page) => page.getByRole('main').getByRole('status').or(page.getByRole('main').getByRole('alert'));

/** Sends the browser's requests to the fixture in `mode`, and records them. */
async function useMode(page: Page, mode: string): Promise<Request[]> {
  const requests: Request[] = [];
  await page.unrouteAll({ behavior: 'wait' });
  await page.route(api, (route) => {
    requests.push(route.request());
    const url = new URL(route.request().url());
    url.searchParams.set('mode', mode);
    return route.continue({ url: url.toString() });
  });
  return requests;
}

/** Clicks "Load more" until every page is in the list. */
async function loadAll(page: Page) {
  const more = page.getByRole('button', { name: feed.loadMore });
  for (let clicks = 0; clicks < 20 && (await more.count()) > 0; clicks += 1) {
    await more.click();
    await expect(page.getByRole('button', { name: new RegExp([feed.loadingMore, feed.loading].map(escapeRegExp).join('|')) })).toHaveCount(
      0,
    );
  }
}

/**
 * Starts recording layout shifts (buffered, so a shift before the page's scripts counts too): each
 * as its score and what moved, so a failure names the element and where it went.
 */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { __shifts: string[] }).__shifts = shifts;
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? 'gone';
      const classes = typeof node.className === 'string' ? node.className.split(/\s+/).slice(0, 3).join('.') : '';
      return `${node.tagName.toLowerCase()}${classes ? `.${classes}` : ''} "${(node.textContent ?? '').trim().slice(0, 40)}"`;
    };
    const box = (rect: DOMRectReadOnly) =>
      `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries()) {
        const shift = entry as unknown as {
          value: number;
          sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        const moved = (shift.sources ?? []).map(
          (source) => `${describe(source.node)} ${box(source.previousRect)} → ${box(source.currentRect)}`,
        );
        shifts.push(`${shift.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
}

/** Collects dialogs (an alert() payload would open one) and dismisses them. */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

test.describe('the prerendered blog', () => {
  test('has the fixture posts and the repo posts in its HTML', async ({ request }) => {
    const html = await (await request.get('/blog')).text();
    for (const title of ['Port Qasim adds a weekly Gulf service', 'Reading a proforma invoice line by line', repoTitles.payment]) {
      expect(html).toContain(title);
    }
    expect(html).not.toContain(page2[0]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('shows every prerendered post, newest first, with working links', async ({ page }) => {
      await page.goto('/blog');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.title);
      await expect(titles(page)).toHaveText(prerendered);
      const wordpress = list(page).getByRole('link', { name: `Read Post: ${prerendered[0]} (opens in a new tab)` });
      await expect(wordpress).toHaveAttribute('href', 'https://blog.example.com/2026/11/18/port-qasim-gulf-service/');
      const repo = list(page).getByRole('link', { name: `Read Post: ${repoTitles.payment}` });
      await expect(repo).toHaveAttribute('href', '/blog/payment-terms-and-samples');
      // Nothing that only JavaScript could make work.
      await expect(page.getByRole('button', { name: feed.loadMore })).toBeHidden();
    });
  });
});

test.describe('in the browser', () => {
  test('normal: refreshes page 1 once, without a layout shift, and loads page 2 with Load more', async ({ page }) => {
    const requests = await useMode(page, 'normal');
    await page.addInitScript(() => {
      (window as unknown as { __shift: number }).__shift = 0;
      new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries())
          (window as unknown as { __shift: number }).__shift += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/blog');
    await expect(titles(page)).toHaveText(prerendered);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);

    expect(requests).toHaveLength(1);
    const query = new URL(requests[0]!.url()).searchParams;
    query.delete('mode');
    expect(Object.fromEntries(query)).toEqual({ _fields: 'id,date,link,title,excerpt', per_page: '9', page: '1' });
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.01);
    await expect(notice(page)).toHaveCount(0);

    await page.getByRole('button', { name: feed.loadMore }).click();
    await expect(titles(page)).toHaveText([...prerendered, ...page2]);
    await expect(page.getByRole('button', { name: loadingOrMore })).toHaveCount(0);
    await expect(list(page).getByRole('link', { name: `Read Post: ${page2[0]} (opens in a new tab)` })).toBeFocused();
    expect(requests.map((request) => new URL(request.url()).searchParams.get('page'))).toEqual(['1', '2']);
  });

  test('Read Post opens WordPress posts in a new tab and repo posts on the site', async ({ page }) => {
    await useMode(page, 'normal');
    await page.goto('/blog');
    const external = list(page).getByRole('link', {
      name: new RegExp(`^${readPost('.*').source} ${escapeRegExp(getInterface('en').newTab)}$`),
    });
    await expect(external).toHaveCount(9);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('href', /^https:\/\/blog\.example\.com\//);
    }
    const internal = list(page).getByRole('link', { name: `Read Post: ${repoTitles.shipping}` });
    await expect(internal).not.toHaveAttribute('target');
    await internal.click();
    await expect(page).toHaveURL('/blog/shipping-from-pakistan');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(repoTitles.shipping);
  });

  test('xss: every payload is shown as harmless text and none runs', async ({ page }) => {
    const dialogs = watchDialogs(page);
    await useMode(page, 'xss');
    await page.goto('/blog');
    await loadAll(page);
    await expect(titles(page).filter({ hasText: /^XSS test \d+:/ })).toHaveCount(50);
    // Posts whose link is javascript:, data:, relative … are dropped.
    await expect(titles(page).filter({ hasText: /^Bad link/ })).toHaveCount(0);
    // Give anything delayed (onload, onerror, autofocus, animations) time to fire, then hover and focus everything.
    await page.waitForTimeout(1000);
    for (const element of await list(page).locator('h2 em, h2 + div em, h2 + div a').all()) await element.hover({ force: true });
    await page.keyboard.press('Tab');

    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    const found = await list(page).evaluate((root) => {
      // The sanitised parts of each card: its title and its excerpt (the icons are the site's own SVG).
      const html = Array.from(root.querySelectorAll('li > h2, li > h2 + div'));
      const inside = (selector: string) => html.flatMap((part) => Array.from(part.querySelectorAll(selector)));
      const dangerous = inside(
        'script, iframe, frame, object, embed, style, svg, math, img, form, input, button, link, meta, base, video, details, template',
      );
      const attributes = inside('*').flatMap((element) => Array.from(element.attributes).map((attribute) => attribute.name));
      const protocols = inside('a[href]').map((link) => new URL(link.getAttribute('href')!, location.href).protocol);
      return {
        parts: html.length,
        dangerous: dangerous.length,
        attributes: [...new Set(attributes)].sort(),
        protocols: [...new Set(protocols)].sort(),
      };
    });
    expect(found).toEqual({ parts: 2 * 53, dangerous: 0, attributes: ['href', 'rel', 'target'], protocols: ['https:'] });
    // The repo posts are still there.
    await expect(titles(page).filter({ hasText: repoTitles.payment })).toHaveCount(1);
  });

  test('xss at 320 px: long unbroken payloads do not widen the page', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await useMode(page, 'xss');
    await page.goto('/blog');
    await loadAll(page);
    await expect(titles(page).filter({ hasText: /^XSS test \d+:/ })).toHaveCount(50);
    const overflow = await page.evaluate(() => {
      const root = document.scrollingElement ?? document.documentElement;
      return root.scrollWidth - root.clientWidth;
    });
    expect(overflow, 'px of horizontal overflow').toBeLessThanOrEqual(0);
  });

  test.describe('500', () => {
    test.use({
      allowedConsoleErrors: [anyOf(/status of 500 \(Internal Server Error\) \(http:\/\/127\.0\.0\.1:3101\//, apiError(/HTTP 500/))],
    });

    test('keeps the prerendered posts, says newer ones could not be loaded, and Retry recovers', async ({ page }) => {
      const failed = await useMode(page, '500');
      await page.goto('/blog');
      await expect(notice(page)).toHaveText(containing(feed.stale));
      await expect(titles(page)).toHaveText(prerendered);
      expect(failed).toHaveLength(1);

      const requests = await useMode(page, 'empty');
      await notice(page).getByRole('button', { name: feed.retry }).click();
      await expect(notice(page)).toHaveCount(0);
      await expect(titles(page)).toHaveText([repoTitles.shipping, repoTitles.payment, repoTitles.licence]);
      expect(requests).toHaveLength(1);
    });
  });

  test.describe('malformed JSON', () => {
    test.use({ allowedConsoleErrors: [apiError(/the answer is not JSON/)] });

    test('keeps the prerendered posts and offers a retry', async ({ page }) => {
      await useMode(page, 'malformed');
      await page.goto('/blog');
      await expect(notice(page)).toHaveText(containing(feed.stale));
      await expect(notice(page).getByRole('button', { name: feed.retry })).toBeEnabled();
      await expect(titles(page)).toHaveText(prerendered);
    });
  });

  test('empty: the WordPress posts go, the repo posts stay, and nothing is wrong', async ({ page }) => {
    await useMode(page, 'empty');
    await page.goto('/blog');
    await expect(titles(page)).toHaveText([repoTitles.shipping, repoTitles.payment, repoTitles.licence]);
    await expect(notice(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: feed.loadMore })).toHaveCount(0);
  });

  test.describe('slower than the time-out', () => {
    test.use({ allowedConsoleErrors: [apiError(/timed out after 8 s/)] });

    test('shows the prerendered posts at once, and after 8 s says newer ones could not be loaded', async ({ page }) => {
      await useMode(page, 'slow');
      const started = Date.now();
      await page.goto('/blog');
      await expect(titles(page)).toHaveText(prerendered);
      await expect(notice(page)).toHaveText(containing(feed.stale), { timeout: 12_000 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(7_500);
      await expect(titles(page)).toHaveText(prerendered);
    });
  });

  test.describe('wrong shapes', () => {
    test.use({ allowedConsoleErrors: [apiError(/the answer is not a list of posts \(got an object\)/)] });

    test('the bad posts are dropped, the good ones shown; a page that is not a list says so', async ({ page }) => {
      await useMode(page, 'shapes');
      await page.goto('/blog');
      const good = [
        'Port Qasim adds a weekly Gulf service – what it means for lead times',
        'How we pack furniture for 40′ containers',
        'Solar accessories: what the marks on the box mean',
      ];
      await expect(titles(page)).toHaveText([good[0]!, repoTitles.shipping, repoTitles.payment, good[1]!, repoTitles.licence, good[2]!]);
      await expect(notice(page)).toHaveCount(0);
      // Page 2 is an object, not a list: the posts stay, and the page says more could not be loaded.
      await page.getByRole('button', { name: feed.loadMore }).click();
      await expect(notice(page)).toHaveText(containing(feed.moreError));
      await expect(titles(page)).toHaveCount(6);
      await expect(notice(page).getByRole('button', { name: feed.retry })).toBeFocused();
    });
  });

  test.describe('an answer that is not a list', () => {
    test.use({ allowedConsoleErrors: [apiError(/the answer is not a list of posts \(got an object\)/)] });

    test('object: keeps the prerendered posts and says newer ones could not be loaded', async ({ page }) => {
      const requests = await useMode(page, 'object');
      await page.goto('/blog');
      await expect(notice(page)).toHaveText(containing(feed.stale));
      await expect(titles(page)).toHaveText(prerendered);
      expect(requests).toHaveLength(1);
    });
  });

  test('shifted: a post repeated on the next page, its id now a string, shows once', async ({ page }) => {
    await useMode(page, 'shifted');
    await page.goto('/blog');
    await expect(titles(page)).toHaveText(prerendered);
    await page.getByRole('button', { name: feed.loadMore }).click();
    await expect(titles(page)).toHaveText([...prerendered, ...page2]);
    await expect(list(page).getByRole('link', { name: new RegExp(`^${readPost('').source}`) })).toHaveCount(
      prerendered.length + page2.length,
    );
    await expect(
      list(page).getByRole('link', { name: new RegExp(`^${readPost(escapeRegExp('Reading a proforma invoice line by line')).source}`) }),
    ).toHaveCount(1);
  });

  test.describe('WordPress unreachable', () => {
    test.use({
      allowedConsoleErrors: [anyOf(/net::ERR_CONNECTION_REFUSED/, apiError(/network error: Failed to fetch/))],
    });

    test('a failed refresh shifts nothing already painted: no layout-shift entry at all', async ({ page }) => {
      const shifts = await watchLayoutShifts(page);
      await page.route(api, (route) => route.abort('connectionrefused'));
      await page.goto('/blog');
      await expect(titles(page)).toHaveText(prerendered);
      await expect(notice(page)).toHaveText(containing(feed.stale));
      await page.waitForTimeout(500);
      expect(await shifts()).toEqual([]);
      // Below the list, where it moves nothing above it.
      const [listBox, noticeBox] = [await list(page).boundingBox(), await notice(page).boundingBox()];
      expect(noticeBox!.y).toBeGreaterThanOrEqual(listBox!.y + listBox!.height);
    });
  });

  test('huge: an API that ignores per_page and sends megabytes is capped, and no card widens the page or grows past the screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await useMode(page, 'huge');
    await page.goto('/blog');
    await expect(titles(page).first()).toHaveText('Huge excerpt one');
    // At most per_page (9) posts from the answer, with the 3 repo posts.
    await expect(titles(page)).toHaveCount(12);
    const measured = await page.evaluate(() => {
      const root = document.scrollingElement ?? document.documentElement;
      const cards = Array.from(document.querySelectorAll('main ul[aria-label="Articles"] > li'));
      return {
        overflow: root.scrollWidth - root.clientWidth,
        tallest: Math.max(...cards.map((card) => card.getBoundingClientRect().height)),
        widest: Math.max(...cards.map((card) => card.getBoundingClientRect().width)),
        htmlChars: document.documentElement.outerHTML.length,
      };
    });
    expect(measured.overflow, 'px of horizontal overflow').toBeLessThanOrEqual(0);
    expect(measured.widest).toBeLessThanOrEqual(390);
    expect(measured.tallest, 'px, the tallest card').toBeLessThanOrEqual(600);
    expect(measured.htmlChars, 'characters in the DOM').toBeLessThan(400_000);
  });
});

test.describe('a repo post', () => {
  test('has its own page with title, date, back link and metadata', async ({ page }) => {
    await page.goto('/blog/payment-terms-and-samples');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(repoTitles.payment);
    await expect(page).toHaveTitle(startingWith(repoTitles.payment));
    const post = repoPost('payment-terms-and-samples');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', startingWith(post.description.slice(0, 30)));
    await expect(page.getByRole('main').locator('time')).toHaveAttribute('datetime', post.date);
    // English's date: content/blog.yml's format and month names, the day without a leading zero.
    const [year, month, day] = post.date.split('-').map(Number) as [number, number, number];
    await expect(page.getByRole('main').locator('time')).toHaveText(
      fillTemplate(blog.date.format, { day, month: blog.date.months[month - 1]!, year }),
    );
    // The article's last section heading, as its Markdown writes it.
    const sections = [...readFileSync('content/blog/en/payment-terms-and-samples.md', 'utf8').matchAll(/^## (.+)$/gm)].map(
      (match) => match[1]!,
    );
    await expect(page.getByRole('heading', { level: 2, name: exactly(sections.at(-1)!) })).toBeVisible();
    const back = page.getByRole('main').getByRole('link', { name: blog.article.back }).first();
    await back.click();
    await expect(page).toHaveURL('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.title);
  });

  test.describe('an unknown slug', () => {
    test.use({ allowedConsoleErrors: [/status of 404 \(Not Found\) \(http:\/\/[^/]+\/blog\/no-such-post\)$/] });

    test('answers 404', async ({ page }) => {
      const response = await page.goto('/blog/no-such-post');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(getNotFound('en').title);
    });
  });
});
