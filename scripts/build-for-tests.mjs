#!/usr/bin/env node
// The build the browser tests run against: the same `npm run build`, with the blog pointed at
// the WordPress fixture (e2e/wp-fixture.mjs, started here for the build's fetch and stopped
// after) and the forms at the form-endpoint fixture the Playwright config starts. The fixture's
// posts are then prerendered into out/blog.html. Exits with the build's exit code.
// Usage: node scripts/build-for-tests.mjs
import { spawn } from 'node:child_process';

const blogApi = 'http://127.0.0.1:3101/wp-json/wp/v2/posts';
const formEndpoint = 'http://127.0.0.1:3102/submit';

async function answers(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

/** Starts the fixture unless one already answers (a Playwright run left it up); returns a stop function. */
async function startFixture() {
  if (await answers(blogApi)) {
    console.log(`build-for-tests: using the WordPress fixture already running at ${blogApi}`);
    return () => undefined;
  }
  const fixture = spawn(process.execPath, ['e2e/wp-fixture.mjs'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => fixture.once('exit', resolve));
  for (let tries = 0; tries < 50; tries += 1) {
    if (await answers(blogApi)) return () => fixture.kill('SIGTERM');
    if (fixture.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  fixture.kill('SIGTERM');
  await exited;
  throw new Error(`the WordPress fixture did not start at ${blogApi}`);
}

const stopFixture = await startFixture();
let code = 1;
try {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawn(npm, ['run', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_PUBLIC_BLOG_API_URL: blogApi, NEXT_PUBLIC_FORM_ENDPOINT: formEndpoint },
  });
  code = await new Promise((resolve) => {
    build.once('error', (error) => {
      console.error(`build-for-tests: could not run npm run build: ${error.message}`);
      resolve(1);
    });
    build.once('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
} finally {
  stopFixture();
}
process.exit(code);
