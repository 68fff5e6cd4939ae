#!/usr/bin/env node
// Runs the checks over a built out/ side by side (each reads every page; with six languages,
// one after the other took over three minutes here): links and fragments, html-validate, the
// budgets, numbers written as each page's language writes them, and what out/ holds (out-files.mjs: file kinds and files a page). Prints each one's output as it
// finishes; exits 1 if any failed, naming which.
// Usage: node scripts/check-out.mjs [outDir]
import { spawn } from 'node:child_process';
import { runAsScript } from './process.mjs';

export const checks = [
  'out-files.mjs',
  'check-links.mjs',
  'check-pages.mjs',
  'validate-html.mjs',
  'budget.mjs',
  'check-numbers.mjs',
  'check-english-leaks.mjs',
];

/** Runs `script` with `args`, collecting its output; resolves to { script, code, output }. */
function run(script, args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [`scripts/${script}`, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      process.stdout.write(output);
      resolve({ script, code: code ?? 1 });
    });
  });
}

runAsScript(import.meta.url, 'check-out', async () => {
  const results = await Promise.all(checks.map((script) => run(script, process.argv.slice(2))));
  const failed = results.filter(({ code }) => code !== 0).map(({ script }) => script);
  if (failed.length > 0) throw new Error(`failed: ${failed.join(', ')}`);
});
