import type { Page } from '@playwright/test';

// The test build posts its forms to the fixture in e2e/form-endpoint.mjs (NEXT_PUBLIC_FORM_ENDPOINT).

const formEndpointUrl = 'http://127.0.0.1:3102/submit';

export type FormEndpointMode = 'ok' | '500' | 'timeout' | 'html' | 'redirect';

/**
 * Keeps the bodies the page POSTs to the form endpoint, and picks how the endpoint answers by
 * rewriting the request's mode (the fixture answers per request, so parallel tests never meet).
 */
export async function recordFormPosts(page: Page, mode: FormEndpointMode = 'ok') {
  const sent: Record<string, unknown>[] = [];
  await page.route(`${formEndpointUrl}**`, async (route) => {
    if (route.request().method() === 'POST') sent.push(route.request().postDataJSON() as Record<string, unknown>);
    await route.continue({ url: `${formEndpointUrl}?mode=${mode}` });
  });
  return sent;
}

/**
 * Holds the page's scripts until release(), so the page stays as the server painted it (pages
 * paint before their scripts run: scripts/after-paint.mjs). Scripts only: a held stylesheet would
 * hold the parser at the first inline script too.
 */
export async function holdScripts(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
