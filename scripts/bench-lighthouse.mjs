#!/usr/bin/env node
// Lighthouse over the static export, served from out/ the way a static host serves it: clean URLs
// and out/_headers by scripts/serve.mjs, and gzip for text by a small front here (every static
// host compresses; serve.mjs does not), in the system Chromium with Lighthouse's default mobile
// settings (Moto G Power screen, simulated slow 4G, 4x CPU slowdown). Three runs per page;
// prints the medians.
// A benchmark, not a test: scores move with machine load, so it exits 0 whatever they are
// (1 only if it cannot run). It builds nothing: bench a production build, since a preview build
// carries noindex and loses SEO points:
//   NEXT_PUBLIC_SITE_ENV=production npm run build && npm run bench:lighthouse
// Options: --runs <n> (default 3), --pages /,/blog (default: the six below), --save <dir> (each
// run's full Lighthouse report as JSON, to see what a score is made of), --no-gzip (serve.mjs as is).
// CHROMIUM_PATH overrides /usr/bin/chromium.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import { createGzip } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const usage = 'Usage: NEXT_PUBLIC_SITE_ENV=production npm run build && npm run bench:lighthouse [-- --runs 3 --pages /,/contact]';
const defaultPages = ['/', '/services', '/services/textile-apparel', '/blog', '/get-quote', '/contact'];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

const runs = Number(option('runs', '3'));
const pages = option('pages', defaultPages.join(',')).split(',').filter(Boolean);
const saveDir = option('save', '');
const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (process.argv.includes('--help') || !Number.isInteger(runs) || runs < 1) {
  console.log(usage);
  process.exit(process.argv.includes('--help') ? 0 : 1);
}
if (!existsSync('out/index.html')) {
  console.error(`No out/index.html: build the site first.\n${usage}`);
  process.exit(1);
}
if (!existsSync(chromePath)) {
  console.error(`Chromium not found at ${chromePath}; set CHROMIUM_PATH.`);
  process.exit(1);
}

/** A port nobody listens on right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, server) {
  for (let tries = 0; tries < 100; tries += 1) {
    if (server.exitCode !== null) throw new Error(`scripts/serve.mjs exited with ${server.exitCode}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`the static server did not answer at ${url}`);
}

const compressible = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

/** Passes requests on to serve.mjs and gzips text answers for clients that accept it, as hosts do. */
function gzipFront(upstreamPort) {
  return createHttpServer((req, res) => {
    const upstream = httpRequest(
      { host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers: { ...req.headers, 'accept-encoding': 'identity' } },
      (answer) => {
        const headers = { ...answer.headers };
        const gzip =
          req.method === 'GET' &&
          answer.statusCode !== 304 &&
          compressible.test(String(headers['content-type'] ?? '')) &&
          /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
        if (gzip) {
          delete headers['content-length'];
          headers['content-encoding'] = 'gzip';
          headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
        }
        res.writeHead(answer.statusCode ?? 502, headers);
        (gzip ? answer.pipe(createGzip()) : answer).pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
}

const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function chromiumVersion() {
  return new Promise((resolve) => {
    const child = spawn(chromePath, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let text = '';
    child.stdout.on('data', (chunk) => (text += chunk));
    child.on('error', () => resolve('unknown'));
    child.on('close', () => resolve(text.trim().split('\n').at(-1) || 'unknown'));
  });
}

const load = () => os.loadavg().map((value) => value.toFixed(2)).join(' ');
const html = readFileSync('out/index.html', 'utf8');
const build = /<meta[^>]+name="robots"[^>]+noindex/i.test(html) ? 'preview (noindex: SEO loses points)' : 'production (indexable)';

const gzip = !process.argv.includes('--no-gzip');
const port = await freePort();
const server = spawn(process.execPath, ['scripts/serve.mjs', 'out', String(port)], { stdio: ['ignore', 'ignore', 'inherit'] });
let front;
let origin = `http://127.0.0.1:${port}`;
let chrome;

async function cleanUp() {
  await chrome?.kill();
  front?.close();
  front?.closeAllConnections();
  if (server.exitCode === null) server.kill('SIGTERM');
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await cleanUp();
    process.exit(130);
  });
}

try {
  await waitFor(`${origin}/`, server);
  if (gzip) {
    const frontPort = await freePort();
    front = gzipFront(port);
    await new Promise((resolve) => front.listen(frontPort, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${frontPort}`;
  }
  chrome = await launch({ chromePath, chromeFlags });
  const { version: lighthouseVersion } = JSON.parse(readFileSync(new URL('../node_modules/lighthouse/package.json', import.meta.url), 'utf8'));
  const startLoad = load();
  console.log(`Lighthouse ${lighthouseVersion} · ${await chromiumVersion()} · Node ${process.version} · ${os.cpus().length} CPUs`);
  console.log(`${new Date().toISOString()} · out/ is a ${build} build · ${gzip ? 'gzip' : 'no compression'} · mobile (default settings) · ${runs} runs per page`);
  console.log(`Load average at start: ${startLoad}\n`);

  const rows = [];
  const lost = new Map();
  for (const path of pages) {
    const results = [];
    for (let run = 1; run <= runs; run += 1) {
      process.stderr.write(`  ${path} run ${run}/${runs}…\n`);
      const result = await lighthouse(`${origin}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      if (saveDir) {
        mkdirSync(saveDir, { recursive: true });
        writeFileSync(`${saveDir}/${path.replace(/^\/$/, 'home').replace(/^\//, '').replaceAll('/', '_')}-${run}.json`, JSON.stringify(lhr));
      }
      results.push({
        scores: categories.map((id) => (lhr.categories[id]?.score ?? NaN) * 100),
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      });
      // What cost points: weighted audits below full marks, outside performance (whose metrics are the columns).
      for (const id of categories.slice(1)) {
        for (const ref of lhr.categories[id]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
            const key = `${path} · ${id}: ${ref.id} (${audit.title})`;
            lost.set(key, (lost.get(key) ?? 0) + 1);
          }
        }
      }
    }
    rows.push({
      path,
      scores: categories.map((_, index) => median(results.map((result) => result.scores[index]))),
      lcp: median(results.map((result) => result.lcp)),
      cls: median(results.map((result) => result.cls)),
      tbt: median(results.map((result) => result.tbt)),
    });
  }

  const header = ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'CLS', 'TBT ms'];
  const body = rows.map((row) => [
    row.path,
    ...row.scores.map((score) => (Number.isFinite(score) ? String(Math.round(score)) : '–')),
    String(Math.round(row.lcp)),
    row.cls.toFixed(3),
    String(Math.round(row.tbt)),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => cells[column].length)));
  const line = (cells) => `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`;
  console.log(`Medians of ${runs} runs:\n`);
  console.log(line(header));
  console.log(`| ${widths.map((width, column) => (column === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`);
  for (const cells of body) console.log(line(cells));
  console.log(`\nLoad average at end: ${load()}`);
  console.log('Targets: performance ≥ 98, accessibility 100, best practices 100, SEO 100, CLS 0.');
  if (lost.size > 0) {
    console.log('\nAudits that cost points (runs affected):');
    for (const [key, count] of lost) console.log(`  ${key} ×${count}`);
  }
} catch (error) {
  console.error(`bench-lighthouse: ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
