#!/usr/bin/env node
// `npm run cms`: edit the site in the editor on this machine, no account needed. Builds the editor
// (scripts/build-admin.mjs), starts Decap's proxy (decap-server in git mode: drafts become cms/…
// branches of this repository, Publish merges them, just as on GitHub) and the development server,
// prints the address to open, and stops both on Ctrl+C (or when either stops).
// Usage: npm run cms   (PORT=3001 for another development server port; the proxy is on 8081,
// where Decap looks for it)
import { spawn, spawnSync } from 'node:child_process';
import { unwatchFile, watch, watchFile } from 'node:fs';
import path from 'node:path';
import { buildAdmin } from './build-admin.mjs';
import { loadBuildEnv } from './out-pages.mjs';
import { runAsScript } from './process.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Where Decap looks for its proxy when the editor is opened on localhost (local_backend: true). */
export const proxyPort = 8081;

/**
 * Starts decap-server on `repo` (a git work tree) in git mode, bound to this machine only, and
 * resolves once it listens: { child, port, url, stop }. Rejects with its output if it exits first.
 */
export function startProxy({ repo = ROOT, port = proxyPort, log = () => undefined } = {}) {
  const server = path.join(ROOT, 'node_modules', 'decap-server', 'dist', 'index.js');
  const child = spawn(process.execPath, [server], {
    cwd: repo,
    env: { ...process.env, MODE: 'git', GIT_REPO_DIRECTORY: repo, PORT: String(port), BIND_HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk) => {
      const text = chunk.toString();
      output += text;
      log(text);
      if (/listening on/i.test(output)) {
        const stop = () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          });
        resolve({ child, port, url: `http://localhost:${port}/api/v1`, stop });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) =>
      reject(
        new Error(
          /EADDRINUSE/.test(output)
            ? `port ${port} is in use: is another npm run cms (or decap-server) running? Stop it first.`
            : `decap-server stopped (exit ${code}) before it listened:\n${output.trim()}`,
        ),
      ),
    );
  });
}

/**
 * Changes in `repo` the proxy would carry into a draft (git status --short): uncommitted changes to
 * tracked files, which its branch switching takes along, and files git does not know (ignored
 * ones aside), which its save commits with the entry (it stages the whole work tree).
 */
export function uncommitted(repo = ROOT) {
  const status = spawnSync('git', ['status', '--short', '--untracked-files=all'], { cwd: repo, encoding: 'utf8' });
  return status.status === 0 ? status.stdout.trimEnd() : '';
}

runAsScript(import.meta.url, 'cms', async () => {
  loadBuildEnv(ROOT);
  const dirty = uncommitted();
  if (dirty) {
    // The proxy's first save would commit these into the draft (and Publish onto main): refuse rather than warn.
    console.error(
      `cms: this work tree has changes git has not committed. The editor's first save would put them into its draft, so commit them, or move them out of the folder (or list them in .gitignore), then run npm run cms again:\n${dirty}`,
    );
    process.exit(1);
  }
  const stats = await buildAdmin();
  console.log(`cms: editor built in ${stats.seconds.toFixed(1)} s`);
  const port = Number(process.env.PORT || 3000);
  const proxy = await startProxy({ log: (text) => process.stdout.write(`decap-server: ${text.replace(/\x1b\[[0-9;]*m/g, '')}`) });
  const next = spawn(process.execPath, [path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next'), 'dev', '--port', String(port)], {
    cwd: ROOT,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'inherit',
  });

  // A publish changes content/ (decap-server merges the draft into this work tree): what the editor reads of
  // it follows (its pickers' lists, the previews' content), so after a reload it shows what the site now
  // shows. One refresh at a time, after the burst.
  let refreshing = false;
  let again = false;
  let timer;
  const refresh = () => {
    if (refreshing) return void (again = true);
    refreshing = true;
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts/build-admin.mjs'), '--content'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    child.once('exit', (code) => {
      refreshing = false;
      if (code === 0) console.log('cms: the editor reads the content as it is now (its lists and previews: reload the editor to see them)');
      if (again) {
        again = false;
        refresh();
      }
    });
  };
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(refresh, 1000);
  };
  const watcher = watch(path.join(ROOT, 'content'), { recursive: true }, later);
  // Node 20's recursive watch on Linux missed files a publish's merge wrote (a new-user trial saw the
  // previews keep the old phone number): every move of HEAD (a commit, a merge, a checkout) is logged
  // in .git/logs/HEAD, which is polled too. A refresh during a draft's checkout is followed by another.
  const headLog = path.join(ROOT, '.git', 'logs', 'HEAD');
  watchFile(headLog, { interval: 1000 }, later);

  let stopping = false;
  const stop = async (code) => {
    if (stopping) return;
    stopping = true;
    watcher.close();
    unwatchFile(headLog);
    clearTimeout(timer);
    if (next.exitCode === null) next.kill('SIGTERM');
    await proxy.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  // Stopped through npm (kill <pid of npm run cms>): npm goes without telling this script, which
  // would keep the site and the proxy running, holding their ports. A parent gone is a stop.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) void stop(0);
  }, 1000).unref();
  next.once('exit', (code) => stop(code ?? 0));
  // Ctrl+C reaches the proxy too: only a proxy that stops on its own is an error.
  proxy.child.once('exit', () =>
    setTimeout(() => {
      if (stopping) return;
      console.error('cms: decap-server stopped');
      void stop(1);
    }, 300),
  );

  console.log(
    [
      '',
      `  The editor: http://localhost:${port}/admin/   (press Login: no account needed)`,
      `  Your edits are commits on this repository; drafts are cms/… branches (Decap's proxy on port ${proxy.port}).`,
      `  The site: http://localhost:${port}/   Ctrl+C stops both.`,
      '',
    ].join('\n'),
  );
});
