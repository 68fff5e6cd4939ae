#!/usr/bin/env node
// After `next build`: out/_headers with each page's Content-Security-Policy, its inline scripts by sha256, and the
// same policy in a <meta> (a host may serve a page under a URL no rule names). Falls back to one /* rule or <meta>
// policies past Cloudflare's limits, and gives /admin/ its own; docs/security-headers.md.
// Usage: node scripts/csp.mjs [outDir]   (run by `npm run build`; CSP_META=1 leaves scripts to the
// <meta> policies even when rules would fit; CSP_REPORT_URI=https://… has the header policies
// report violations there, with report-uri and report-to)
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { basePath as basePathOf, editorDir, htmlFiles, loadBuildEnv, startTags, urlPathsOf } from './out-pages.mjs';
import { runAsScript } from './process.mjs';

export const limits = { rules: 100, lineLength: 2000 };

const javaScriptTypes = new Set(
  [
    'application/ecmascript',
    'application/javascript',
    'application/x-ecmascript',
    'application/x-javascript',
    'text/ecmascript',
    'text/javascript',
    'text/javascript1.0',
    'text/javascript1.1',
    'text/javascript1.2',
    'text/javascript1.3',
    'text/javascript1.4',
    'text/javascript1.5',
    'text/jscript',
    'text/livescript',
    'text/x-ecmascript',
    'text/x-javascript',
    // Not JavaScript, but CSP checks inline import maps and speculation rules against script-src too.
    'module',
    'importmap',
    'speculationrules',
  ].map((type) => type.toLowerCase()),
);

/** Whether the browser runs (or CSP-checks) a <script> with these attributes as inline code: JSON-LD and other data blocks are not. */
export function isInlineExecutable(attributes) {
  if (attributes.src !== undefined) return false;
  const type = attributes.type;
  if (type === undefined || type.trim() === '') {
    const language = attributes.language;
    return language === undefined || language.trim() === '' || javaScriptTypes.has(`text/${language.trim().toLowerCase()}`);
  }
  return javaScriptTypes.has(type.trim().toLowerCase());
}

/** CSP source expression for a script body: sha256 of its UTF-8 text, as the browser hashes it. */
export function hashSource(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The hash sources of every inline executable script of a page's tags (startTags), in document order, without repeats. */
export function inlineScriptHashes(tags) {
  const hashes = new Set();
  for (const { name, attributes, text } of tags) {
    if (name === 'script' && isInlineExecutable(attributes)) hashes.add(hashSource(text ?? ''));
  }
  return [...hashes];
}

/** Inline code a hash cannot allow (on* handler attributes, javascript: URLs) among a page's tags, as "<tag on…>" descriptions. */
export function unhashableScripts(tags) {
  const found = [];
  for (const { name: tag, attributes } of tags) {
    for (const [name, value] of Object.entries(attributes)) {
      if (/^on/i.test(name)) found.push(`<${tag} ${name}>`);
      else if (['href', 'src', 'action', 'formaction'].includes(name) && /^\s*javascript:/i.test(value))
        found.push(`<${tag} ${name}="javascript:…">`);
    }
  }
  return found;
}

/** The origin of an http(s) URL setting, or null when unset (or not an absolute http(s) URL: then it is same-origin or unused). */
export function originOf(value) {
  const text = value?.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    return ['http:', 'https:'].includes(url.protocol) ? url.origin : null;
  } catch {
    return null;
  }
}

/** The WordPress API's and form endpoint's origins; `upgrade` false when one is plain http (tests), which it would rewrite. */
export function allowedOrigins(env = process.env) {
  const blog = originOf(env.NEXT_PUBLIC_BLOG_API_URL);
  const form = originOf(env.NEXT_PUBLIC_FORM_ENDPOINT);
  const connect = [...new Set([blog, form].filter(Boolean))];
  return { connect, form: form ? [form] : [], upgrade: connect.every((origin) => origin.startsWith('https:')) };
}

/** Where Turnstile's script and challenge frame come from (components/forms/enquiry-inbox.ts). */
export const turnstileOrigin = 'https://challenges.cloudflare.com';

/** Whether a page needs Turnstile: it holds a form's Turnstile box, which only a build with the inbox draws. */
export const needsTurnstile = (html) => html.includes('data-turnstile=');

/** The name report-to uses for the CSP_REPORT_URI endpoint, set by the Reporting-Endpoints header. */
export const reportGroup = 'csp';

/** CSP_REPORT_URI, or null: https only (http on this machine, for tests), since a report carries the page's URL. */
export function reportUriOf(value) {
  const text = value?.trim();
  if (!text) return null;
  let url;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`CSP_REPORT_URI "${text}" is not a URL`);
  }
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
    throw new Error(`CSP_REPORT_URI "${text}" must be an https URL`);
  }
  return url.href;
}

/** The static block with the Reporting-Endpoints header report-to needs, under /*, when reports are on. */
export function withReportingEndpoint(staticBlock, reportUri) {
  if (!reportUri) return staticBlock;
  const line = `  Reporting-Endpoints: ${reportGroup}="${reportUri}"`;
  const lines = staticBlock.trimEnd().split(/\r?\n/);
  const all = lines.indexOf('/*');
  if (all === -1) return `${staticBlock.trimEnd()}\n/*\n${line}\n`;
  let end = all + 1;
  while (end < lines.length && /^\s/.test(lines[end])) end += 1;
  lines.splice(end, 0, line);
  return `${lines.join('\n')}\n`;
}

/**
 * A Content-Security-Policy. `delivery`: "header" (everything), "meta" (a <meta> cannot carry
 * frame-ancestors) or "header-without-scripts" (the /* header of the <meta> fallback: every
 * directive but default-src and script-src, which the page's <meta> policy holds).
 */
export function buildPolicy({
  hashes = [],
  connect = [],
  form = [],
  upgrade = true,
  report = null,
  delivery = 'header',
  turnstile = false,
}) {
  const directives = [
    delivery !== 'header-without-scripts' && ['default-src', "'self'"],
    delivery !== 'header-without-scripts' && ['script-src', "'self'", ...hashes, ...(turnstile ? [turnstileOrigin] : [])],
    // A form page with the inbox (docs/inbox.md): Turnstile's script, loaded on the form's first focus, and its frame.
    turnstile && ['frame-src', turnstileOrigin],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...connect],
    delivery !== 'meta' && ['frame-ancestors', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'", ...form],
    ['object-src', "'none'"],
    upgrade && ['upgrade-insecure-requests'],
    // A <meta> policy cannot report; the header beside it does.
    report && delivery !== 'meta' && ['report-uri', report],
    report && delivery !== 'meta' && ['report-to', reportGroup],
  ];
  return directives
    .filter(Boolean)
    .map((parts) => parts.join(' '))
    .join('; ');
}

const cspLine = (policy) => `  Content-Security-Policy: ${policy}`;

/** URL patterns (rules) in a _headers text: its unindented, non-comment lines. */
export function countRules(text) {
  return text.split(/\r?\n/).filter((line) => line.trim() && !line.trim().startsWith('#') && !/^\s/.test(line)).length;
}

/** Plans the policies for `pages` ([{ file, hashes }]): the _headers text, each page's <meta> policy, the mode and notes. */
export function planCsp(
  staticBlock,
  pages,
  {
    connect = [],
    form = [],
    upgrade = true,
    report = null,
    basePath = '',
    maxRules = limits.rules,
    maxLine = limits.lineLength,
    inMeta = false,
  } = {},
) {
  const origins = { connect, form, upgrade, report };
  const base = withReportingEndpoint(`${staticBlock.trimEnd()}\n`, report);
  const baseRules = countRules(base);
  const notes = [];
  const meta = new Map(
    pages.map(({ file, hashes, turnstile }) => [file, buildPolicy({ ...origins, hashes, turnstile, delivery: 'meta' })]),
  );
  const anyTurnstile = pages.some(({ turnstile }) => turnstile);

  const metaPlan = () => {
    notes.push("scripts are governed by each page's <meta http-equiv> policy alone; /* sends the rest (frame-ancestors …) as a header");
    const heading = "# Content-Security-Policy: scripts are governed by each page's <meta> policy, written by scripts/csp.mjs.";
    const line = cspLine(buildPolicy({ ...origins, turnstile: anyTurnstile, delivery: 'header-without-scripts' }));
    return { mode: 'meta', text: `${base}\n${heading}\n/*\n${line}\n`, meta, rules: baseRules + 1, notes };
  };
  if (inMeta) return metaPlan();

  const perPage = pages.flatMap(({ file, hashes, turnstile }) => {
    const line = cspLine(buildPolicy({ ...origins, hashes, turnstile }));
    return urlPathsOf(file).map((urlPath) => ({ pattern: `${basePath}${urlPath}`, line }));
  });
  const perPageFits = baseRules + perPage.length <= maxRules && perPage.every(({ line }) => line.length <= maxLine);
  if (perPageFits) {
    const body = perPage.map(({ pattern, line }) => `${pattern}\n${line}`).join('\n');
    const heading = '# Content-Security-Policy of each page (its inline scripts hashed), written by scripts/csp.mjs.';
    return { mode: 'per-page', text: `${base}\n${heading}\n${body}\n`, meta, rules: baseRules + perPage.length, notes };
  }
  notes.push(
    `per-page rules would need ${baseRules + perPage.length} rules (at most ${maxRules}) and a longest line of ${Math.max(...perPage.map(({ line }) => line.length))} characters (at most ${maxLine})`,
  );

  const union = [...new Set(pages.flatMap(({ hashes }) => hashes))];
  const unionLine = cspLine(buildPolicy({ ...origins, hashes: union, turnstile: anyTurnstile }));
  if (baseRules + 1 <= maxRules && unionLine.length <= maxLine) {
    notes.push(`so every page shares one /* header policy with all ${union.length} hashes (and keeps its own <meta> policy)`);
    const heading = '# Content-Security-Policy of all pages (every inline script of the export hashed), written by scripts/csp.mjs.';
    return { mode: 'union', text: `${base}\n${heading}\n/*\n${unionLine}\n`, meta, rules: baseRules + 1, notes };
  }
  notes.push(`and one /* policy with all ${union.length} hashes would be ${unionLine.length} characters long, so`);
  return metaPlan();
}

/** Decap's proxy for local editing (decap-server, `npm run cms`): where Decap looks for it when the editor is opened on localhost. */
export const localProxyOrigin = 'http://localhost:8081';

/** The editor's policy (/admin/*), as strict as Decap runs under; each source and why: docs/security-headers.md, "The editor". */
export function adminPolicy({ backend = {}, production = false, report = null } = {}) {
  const api = originOf(typeof backend.api_root === 'string' ? backend.api_root : '') ?? 'https://api.github.com';
  const local = !production;
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", "'unsafe-eval'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com'],
    ['font-src', "'self'"],
    // blob: for the editor's own copies of what it saves (Decap reads an entry's media back from
    // blob: URLs when it commits; without it Save fails).
    ['connect-src', "'self'", 'blob:', api, 'https://www.githubstatus.com', ...(local ? [localProxyOrigin] : [])],
    // The preview pane is an about:blank frame Decap writes into, which frame-src does not govern.
    ['frame-src', "'none'"],
    ['frame-ancestors', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'none'"],
    ['object-src', "'none'"],
    // Not with the local proxy, which is plain http.
    !local && ['upgrade-insecure-requests'],
    report && ['report-uri', report],
    report && ['report-to', reportGroup],
  ];
  return directives
    .filter(Boolean)
    .map((parts) => parts.join(' '))
    .join('; ');
}

/**
 * The /admin/* rule: detaches the site's CSP and Cross-Origin-Opener-Policy (which would cut off the sign-in pop-up)
 * and sets the editor's. Goes last: a host applies every rule a URL matches.
 */
export function adminRule(options = {}) {
  const { basePath = '' } = options;
  return [
    '# The editor (Decap CMS): its own policy, the site\'s detached (docs/security-headers.md, "The editor"), written by scripts/csp.mjs.',
    `${basePath}/${editorDir}/*`,
    '  ! Content-Security-Policy',
    '  ! Cross-Origin-Opener-Policy',
    cspLine(adminPolicy(options)),
    '  Cross-Origin-Opener-Policy: same-origin-allow-popups',
    '  X-Robots-Tag: noindex, nofollow',
    '',
  ].join('\n');
}

/** The editor's `backend:` block from the export's config.yml, or null when the export has no editor. */
export function editorBackend(outDir) {
  const file = path.join(outDir, editorDir, 'config.yml');
  if (!existsSync(file)) return null;
  return parse(readFileSync(file, 'utf8'))?.backend ?? {};
}

const metaCspPattern = /<meta\s+http-equiv=["']?content-security-policy["']?[^>]*>/gi;

/** The page with `policy` as its first-thing-in-<head> <meta> CSP (replacing one from an earlier run). */
export function withMetaPolicy(html, policy) {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"/>`;
  const cleaned = html.replace(metaCspPattern, '');
  // After <meta charset> (which must stay within the first 1024 bytes), before any script.
  const charset = /<meta\s+charset=[^>]*>/i.exec(cleaned);
  const head = charset ?? /<head(\s[^>]*)?>/i.exec(cleaned);
  if (!head) throw new Error('no <head> to put the <meta> Content-Security-Policy in');
  const at = head.index + head[0].length;
  return `${cleaned.slice(0, at)}${tag}${cleaned.slice(at)}`;
}

function main() {
  const outDir = process.argv[2] ?? 'out';
  loadBuildEnv();
  const sourceFile = path.join('public', '_headers');
  if (!existsSync(sourceFile)) throw new Error(`${sourceFile} not found: it holds the static security headers`);
  if (!existsSync(outDir)) throw new Error(`${outDir}/ not found: run next build first`);

  const problems = [];
  const pages = htmlFiles(outDir).map((file) => {
    const html = readFileSync(path.join(outDir, file), 'utf8');
    const tags = startTags(html);
    for (const found of unhashableScripts(tags))
      problems.push(`${file}: ${found} cannot be allowed by a hash; move it into a script file or a React handler`);
    return { file, hashes: inlineScriptHashes(tags), turnstile: needsTurnstile(html) };
  });
  if (problems.length) throw new Error(`inline code the Content-Security-Policy would block:\n  ${problems.join('\n  ')}`);

  const origins = allowedOrigins();
  const inMeta = Boolean(process.env.CSP_META);
  const report = reportUriOf(process.env.CSP_REPORT_URI);
  const backend = editorBackend(outDir);
  const editorRules = backend ? 1 : 0;
  const plan = planCsp(readFileSync(sourceFile, 'utf8'), pages, {
    ...origins,
    report,
    basePath: basePathOf(),
    inMeta,
    maxRules: limits.rules - editorRules,
  });
  const production = process.env.NEXT_PUBLIC_SITE_ENV === 'production';
  const editor = backend ? `\n${adminRule({ backend, production, report, basePath: basePathOf() })}` : '';
  writeFileSync(path.join(outDir, '_headers'), `${plan.text}${editor}`);
  for (const { file } of pages) {
    const target = path.join(outDir, file);
    const html = readFileSync(target, 'utf8');
    const updated = withMetaPolicy(html, plan.meta.get(file));
    if (updated !== html) writeFileSync(target, updated);
  }

  const unique = new Set(pages.flatMap(({ hashes }) => hashes)).size;
  const most = Math.max(0, ...pages.map(({ hashes }) => hashes.length));
  const connect = origins.connect.length ? origins.connect.join(' ') : 'self only';
  for (const note of plan.notes) console.log(`csp: ${note}`);
  console.log(
    `csp: ${pages.length} pages, ${unique} inline-script hashes (at most ${most} a page), ${plan.mode} policies, ${plan.rules} rules in ${outDir}/_headers, ` +
      `a <meta> policy in every page; connect-src ${connect}${origins.upgrade ? '' : '; no upgrade-insecure-requests (an http origin)'}; ` +
      (report ? `violations reported to ${report}` : 'no report endpoint (CSP_REPORT_URI unset)'),
  );
  console.log(
    backend
      ? `csp: /${editorDir}/* has the editor's own policy${production ? '' : `, with the local proxy ${localProxyOrigin}`}`
      : `csp: no ${outDir}/${editorDir}/config.yml, so no editor rule`,
  );
}

runAsScript(import.meta.url, 'csp', main);
