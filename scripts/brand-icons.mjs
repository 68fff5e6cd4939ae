#!/usr/bin/env node
// Writes public/images/brand-icons.svg: each brand logo BrandIcon draws (components/ui/brand-icon.tsx),
// from Material Design Icons, as a <symbol> of one sprite. A page then carries a logo as a short
// <use href="…#whatsapp"> instead of its SVG path, which the page data repeated (about 1 kB for
// WhatsApp's, on a product page three times over; docs/performance.md, "A page's weight"). One
// file, fetched once for the site: as CSS masks, each logo was an SVG image document of its own,
// whose style and layout doubled a product page's style work at start-up.
// components/ui/brand-icons.test.ts fails when the file and this script disagree.
// Usage: npm run brand-icons
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { runAsScript } from './process.mjs';

/** The logos BrandIcon draws, by Material Design Icons' name: each one's id in the sprite. */
export const brandIcons = ['facebook', 'instagram', 'linkedin', 'telegram', 'wechat', 'whatsapp'];

export const spriteFile = new URL('../public/images/brand-icons.svg', import.meta.url);

/** The sprite's text, from the installed @iconify-json/mdi. */
export function brandIconsSprite() {
  const set = createRequire(import.meta.url)('@iconify-json/mdi/icons.json');
  const symbols = brandIcons.map((name) => {
    const icon = set.icons[name];
    if (!icon) throw new Error(`brand-icons: no "${name}" icon in @iconify-json/mdi`);
    const width = icon.width ?? set.width ?? 24;
    const height = icon.height ?? set.height ?? 24;
    return `<symbol id="${name}" viewBox="0 0 ${width} ${height}">${icon.body}</symbol>`;
  });
  return [
    '<svg xmlns="http://www.w3.org/2000/svg">',
    '<!-- Written by scripts/brand-icons.mjs from @iconify-json/mdi (Material Design Icons, Apache 2.0): run it again rather than edit this file. -->',
    ...symbols,
    '</svg>',
    '',
  ].join('\n');
}

runAsScript(import.meta.url, 'brand-icons', () => {
  const sprite = brandIconsSprite();
  let before = '';
  try {
    before = readFileSync(spriteFile, 'utf8');
  } catch {
    // Not written yet.
  }
  if (before !== sprite) writeFileSync(spriteFile, sprite);
  console.log(`brand-icons: ${brandIcons.length} logos in public/images/brand-icons.svg${before === sprite ? ' (unchanged)' : ''}`);
});
