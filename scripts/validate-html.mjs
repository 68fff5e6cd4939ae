#!/usr/bin/env node
// html-validate over every HTML page of the static export, with the project's .htmlvalidate.mjs
// (html-validate:recommended and :document). Prints each error with its page, line and rule;
// exits 1 if there is any. The pages are shared among a worker thread a core (38 s on one of CI's
// two cores for 1,182 pages, the longest of check:out's checks).
// Usage: node scripts/validate-html.mjs [outDir]
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { HtmlValidate, StaticConfigLoader } from 'html-validate';
import config from '../.htmlvalidate.mjs';
import { htmlFiles } from './out-pages.mjs';

/** Validates `pages` of `dir`; returns each message as a line, and the counts. */
async function validate(dir, pages) {
  // The project's config, wherever dir is (a copy of out/ outside the project too).
  const validator = new HtmlValidate(new StaticConfigLoader(config));
  const lines = [];
  let errors = 0;
  let warnings = 0;
  for (const page of pages) {
    const report = await validator.validateFile(path.join(dir, page));
    for (const result of report.results) {
      for (const message of result.messages) {
        if (message.severity === 2) errors += 1;
        else warnings += 1;
        const kind = message.severity === 2 ? 'error' : 'warning';
        lines.push(
          `validate-html: ${page}:${message.line}:${message.column} ${kind} ${message.message} (${message.ruleId}${message.selector ? ` at ${message.selector}` : ''})`,
        );
      }
    }
  }
  return { lines, errors, warnings };
}

if (!isMainThread) {
  parentPort.postMessage(await validate(workerData.dir, workerData.pages));
} else {
  const dir = process.argv[2] ?? 'out';
  if (!existsSync(dir)) {
    console.error(`validate-html: ${dir}/ not found; run the build first`);
    process.exit(1);
  }
  const pages = htmlFiles(dir);
  const shards = Math.max(1, Math.min(availableParallelism(), Math.ceil(pages.length / 100)));
  const results = await Promise.all(
    Array.from(
      { length: shards },
      (_, shard) =>
        new Promise((resolve, reject) => {
          const worker = new Worker(new URL(import.meta.url), {
            workerData: { dir, pages: pages.filter((_, at) => at % shards === shard) },
          });
          worker.once('message', resolve);
          worker.once('error', reject);
        }),
    ),
  );
  for (const { lines } of results) for (const line of lines) console.error(line);
  const errors = results.reduce((sum, result) => sum + result.errors, 0);
  const warnings = results.reduce((sum, result) => sum + result.warnings, 0);
  console.log(`validate-html: ${pages.length} pages, ${errors} errors, ${warnings} warnings`);
  if (errors) process.exit(1);
}
