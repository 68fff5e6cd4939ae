#!/usr/bin/env node
// What `npm run build` does before next build, in one process, so the content is loaded once for
// all of it: the translation report (scripts/i18n-coverage.mjs), the English strings each language
// falls back to (kept for scripts/mark-fallbacks.mjs, which marks them on the built pages), the
// editor (scripts/build-admin.mjs), the inbox page (scripts/build-inbox.mjs) and the forms' rules
// for its function (scripts/build-enquiry-rules.mjs, into public/).
// Usage: node scripts/prepare-build.mjs
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildAdminStep } from './build-admin.mjs';
import { buildEnquiryRules } from './build-enquiry-rules.mjs';
import { buildInbox } from './build-inbox.mjs';
import { loadCoverage, printCoverage } from './i18n-coverage.mjs';
import { fallbacksFile } from './mark-fallbacks.mjs';
import { loadBuildEnv } from './out-pages.mjs';
import { runAsScript } from './process.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The languages (code, direction) and each one's English fallback strings, from loadCoverage's report, as mark-fallbacks reads them. */
export function fallbackTexts({ locales, byLocale }) {
  return {
    locales: locales.map(({ code, dir }) => ({ code, dir })),
    texts: Object.fromEntries(
      locales.map(({ code }) => [code, [...new Set((byLocale.get(code)?.fallbacks ?? []).map((fallback) => fallback.text))]]),
    ),
  };
}

runAsScript(import.meta.url, 'prepare-build', async () => {
  loadBuildEnv(ROOT);
  const coverage = await loadCoverage();
  await printCoverage(coverage);
  // Written to a new file and renamed over the old: a scratch copy's node_modules is hard-linked to
  // this checkout's (scripts/scratch-site.mjs), and writing into the linked file would change every copy's.
  mkdirSync(path.dirname(fallbacksFile), { recursive: true });
  const written = `${fallbacksFile}.${process.pid}`;
  writeFileSync(written, JSON.stringify(fallbackTexts(coverage)));
  renameSync(written, fallbacksFile);
  console.log(await buildAdminStep());
  console.log(`inbox: ${path.relative(ROOT, await buildInbox())}/index.html, inbox.js`);
  console.log(`enquiry rules: ${path.relative(ROOT, await buildEnquiryRules())}`);
});
