#!/usr/bin/env node
// Cuts the site's font down to what it sets: Inter (variable, from @fontsource-variable/inter) with
// only the weights the site uses (400 to 700) and only the characters it can show (ASCII, Latin-1
// for visitors' names, typographic punctuation, and every character in content/). The browser
// needs this one file before text is final, so every byte here is on the way to the first paint.
//
//   node scripts/build-font.mjs   (part of `npm run art`)
//
// Output: components/layout/generated/inter.woff2 (not committed), used by components/layout/fonts.ts.
// Characters outside the set (say, in a WordPress post) are drawn in the fallback font.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const source = join(root, 'node_modules', '@fontsource-variable', 'inter', 'files', 'inter-latin-wght-normal.woff2');
const target = join(root, 'components', 'layout', 'generated', 'inter.woff2');

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)).join('');

function* textFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(full);
    else if (/\.(ts|md)$/.test(entry.name) && !entry.name.includes('.test.')) yield full;
  }
}

/** Every character the site may set in Inter, sorted. */
export function characters(contentDir = join(root, 'content')) {
  const chars = new Set(range(0x20, 0x7e) + range(0xa0, 0xff) + '‐–—‘’‚“”„…•·′″‹›€→←↑↓×−≤≥™✓');
  for (const file of textFiles(contentDir)) for (const char of readFileSync(file, 'utf8')) if (char >= ' ') chars.add(char);
  return [...chars].sort().join('');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = characters();
  const input = readFileSync(source);
  const font = await subsetFont(input, text, { targetFormat: 'woff2', variationAxes: { wght: { min: 400, max: 700 } } });
  mkdirSync(dirname(target), { recursive: true });
  let previous = 0;
  try {
    previous = statSync(target).size;
  } catch {}
  // Rewritten only when it changes, so Next's cache stays warm.
  if (previous !== font.length || !readFileSync(target).equals(font)) writeFileSync(target, font);
  console.log(
    `font: Inter ${[...text].length} characters, weights 400–700: ${(font.length / 1024).toFixed(1)} kB (was ${(input.length / 1024).toFixed(1)} kB)`,
  );
}
