#!/usr/bin/env node
// Where a page load's main thread goes, from Chromium traces under Lighthouse's 4× CPU slowdown:
// script compile (on the main thread and on background threads), script evaluation, function
// calls (React's hydration runs in them), style and layout, per load, medians of --runs loads of
// each export given, alternated so both see the same machine. Serves each export with
// scripts/serve.mjs on ports from 3150. Times on a busy machine are noisy: read exports side by
// side in one run, never against another run. docs/performance.md, "Where start-up goes".
// Usage: npm run bench:trace -- [--runs 5] [--page /services/electronics/ceiling-fans] <out> [<other-out> …]
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { runAsScript } from './process.mjs';

/** Trace event names, as DevTools' performance panel reads them, summed per load (ms). */
const kinds = {
  'compile (main thread)': (event, main) => main && ['v8.compile', 'V8.CompileCode', 'v8.compileModule'].includes(event.name),
  'compile (background)': (event, main) => !main && ['v8.parseOnBackground', 'V8.CompileCodeBackground', 'v8.compile'].includes(event.name),
  'evaluate script': (event, main) => main && event.name === 'EvaluateScript',
  'function calls': (event, main) => main && event.name === 'FunctionCall',
  style: (event, main) => main && ['UpdateLayoutTree', 'RecalculateStyles'].includes(event.name),
  layout: (event, main) => main && event.name === 'Layout',
};

/**
 * The renderer process that drew `url`: the trace also holds Chromium's own pages (its new-tab
 * and omnibox UI run in renderers of their own), whose work is not the page's.
 */
function pageProcess(events, url) {
  for (const event of events) {
    if (event.name !== 'TracingStartedInBrowser') continue;
    const frame = (event.args?.data?.frames ?? []).find((candidate) => !candidate.parent && candidate.url?.startsWith(url));
    if (frame?.processId) return frame.processId;
  }
  const parse = events.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith(url));
  if (parse) return parse.pid;
  throw new Error(`trace-load: no renderer process drew ${url} in the trace`);
}

/** Sums one trace's complete events of the page's renderer by kind (ms), its main thread told from its other threads. */
export function summarise(events, url) {
  const pid = pageProcess(events, url);
  const mainThreads = new Set(
    events
      .filter((event) => event.pid === pid && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => event.tid),
  );
  const totals = Object.fromEntries(Object.keys(kinds).map((kind) => [kind, 0]));
  for (const event of events) {
    if (event.pid !== pid || event.ph !== 'X' || typeof event.dur !== 'number') continue;
    const main = mainThreads.has(event.tid);
    for (const [kind, matches] of Object.entries(kinds)) if (matches(event, main)) totals[kind] += event.dur / 1000;
  }
  return totals;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : 0;
};

async function serve(dir, port) {
  const server = spawn(process.execPath, ['scripts/serve.mjs', dir, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    server.stdout.on('data', resolve);
    server.once('exit', (code) => reject(new Error(`serve.mjs ${dir} exited with ${code}`)));
  });
  return server;
}

async function traceLoad(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: ['devtools.timeline', 'v8', 'disabled-by-default-v8.compile', '__metadata'].join(','),
    transferMode: 'ReportEvents',
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated]', { timeout: 60_000 });
  await page.waitForTimeout(500);
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  return summarise(events, url);
}

runAsScript(import.meta.url, 'trace-load', async () => {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const index = args.indexOf(name);
    return index < 0 ? fallback : args.splice(index, 2)[1];
  };
  const runs = Number(option('--runs', '5'));
  const route = option('--page', '/services/electronics/ceiling-fans');
  const dirs = args.length ? args : ['out'];
  const servers = await Promise.all(dirs.map((dir, index) => serve(dir, 3150 + index)));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
  try {
    console.log(`trace-load: ${route}, ${runs} loads of each, 4× CPU slowdown, Chromium ${browser.version()}`);
    const results = dirs.map(() => []);
    for (let run = 0; run < runs; run++)
      for (const [index] of dirs.entries()) results[index].push(await traceLoad(browser, `http://127.0.0.1:${3150 + index}${route}`));
    console.log(`| ms, median of ${runs} | ${dirs.join(' | ')} |`);
    console.log(`| --- |${dirs.map(() => ' ---: |').join('')}`);
    for (const kind of Object.keys(kinds))
      console.log(`| ${kind} | ${results.map((loads) => Math.round(median(loads.map((load) => load[kind])))).join(' | ')} |`);
  } finally {
    await browser.close();
    for (const server of servers) server.kill('SIGTERM');
  }
});
