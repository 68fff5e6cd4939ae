#!/usr/bin/env node
// After `next build`: deletes the page data Next writes for its client-side router, which this
// site never uses (its links are document navigations, components/ui/link.tsx): each page's
// <page>.txt beside <page>.html, and the __next.*.txt segment files in a folder named after it.
// They were 8 of every page's 9 files. Next 16.4.5 has no setting to leave them out.
// Usage: node scripts/drop-rsc.mjs [out]
import { existsSync, readdirSync, rmdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { runAsScript } from './process.mjs';

/** Deletes the router's files under `out` and the folders they leave empty; returns how many files went. */
export function dropRscFiles(out) {
  let dropped = 0;
  const walk = (dir) => {
    const entries = readdirSync(dir, { withFileTypes: true });
    const names = new Set(entries.map((entry) => entry.name));
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.name.startsWith('__next.')) {
        dropped += entry.isDirectory() ? readdirSync(full, { recursive: true }).length : 1;
        rmSync(full, { recursive: true, force: true });
      } else if (entry.isDirectory()) {
        walk(full);
        if (readdirSync(full).length === 0) rmdirSync(full);
      } else if (entry.name.endsWith('.txt') && names.has(`${entry.name.slice(0, -4)}.html`)) {
        rmSync(full);
        dropped += 1;
      }
    }
  };
  walk(out);
  return dropped;
}

runAsScript(import.meta.url, 'drop-rsc', () => {
  const out = process.argv[2] ?? 'out';
  if (!existsSync(out) || !statSync(out).isDirectory()) throw new Error(`${out} not found: run next build first`);
  console.log(`drop-rsc: deleted ${dropRscFiles(out)} files of page data for client-side navigation from ${out}/`);
});
