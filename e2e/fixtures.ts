import { test as base, expect } from '@playwright/test';

type Fixtures = {
  /** Console errors a test expects, matched against "console.error: <text> (<url>)"; any other fails it. */
  allowedConsoleErrors: RegExp[];
  failOnConsoleErrors: void;
};

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  failOnConsoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`Uncaught ${error.name}: ${error.message} (${page.url()})`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const { url } = message.location();
        const entry = `console.error: ${message.text()}${url ? ` (${url})` : ''}`;
        if (!allowedConsoleErrors.some((pattern) => pattern.test(entry))) errors.push(entry);
      });
      await use();
      expect(errors, 'no console errors or uncaught exceptions').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
