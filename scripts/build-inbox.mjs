#!/usr/bin/env node
// Builds the enquiry inbox's page (docs/inbox.md) into public/admin/inbox/: index.html with its words
// in a JSON block (cms/inbox/words.yml; each language's reply greeting from content/forms.yml) and
// inbox.js, cms/inbox/inbox.ts bundled by esbuild. Staff's page, like the editor's: not in the
// visitors' budget, governed by the /admin/* policy. Runs after scripts/build-admin.mjs, which
// empties public/admin/.
//
// Usage: node scripts/build-inbox.mjs
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { createJiti } from 'jiti';
import { parse } from 'yaml';
import { basePath as basePathOf, loadBuildEnv } from './out-pages.mjs';
import { runAsScript } from './process.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
export const inboxDir = 'public/admin/inbox';

const scriptJson = (data) => JSON.stringify(data).replace(/</g, '\\u003c');
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page's data: its words, every language's line and reply greeting, the company's name. */
export async function inboxData({ base = '' } = {}) {
  const jiti = createJiti(import.meta.url, { alias: { '@': ROOT } });
  const { locales } = await jiti.import(path.join(ROOT, 'content/locales.ts'));
  const { getForms } = await jiti.import(path.join(ROOT, 'content/forms.ts'));
  const { languageLine } = await jiti.import(path.join(ROOT, 'components/forms/message-copy.ts'));
  const { getSite } = await jiti.import(path.join(ROOT, 'content/site.ts'));
  const words = parse(readFileSync(path.join(ROOT, 'cms/inbox/words.yml'), 'utf8'));
  const languages = locales.map(({ code }) => ({ line: languageLine(code).value, reply: getForms(code).inbox.reply }));
  return { words, languages, company: getSite('en').name, base };
}

export function inboxHtml(data) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <title>${escapeHtml(data.words.title)}</title>
    <style>
      body { font: 16px/1.5 system-ui, sans-serif; margin: 1.5rem; color: #1a1a1a; }
      table { border-collapse: collapse; width: 100%; } th, td { text-align: start; padding: .4rem; border-bottom: 1px solid #ccc; vertical-align: top; }
      tr.answered { color: #555; } pre { white-space: pre-wrap; background: #f5f5f0; padding: 1rem; unicode-bidi: plaintext; }
      a, button, input, select { font: inherit; } :focus-visible { outline: 3px solid #b45309; outline-offset: 2px; }
      .problem { color: #9b1c1c; } .danger { color: #9b1c1c; } .replies a, .replies button { margin-inline-end: .75rem; }
      fieldset { display: flex; flex-wrap: wrap; gap: 1rem; align-items: end; border: 1px solid #ccc; margin-block: 1rem; }
    </style>
    <script type="application/json" id="inbox-data">${scriptJson(data)}</script>
    <script src="inbox.js" defer></script>
  </head>
  <body>
    <main id="inbox"><noscript>${escapeHtml(data.words.noScript)}</noscript></main>
  </body>
</html>
`;
}

export async function buildInbox() {
  loadBuildEnv();
  const data = await inboxData({ base: basePathOf() });
  const dir = path.join(ROOT, inboxDir);
  mkdirSync(dir, { recursive: true });
  await build({
    entryPoints: [path.join(ROOT, 'cms/inbox/inbox.ts')],
    outfile: path.join(dir, 'inbox.js'),
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    logLevel: 'warning',
  });
  writeFileSync(path.join(dir, 'index.html'), inboxHtml(data));
  return dir;
}

runAsScript(import.meta.url, 'build-inbox', async () => {
  const dir = await buildInbox();
  console.log(`inbox: ${path.relative(ROOT, dir)}/index.html, inbox.js`);
});
