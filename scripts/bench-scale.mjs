#!/usr/bin/env node
// What the catalogue costs as it grows (issue 25): builds a scratch copy of the site whose
// content/products/ holds N products in every language, and prints the build's time, its peak
// memory, the files and bytes of out/ and its largest file, whether each host of docs/deploying.md
// takes it and at how many products it would stop (scripts/out-files.mjs), the largest language's
// search download and the sitemap's URLs.
//
//   npm run bench:scale -- --products 2000        (default: the catalogue as it is)
//   npm run bench:scale -- --products 161,1000,2000 --json bench.json
//
// The synthetic products are copies of the real ones (their words and figures), each with an id
// of its own, spread over the twenty categories as the real ones are. Nothing is written in this
// checkout; the scratch copy is removed afterwards (--keep keeps it).
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parse, stringify } from 'yaml';
import { hostVerdicts, outFiles, outReport, verdictLines } from './out-files.mjs';
import { buildSite, scratchCopy } from './scratch-site.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const sizes = (option('products') ?? '').split(',').filter(Boolean).map(Number);
const keep = args.includes('--keep');

/** Fills content/products/ in `dir` up to `count` products: the real ones first, then copies of them with ids of their own. */
function growCatalogue(dir, count) {
  const folder = path.join(dir, 'content', 'products');
  const locales = readdirSync(folder).filter((name) => statSync(path.join(folder, name)).isDirectory());
  const english = readdirSync(path.join(folder, 'en'))
    .filter((name) => name.endsWith('.yml'))
    .sort();
  if (count < english.length)
    for (const name of english.slice(count)) for (const locale of locales) rmSync(path.join(folder, locale, name), { force: true });
  // A copy is in no category's productOrder: it comes after the listed products, by id.
  for (let index = english.length; index < count; index += 1) {
    const source = english[index % english.length];
    const copy = Math.floor(index / english.length);
    const id = `${source.slice(0, -4)}-${copy}`;
    for (const locale of locales) {
      const file = path.join(folder, locale, source);
      if (!existsSync(file)) continue;
      const entry = parse(readFileSync(file, 'utf8'));
      entry.name = `${entry.name} ${copy}`;
      if (locale === 'en') entry.id = id;
      writeFileSync(path.join(folder, locale, `${id}.yml`), stringify(entry));
    }
  }
  return readdirSync(path.join(folder, 'en')).length;
}

/** Runs `npm run build` in `dir`, sampling the memory of its whole process tree; resolves with seconds and peak MB. */
async function timedBuild(dir) {
  const started = performance.now();
  let peak = 0;
  let sampler;
  try {
    await buildSite(dir, (child) => (sampler = setInterval(() => (peak = Math.max(peak, treeRss(child.pid))), 500)));
  } finally {
    clearInterval(sampler);
  }
  return { seconds: (performance.now() - started) / 1000, peakMb: peak / 1024 };
}

/** Resident memory (kB) of `pid` and every process below it, from /proc. */
function treeRss(pid) {
  const children = new Map();
  const rss = new Map();
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const status = readFileSync(`/proc/${name}/status`, 'utf8');
      const parent = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      rss.set(Number(name), Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0));
      children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
    } catch {
      // The process ended while being read.
    }
  }
  let total = 0;
  const stack = [pid];
  while (stack.length > 0) {
    const next = stack.pop();
    total += rss.get(next) ?? 0;
    stack.push(...(children.get(next) ?? []));
  }
  return total;
}

/** The largest gzip size of what one language's search page downloads for its index. */
function searchDownload(out) {
  const files = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((name) => /search-index[^/]*\.json$/.test(name));
  const byLanguage = new Map();
  for (const name of files) {
    const language = name.includes('/') ? name.split('/')[0] : 'en';
    byLanguage.set(language, (byLanguage.get(language) ?? 0) + gzipSync(readFileSync(path.join(out, name)), { level: 9 }).length);
  }
  return Math.max(...byLanguage.values());
}

/** Every <url> of the sitemap: out/sitemap*.xml and the per-language files out/sitemaps/**.xml (the index holds none). */
function sitemapUrls(out) {
  return readdirSync(out, { recursive: true, encoding: 'utf8' })
    .map((name) => name.split(path.sep).join('/'))
    .filter((name) => /^sitemap[^/]*\.xml$|^sitemaps\/.+\.xml$/.test(name))
    .reduce((sum, name) => sum + (readFileSync(path.join(out, name), 'utf8').match(/<url>/g) ?? []).length, 0);
}

const results = [];
for (const size of sizes.length > 0 ? sizes : [undefined]) {
  const dir = scratchCopy('bench-scale');
  try {
    const products = size === undefined ? readdirSync(path.join(dir, 'content/products/en')).length : growCatalogue(dir, size);
    console.log(`bench-scale: building ${products} products in ${dir} …`);
    const { seconds, peakMb } = await timedBuild(dir);
    const out = path.join(dir, 'out');
    const report = outReport(outFiles(out), products);
    const { pages, bytes: total } = report;
    const result = {
      products,
      pages,
      buildSeconds: Math.round(seconds),
      msPerPage: Math.round((seconds * 1000) / pages),
      peakMemoryMb: Math.round(peakMb),
      outFiles: report.files,
      outMb: Math.round(total / 1e5) / 10,
      largest: `${report.largest.name} (${Math.round(report.largest.bytes / 100) / 10} kB)`,
      hosts: verdictLines(hostVerdicts(report)),
      searchKbGzip: Math.round(searchDownload(out) / 100) / 10,
      sitemapUrls: sitemapUrls(out),
    };
    results.push(result);
    console.log(result);
  } finally {
    if (!keep) rmSync(dir, { recursive: true, force: true });
  }
}

console.log(
  '\n| products | pages | build s | ms per page | peak MB | out/ files | out/ MB | largest file | search kB gzip | sitemap URLs |',
);
console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: |');
for (const r of results)
  console.log(
    `| ${r.products} | ${r.pages} | ${r.buildSeconds} | ${r.msPerPage} | ${r.peakMemoryMb} | ${r.outFiles} | ${r.outMb} | ${r.largest} | ${r.searchKbGzip} | ${r.sitemapUrls} |`,
  );
for (const r of results) console.log(`\n${r.products} products:\n${r.hosts.map((line) => `- ${line}`).join('\n')}`);
const json = option('json');
if (json) writeFileSync(json, `${JSON.stringify(results, null, 2)}\n`);
