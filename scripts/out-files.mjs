#!/usr/bin/env node
// What out/ holds, against what a host accepts (docs/deploying.md, "What a host accepts"): every
// file must be of a kind something uses, and the files a page must stay under filesPerPageLimit,
// so a catalogue of 2,000 products still fits Cloudflare Pages' free plan. `npm run check:out`
// runs it; `npm run bench:scale` prints its report and the hosts' verdicts.
// Usage: node scripts/out-files.mjs [outDir]
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { runAsScript } from './process.mjs';

/** At most this many files in out/ a page, pictures under images/ aside (they grow with uploads); figures in docs/deploying.md. */
export const filesPerPageLimit = 1.6;

/** Each kind of file out/ may hold, and what uses it. Anything else fails the check. */
export const fileKinds = [
  { test: /\.html$/, use: 'pages' },
  { test: /^_next\/static\/.+\.(js|css|woff2)$/, use: "Next's scripts, styles and fonts" },
  { test: /\.(png|jpe?g|webp|avif|gif|svg|ico)$/, use: 'pictures, uploads and share images' },
  { test: /\.woff2$/, use: 'typefaces' },
  { test: /\.css$/, use: 'stylesheets' },
  { test: /(^|\/)search-index(\/[^/]+)?\.json$/, use: "the search page's index" },
  { test: /^(sitemap\.xml|sitemaps\/[^/]+\.xml)$/, use: 'the sitemap' },
  { test: /^robots\.txt$/, use: 'search engines' },
  { test: /^(_headers|_redirects)$/, use: "the host's headers and 404 rules" },
  { test: /^admin\/.+\.(js|css|yml|json)$/, use: 'the editor and the enquiry inbox at /admin/' },
  { test: /^enquiry-rules\.json$/, use: "the enquiry inbox's function: the forms' words and limits (functions/_lib/enquiry.ts)" },
];

/** The published limits of each host in docs/deploying.md (read 2026-11-28; sources there). */
export const hostLimits = [
  { host: 'Cloudflare Pages, Free', files: 20_000, fileBytes: 25 * 2 ** 20 },
  { host: 'Cloudflare Pages, paid plans', files: 100_000, fileBytes: 25 * 2 ** 20 },
  { host: 'Netlify', filesPerDirectory: 54_000 },
  { host: 'GitHub Pages', bytes: 1e9 },
  { host: 'Amazon S3', fileBytes: 50e12 },
];

// A product's files: its page in each language (and anything Next writes beside it) and its share image.
const productPage =
  /^(?:[a-z]{2,3}(?:-[A-Za-z]+)?\/)?services\/[^/]+\/(?!__next\.)[^/]+(?:\.\w+|\/.+)$|^share\/services\/[^/]+\/[^/]+\.png$/;

/** Every file of `out` with its size, its path relative to out/ with "/" separators. */
export function outFiles(out) {
  return readdirSync(out, { recursive: true, encoding: 'utf8' })
    .map((name) => ({ name: name.split(path.sep).join('/'), stat: statSync(path.join(out, name)) }))
    .filter(({ stat }) => stat.isFile())
    .map(({ name, stat }) => ({ name, bytes: stat.size }));
}

/**
 * Files, bytes, pages, the largest file and the fullest folder of `files`, and the share of them a
 * product brings (its page in each language and its share image), to tell at how many products
 * each limit is passed.
 */
export function outReport(files, products) {
  const sum = (list) => list.reduce((total, file) => total + file.bytes, 0);
  const perDirectory = new Map();
  for (const { name } of files) {
    const dir = path.posix.dirname(name);
    perDirectory.set(dir, (perDirectory.get(dir) ?? 0) + 1);
  }
  const [fullestDirectory = '.', fullestCount = 0] = [...perDirectory].sort((a, b) => b[1] - a[1])[0] ?? [];
  const productFiles = files.filter(({ name }) => productPage.test(name));
  const productDirectories = new Set(productFiles.map(({ name }) => path.posix.dirname(name)));
  const productFolderFiles = Math.max(0, ...[...productDirectories].map((dir) => perDirectory.get(dir) ?? 0));
  return {
    files: files.length,
    bytes: sum(files),
    pages: files.filter(({ name }) => name.endsWith('.html')).length,
    largest: files.reduce((largest, file) => (file.bytes > largest.bytes ? file : largest), { name: '', bytes: 0 }),
    fullestDirectory: { name: fullestDirectory, files: fullestCount },
    productFolderFiles,
    products,
    perProduct: products ? { files: productFiles.length / products, bytes: sum(productFiles) / products } : undefined,
  };
}

/** The number of products at which `total` passes `limit`, growing by `perProduct` a product from `now` at `products`. */
function productsAt(limit, now, perProduct, products) {
  if (!perProduct) return undefined;
  return Math.floor(products + (limit - now) / perProduct);
}

/** For each host: does this out/ fit, and at about how many products would it stop fitting. */
export function hostVerdicts(report, limits = hostLimits) {
  const { products = 0, perProduct } = report;
  return limits.map(({ host, files, bytes, fileBytes, filesPerDirectory }) => {
    const passes = [];
    const stops = [];
    if (files !== undefined) {
      if (report.files > files) passes.push(`${report.files} files, over ${files}`);
      stops.push(productsAt(files, report.files, perProduct?.files, products));
    }
    if (bytes !== undefined) {
      if (report.bytes > bytes) passes.push(`${mb(report.bytes)}, over ${mb(bytes)}`);
      stops.push(productsAt(bytes, report.bytes, perProduct?.bytes, products));
    }
    if (fileBytes !== undefined && report.largest.bytes > fileBytes) passes.push(`${report.largest.name} is ${mb(report.largest.bytes)}`);
    if (filesPerDirectory !== undefined) {
      const { name, files: inFolder } = report.fullestDirectory;
      if (inFolder > filesPerDirectory) passes.push(`${name}/ holds ${inFolder} files, over ${filesPerDirectory}`);
      // A category's folder grows with the catalogue.
      const { productFolderFiles } = report;
      if (products && productFolderFiles) stops.push(Math.floor((products * filesPerDirectory) / productFolderFiles));
    }
    const stopsAt = stops.filter((n) => n !== undefined && Number.isFinite(n));
    return { host, fits: passes.length === 0, passes, stopsAt: stopsAt.length ? Math.max(0, Math.min(...stopsAt)) : undefined };
  });
}

const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;

/** One line per host, as bench:scale prints them. */
export function verdictLines(verdicts) {
  return verdicts.map(({ host, fits, passes, stopsAt }) => {
    const when =
      stopsAt === undefined ? 'no limit the catalogue reaches' : `stops fitting at about ${stopsAt.toLocaleString('en')} products`;
    return `${host}: ${fits ? 'fits' : `does not fit (${passes.join('; ')})`}; ${when}`;
  });
}

/** What is wrong with `files` for a static host: a kind nothing uses, or too many files a page. */
export function outProblems(files, limit = filesPerPageLimit) {
  const problems = [];
  const unknown = files.filter(({ name }) => !fileKinds.some(({ test }) => test.test(name)));
  if (unknown.length > 0)
    problems.push(
      `${unknown.length} files of a kind nothing uses (scripts/out-files.mjs, fileKinds):\n${unknown
        .slice(0, 10)
        .map(({ name }) => `  - ${name}`)
        .join('\n')}${unknown.length > 10 ? `\n  … and ${unknown.length - 10} more` : ''}`,
    );
  const pages = files.filter(({ name }) => name.endsWith('.html')).length;
  const counted = files.filter(({ name }) => !name.startsWith('images/')).length;
  if (pages === 0) problems.push('no page (.html) at all');
  else if (counted / pages > limit)
    problems.push(
      `${counted} files (pictures under images/ aside) for ${pages} pages: ${(counted / pages).toFixed(2)} a page, over ${limit} (filesPerPageLimit)`,
    );
  return problems;
}

runAsScript(import.meta.url, 'out-files', () => {
  const out = process.argv[2] ?? 'out';
  const files = outFiles(out);
  const problems = outProblems(files);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  const { pages, bytes, largest } = outReport(files);
  console.log(
    `out-files: ${files.length} files for ${pages} pages (at most ${filesPerPageLimit} a page, pictures aside), ${mb(bytes)}, largest ${largest.name} (${mb(largest.bytes)})`,
  );
});
