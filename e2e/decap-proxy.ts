import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';

// For browser tests that edit through the editor: Decap's local proxy (decap-server, git mode) on
// a scratch clone of this repository, on a port of its own, so the test's drafts, commits and
// cms/… branches land in the clone, never in the work tree, and a developer's `npm run cms` on
// 8081 is left alone. The built editor looks for its proxy at http://localhost:8081/api/v1 (the
// only local address its Content-Security-Policy allows); routeToScratchProxy answers that address
// from the scratch proxy, inside the browser's network layer.
//
//   const proxy = await startScratchProxy();          // in beforeAll
//   await routeToScratchProxy(page, proxy);               // before page.goto('/admin/')
//   … page.getByRole('button', { name: 'Login' }) … git -C proxy.dir log / show / branch …
//   await proxy.stop();                               // in afterAll: stops it, deletes the clone

export type ScratchProxy = {
  /** The clone the proxy commits to. */
  dir: string;
  port: number;
  /** Runs git in the clone and returns its output (e.g. ['branch', '--list', 'cms/*']). */
  git: (args: string[]) => string;
  stop: () => Promise<void>;
};

/** Where the built editor looks for its local proxy (Decap's local_backend default; scripts/cms.mjs starts it there). */
const proxyPort = 8081;

/** A free TCP port on this machine. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Starts decap-server in git mode on `repo`, bound to this machine, as `npm run cms` does; resolves with a function that stops it once it listens. */
function startDecapServer(repo: string, port: number): Promise<() => Promise<void>> {
  const server = path.join(process.cwd(), 'node_modules', 'decap-server', 'dist', 'index.js');
  const child = spawn(process.execPath, [server], {
    cwd: repo,
    env: { ...process.env, MODE: 'git', GIT_REPO_DIRECTORY: repo, PORT: String(port), BIND_HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/listening on/i.test(output)) resolve(stop);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`decap-server stopped (exit ${code}) before it listened:\n${output.trim()}`)));
  });
}

/** Clones the repository's committed state (HEAD) into a temporary folder and starts decap-server on it. */
export async function startScratchProxy(source = process.cwd()): Promise<ScratchProxy> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'decap-scratch-'));
  const git = (args: string[]) => execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8' });
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', source, dir]);
  // The editor works on the configured branch (cms/backend.ts: CMS_BRANCH, else main): the clone's
  // HEAD takes that name whatever branch this checkout is on.
  git(['checkout', '--quiet', '-B', process.env.CMS_BRANCH?.trim() || 'main']);
  // The proxy commits as whoever git says; a CI machine may have no one configured.
  git(['config', 'user.name', 'Decap test']);
  git(['config', 'user.email', 'decap-test@example.com']);
  try {
    const port = await freePort();
    const stopProxy = await startDecapServer(dir, port);
    return {
      dir,
      port,
      git,
      stop: async () => {
        await stopProxy();
        // A git the proxy started may still be writing in .git for a while (ENOTEMPTY): Node tries again for
        // about 20 s, and then the copy is left in the system's temporary folder: tidying up decides no test.
        try {
          rmSync(dir, { recursive: true, force: true, maxRetries: 12, retryDelay: 250 });
        } catch (error) {
          console.warn(`decap-proxy: left ${dir} behind: ${(error as Error).message}`);
        }
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** Has `page` reach the scratch proxy where the editor looks for its local proxy (localhost:8081). */
export async function routeToScratchProxy(page: Page, proxy: ScratchProxy): Promise<void> {
  await page.route(`http://localhost:${proxyPort}/**`, async (route) => {
    const url = new URL(route.request().url());
    url.host = `127.0.0.1:${proxy.port}`;
    // decap-server closes idle connections; a request sent on one as it closes is reset (ECONNRESET,
    // seen on a busy CI machine). The editor's requests are safe to send again: try twice more.
    for (let attempt = 1; ; attempt += 1) {
      try {
        const response = await route.fetch({ url: url.href });
        await route.fulfill({ response });
        return;
      } catch (error) {
        // The test is over (the editor still loading in the background): nothing left to answer.
        if (/Test ended|has been closed|has been disposed/.test(String(error))) return;
        if (attempt >= 3 || !/ECONNRESET|socket hang up/.test(String(error))) throw error;
      }
    }
  });
}
