#!/usr/bin/env node
// Writes components/ui/brand-icons.css (imported by app/globals.css): each brand logo BrandIcon draws (components/ui/brand-icon.tsx),
// from Material Design Icons, as a CSS mask in the site's one stylesheet. A page then carries a
// logo as an empty <span> instead of its SVG path, which the page data repeated (about 1 kB for
// WhatsApp's, on a product page three times over; docs/performance.md, "A page's weight").
// components/ui/brand-icons.test.ts fails when the file and this script disagree.
// Usage: npm run brand-icons
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { runAsScript } from './process.mjs';

/** The logos BrandIcon draws, by Material Design Icons' name. */
export const brandIcons = ['facebook', 'instagram', 'linkedin', 'telegram', 'wechat', 'whatsapp'];

export const cssFile = new URL('../components/ui/brand-icons.css', import.meta.url);

/** An SVG as a data: URL for CSS, escaped only where it must be. */
const svgUrl = (svg) => `url("data:image/svg+xml,${svg.replaceAll('"', "'").replace(/[%#<>{}]/g, (char) => encodeURIComponent(char))}")`;

/** The stylesheet's text, from the installed @iconify-json/mdi. */
export function brandIconsCss() {
  const set = createRequire(import.meta.url)('@iconify-json/mdi/icons.json');
  const rules = brandIcons.map((name) => {
    const icon = set.icons[name];
    if (!icon) throw new Error(`brand-icons: no "${name}" icon in @iconify-json/mdi`);
    const width = icon.width ?? set.width ?? 24;
    const height = icon.height ?? set.height ?? 24;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">${icon.body}</svg>`;
    return `.brand-icon-${name} {\n  --brand-icon: ${svgUrl(svg)};\n}\n`;
  });
  return [
    '/* Written by scripts/brand-icons.mjs from @iconify-json/mdi: run it again rather than edit this file. */',
    '.brand-icon {',
    '  display: inline-block;',
    '  background-color: currentColor;',
    '  mask: var(--brand-icon) center / contain no-repeat;',
    '}',
    '',
    '/* In forced colours the logo keeps the text colour the system gives (its background would be forced to Canvas). */',
    '@media (forced-colors: active) {',
    '  .brand-icon {',
    '    forced-color-adjust: none;',
    '  }',
    '}',
    '',
    ...rules,
  ].join('\n');
}

runAsScript(import.meta.url, 'brand-icons', () => {
  const css = brandIconsCss();
  const before = (() => {
    try {
      return readFileSync(cssFile, 'utf8');
    } catch {
      return '';
    }
  })();
  if (before !== css) writeFileSync(cssFile, css);
  console.log(`brand-icons: ${brandIcons.length} logos in components/ui/brand-icons.css${before === css ? ' (unchanged)' : ''}`);
});
