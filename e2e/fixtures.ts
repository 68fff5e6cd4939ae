import { test as base, expect, type Response, type TestInfo } from '@playwright/test';
import { checkedAttachment } from './checked';

type Fixtures = {
  /**
   * Console errors and uncaught exceptions a test expects, matched against "console.error: <text> (<url>)"
   * and "Uncaught <name>: <message> (<url>)"; any other fails it.
   */
  allowedConsoleErrors: RegExp[];
  failOnConsoleErrors: void;
  /**
   * CSP violations a test expects, matched against "CSP enforce: <directive> blocked <what> <where>"
   * and Chromium's console line; any other fails it. A blocked handler on an element of the page
   * reads "… on <img> in the page"; one in markup parsed off the page "… outside the page"
   * (Chromium reports an inline handler as soon as any parser meets one, even in an inert
   * DOMParser document; the blog's sanitiser removes them before parsing, so /blog raises none).
   */
  allowedCspViolations: RegExp[];
  failOnCspViolations: void;
};

/**
 * What a test looked at, attached to its result for e2e/count-reporter.ts: the addresses opened in
 * the browser, the languages (<html lang>) of the pages it went to, the viewport widths, and the
 * addresses fetched without a browser. One record per test, shared by its page and request.
 */
const records = new WeakMap<
  TestInfo,
  { pages: Set<string>; languages: Set<string>; widths: Set<number>; fetched: Set<string>; saved: boolean }
>();

function recorder(testInfo: TestInfo) {
  let record = records.get(testInfo);
  if (!record) {
    record = { pages: new Set(), languages: new Set(), widths: new Set(), fetched: new Set(), saved: false };
    records.set(testInfo, record);
  }
  const own = record;
  const address = (url: string) => {
    const { origin, pathname } = new URL(url);
    return origin === 'null' ? undefined : `${origin}${pathname}`;
  };
  return {
    page: (url: string) => void (address(url) && own.pages.add(address(url)!)),
    fetched: (url: string) => void (address(url) && own.fetched.add(address(url)!)),
    language: (lang: string | null) => void (lang && own.languages.add(lang)),
    width: (width: number | undefined) => void (width && own.widths.add(width)),
    save: async () => {
      if (own.saved) return;
      own.saved = true;
      const body = JSON.stringify({
        pages: [...own.pages],
        languages: [...own.languages],
        widths: [...own.widths],
        fetched: [...own.fetched],
      });
      await testInfo.attach(checkedAttachment, { body, contentType: 'application/json' });
    },
  };
}

/** How Chromium words a Content-Security-Policy block in the console. */
const cspMessage = /Content[- ]Security[- ]Policy|Refused to /i;

export const test = base.extend<Fixtures>({
  // Pages are painted before their scripts load (scripts/after-paint.mjs), so the load event, where
  // goto and reload return, comes before the page responds to clicks. They also wait for that
  // (components/layout/hydrated-marker.tsx), as a visitor waits for a page to respond; a test can
  // still pass { waitUntil } and look at the page earlier. (Built with AFTER_PAINT=off, the scripts
  // run before the load event and the wait is shorter: the same tests hold.)
  // (The callback is named provide, not use: ESLint's React rules take a "use" call for a hook.)
  page: async ({ page, javaScriptEnabled }, provide, testInfo) => {
    const checked = recorder(testInfo);
    const settle = async (response: Response | null) => {
      const html = (response?.headers()['content-type'] ?? '').startsWith('text/html');
      if (html && javaScriptEnabled) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      if (html)
        checked.language(
          await page
            .locator('html')
            .getAttribute('lang', { timeout: 1000 })
            .catch(() => null),
        );
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const setViewportSize = page.setViewportSize.bind(page);
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      checked.page(frame.url());
      checked.width(page.viewportSize()?.width);
    });
    Object.assign(page, {
      goto: async (...args: Parameters<typeof goto>) => (args[1]?.waitUntil ? goto(...args) : settle(await goto(...args))),
      reload: async (...args: Parameters<typeof reload>) => (args[0]?.waitUntil ? reload(...args) : settle(await reload(...args))),
      setViewportSize: async (...args: Parameters<typeof setViewportSize>) => {
        checked.width(args[0].width);
        return setViewportSize(...args);
      },
    });
    await provide(page);
    await checked.save();
  },
  request: async ({ request }, provide, testInfo) => {
    const checked = recorder(testInfo);
    const get = request.get.bind(request);
    Object.assign(request, {
      get: async (...args: Parameters<typeof get>) => {
        const response = await get(...args);
        checked.fetched(response.url());
        return response;
      },
    });
    await provide(request);
    await checked.save();
  },
  allowedConsoleErrors: [[], { option: true }],
  failOnConsoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => {
        const entry = `Uncaught ${error.name}: ${error.message} (${page.url()})`;
        if (!allowedConsoleErrors.some((pattern) => pattern.test(entry))) errors.push(entry);
      });
      page.on('console', (message) => {
        // CSP messages are judged by failOnCspViolations (allowedCspViolations).
        if (message.type() !== 'error' || cspMessage.test(message.text())) return;
        const { url } = message.location();
        const entry = `console.error: ${message.text()}${url ? ` (${url})` : ''}`;
        if (!allowedConsoleErrors.some((pattern) => pattern.test(entry))) errors.push(entry);
      });
      await use();
      expect(errors, 'no console errors or uncaught exceptions').toEqual([]);
    },
    { auto: true },
  ],
  // out/_headers carries each page's CSP (scripts/csp.mjs) and the test server sends it: any
  // violation fails the test, whatever allowedConsoleErrors says.
  allowedCspViolations: [[], { option: true }],
  failOnCspViolations: [
    async ({ context, allowedCspViolations }, use) => {
      const violations: string[] = [];
      const record = (entry: string) => {
        if (!allowedCspViolations.some((pattern) => pattern.test(entry))) violations.push(entry);
      };
      await context.exposeBinding('__reportCspViolation', ({ page }, text: string) => record(`${text} (${page.url()})`));
      await context.addInitScript(() => {
        document.addEventListener(
          'securitypolicyviolation',
          (event) => {
            const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
            // The event goes to the element when it is in the page, else to the document.
            const target = event.target instanceof Element ? ` on <${event.target.localName}> in the page` : ' outside the page';
            const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
            void report?.(`CSP ${event.disposition}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}${target}${where}`);
          },
          true,
        );
      });
      context.on('console', (message) => {
        if (cspMessage.test(message.text())) record(`console.${message.type()}: ${message.text()} (${message.page()?.url() ?? 'no page'})`);
      });
      await use();
      expect(violations, 'no Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
