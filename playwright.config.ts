import { accessSync, constants } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
// One list for the tests, the screenshots and the Lighthouse bench: no network, no sandbox (root).
import chromiumFlags from './scripts/chromium-flags.json';

const ci = Boolean(process.env.CI);

function isExecutable(file: string | undefined): file is string {
  if (!file) return false;
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find(isExecutable);

const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath,
    args: chromiumFlags,
  },
};

/** Each builds a scratch copy of the site: minutes of work in one serial chain. */
const slowSpecs = ['**/cms-editing.spec.ts', '**/seventh-language.spec.ts', '**/inbox.spec.ts'];

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  // Three on two cores: the editing journey (e2e/cms-editing.spec.ts) holds a worker for minutes
  // mostly waiting on the editor and git, while two others share the rest.
  workers: 3,
  // The count of what was checked (pages, languages, widths) is printed last, to compare runs.
  reporter: [['list'], ['./e2e/count-reporter.ts']],
  use: {
    baseURL: 'http://127.0.0.1:3100',
    // An English-speaking visitor unless a test says otherwise (the language notice offers others).
    locale: 'en-US',
    // Recording a trace for every test cost about a quarter of the run's processor time; a test that
    // fails on CI is retried with one (locally: npx playwright test --trace on).
    trace: 'on-first-retry',
  },
  webServer: [
    {
      command: 'node scripts/serve.mjs out 3100',
      url: 'http://127.0.0.1:3100/',
      reuseExistingServer: !ci,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The WordPress posts API that /blog fetches in the browser; tests pick its mode per request.
      command: 'node e2e/wp-fixture.mjs',
      url: 'http://127.0.0.1:3101/wp-json/wp/v2/posts',
      reuseExistingServer: !ci,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The form back-end that the test build posts to (NEXT_PUBLIC_FORM_ENDPOINT); tests pick its answer per request.
      command: 'node e2e/form-endpoint.mjs 3102',
      url: 'http://127.0.0.1:3102/',
      reuseExistingServer: !ci,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
  // The journeys that build a whole site of their own run first, each on a worker while the other
  // worker takes the rest: last in the queue, they would be the run's tail (Playwright hands out
  // tests in the order of the projects).
  projects: [
    { name: 'builds', testMatch: slowSpecs, use: browser },
    { name: 'chromium', testIgnore: slowSpecs, use: browser },
  ],
});
