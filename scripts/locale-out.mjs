#!/usr/bin/env node
// After `next build`: English pages are prerendered under out/en/ (app/[locale]/ with locale
// "en"); move them to the root of out/, so English keeps its addresses without a prefix
// (/about, not /en/about) on any static host, with no rewrites. Other languages stay under
// their prefix (/ar/about). Usage: node scripts/locale-out.mjs [out]
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runAsScript } from './process.mjs';

export const englishDir = 'en';

/**
 * Moves out/en/** to out/** and out/en.html, out/en.txt (the home page) to out/index.html,
 * out/index.txt. A file that already exists at the root is a clash the build must not paper over.
 */
export function moveEnglishToRoot(out) {
  const from = path.join(out, englishDir);
  if (!existsSync(from)) throw new Error(`${from} is missing: was the site built with app/[locale]/?`);
  const moves = [];
  for (const ext of ['html', 'txt']) {
    const home = path.join(out, `${englishDir}.${ext}`);
    if (existsSync(home)) moves.push([home, path.join(out, `index.${ext}`)]);
  }
  // English's 404 page is app/[locale]/[...missing]'s, moved to the root below: it replaces the empty one of app/not-found.tsx.
  if (existsSync(path.join(from, '404.html')))
    for (const name of ['404.html', '_not-found.html']) rmSync(path.join(out, name), { force: true });
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const source = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(source);
      else moves.push([source, path.join(out, path.relative(from, source))]);
    }
  };
  walk(from);
  for (const [, target] of moves)
    if (existsSync(target)) throw new Error(`locale-out: ${target} already exists; not overwriting it with English's`);
  for (const [source, target] of moves) {
    mkdirSync(path.dirname(target), { recursive: true });
    renameSync(source, target);
  }
  rmSync(from, { recursive: true, force: true });
  return moves.length;
}

/**
 * Netlify serves only out/404.html for a missing page; these rules give each language its own
 * (/ar/* → /ar/404.html, status 404), and apply only where no file answers. Cloudflare Pages
 * finds the nearest 404.html itself.
 */
export function notFoundRules(out) {
  const languages = readdirSync(out, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(out, entry.name, '404.html')))
    .map((entry) => entry.name)
    .sort();
  return languages.map((code) => `/${code}/*  /${code}/404.html  404`);
}

runAsScript(import.meta.url, 'locale-out', () => {
  const out = process.argv[2] ?? 'out';
  if (!existsSync(out) || !statSync(out).isDirectory()) throw new Error(`${out} not found: run next build first`);
  const moved = moveEnglishToRoot(out);
  const rules = notFoundRules(out);
  writeFileSync(path.join(out, '_redirects'), `# Each language's 404 page (scripts/locale-out.mjs)\n${rules.join('\n')}\n`);
  console.log(
    `locale-out: moved ${moved} English files from ${out}/${englishDir}/ to ${out}/; ${rules.length} languages' 404 pages in ${out}/_redirects`,
  );
});
