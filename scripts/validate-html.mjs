#!/usr/bin/env node
// html-validate over every HTML page of the static export, with the project's .htmlvalidate.mjs
// (html-validate:recommended and :document). Prints each error with its page, line and rule;
// exits 1 if there is any.
// Usage: node scripts/validate-html.mjs [outDir]
import { existsSync } from 'node:fs';
import path from 'node:path';
import { HtmlValidate, StaticConfigLoader } from 'html-validate';
import config from '../.htmlvalidate.mjs';
import { htmlFiles } from './out-pages.mjs';

const dir = process.argv[2] ?? 'out';
if (!existsSync(dir)) {
  console.error(`validate-html: ${dir}/ not found; run the build first`);
  process.exit(1);
}

// The project's config, wherever dir is (a copy of out/ outside the project too).
const validator = new HtmlValidate(new StaticConfigLoader(config));
const pages = htmlFiles(dir);
let errors = 0;
let warnings = 0;
for (const page of pages) {
  const report = await validator.validateFile(path.join(dir, page));
  for (const result of report.results) {
    for (const message of result.messages) {
      if (message.severity === 2) errors += 1;
      else warnings += 1;
      const kind = message.severity === 2 ? 'error' : 'warning';
      console.error(
        `validate-html: ${page}:${message.line}:${message.column} ${kind} ${message.message} (${message.ruleId}${message.selector ? ` at ${message.selector}` : ''})`,
      );
    }
  }
}
console.log(`validate-html: ${pages.length} pages, ${errors} errors, ${warnings} warnings`);
if (errors) process.exit(1);
