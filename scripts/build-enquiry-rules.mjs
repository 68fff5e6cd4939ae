#!/usr/bin/env node
// Writes enquiry-rules.json: the forms' English words and limits, which /api/enquiry checks a
// message by (components/forms/enquiry-rules.ts, docs/inbox.md). `npm run build` writes it to public/
// before next build (scripts/prepare-build.mjs), which copies it into out/ beside the pages made
// from the same content.
//
// Usage: node scripts/build-enquiry-rules.mjs [dir]   (public/ by default)
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createJiti } from 'jiti';
import { runAsScript } from './process.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

export async function buildEnquiryRules(outDir = path.join(ROOT, 'public')) {
  const jiti = createJiti(import.meta.url, { alias: { '@': ROOT } });
  const { enquiryRules } = await jiti.import(path.join(ROOT, 'components/forms/enquiry-rules-content.ts'));
  const file = path.join(outDir, 'enquiry-rules.json');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(file, JSON.stringify(enquiryRules()));
  return file;
}

runAsScript(import.meta.url, 'build-enquiry-rules', async () => {
  const file = await buildEnquiryRules(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  console.log(`enquiry rules: ${path.relative(ROOT, file)}`);
});
