#!/usr/bin/env node
// What a page of the export weighs as it starts: its HTML (and gzip -9), the page data inside it
// (the RSC flight payload, `self.__next_f.push`, that React hydrates from), the client components
// that payload names and how many of them hydrate, and the JavaScript the page loads at start-up
// (gzip -9). With --detail, the page data's largest parts: each client component's props, and the
// server-rendered landmarks and elements whose markup travels a second time in the payload.
// Sizes in bytes, so stable on a busy machine (docs/performance.md, "A page's weight").
// Usage: npm run bench:weight -- [--dir out] [--detail] [--json] [route …]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { listAttribute, pageScripts } from './after-paint.mjs';
import { basePath as basePathOf, fileOfUrlPath, loadBuildEnv, startTags } from './out-pages.mjs';
import { runAsScript } from './process.mjs';

/** The pages docs/performance.md's weight table measures: home, a category, a product in three languages, two forms. */
export const defaultRoutes = [
  '/',
  '/services/electronics',
  '/services/electronics/ceiling-fans',
  '/ar/services/electronics/ceiling-fans',
  '/zh/services/electronics/ceiling-fans',
  '/get-quote',
  '/contact',
];

const pushPattern = /^\s*\(?self\.__next_f\s*=\s*self\.__next_f\s*\|\|\s*\[\]\)?\.push\(|^\s*self\.__next_f\.push\(/;

/**
 * The page data of a page's HTML: { scriptBytes, text } — the bytes of the inline scripts that
 * push it (as they travel, in the HTML) and the flight text they carry, joined.
 */
export function flightOf(html) {
  let scriptBytes = 0;
  let text = '';
  for (const tag of startTags(html)) {
    if (tag.name !== 'script' || tag.attributes.src !== undefined || !pushPattern.test(tag.text ?? '')) continue;
    scriptBytes += Buffer.byteLength(tag.text);
    const argument = tag.text.slice(tag.text.indexOf('push(') + 'push('.length, tag.text.lastIndexOf(')'));
    const chunk = JSON.parse(argument);
    if (chunk[0] === 1 && typeof chunk[1] === 'string') text += chunk[1];
  }
  return { scriptBytes, text };
}

/**
 * The rows of a flight text: [{ id, tag, data }], tag being '' for a JSON model row, 'I' for a
 * client reference, 'HL' for a resource hint, 'T' for a text row (its length is in UTF-8 bytes).
 */
export function flightRows(text) {
  const bytes = Buffer.from(text, 'utf8');
  const rows = [];
  let at = 0;
  while (at < bytes.length) {
    const colon = bytes.indexOf(0x3a, at);
    if (colon < 0) break;
    const id = bytes.subarray(at, colon).toString('utf8');
    let cursor = colon + 1;
    const tag = /^[A-Z]+/.exec(bytes.subarray(cursor, cursor + 2).toString('latin1'))?.[0] ?? '';
    cursor += tag.length;
    if (tag === 'T') {
      const comma = bytes.indexOf(0x2c, cursor);
      const length = parseInt(bytes.subarray(cursor, comma).toString('latin1'), 16);
      rows.push({ id, tag, data: bytes.subarray(comma + 1, comma + 1 + length).toString('utf8'), bytes: comma + 1 + length - at });
      at = comma + 1 + length;
      continue;
    }
    const newline = bytes.indexOf(0x0a, cursor);
    const end = newline < 0 ? bytes.length : newline;
    rows.push({ id, tag, data: bytes.subarray(cursor, end).toString('utf8'), bytes: end + 1 - at });
    at = end + 1;
  }
  return rows;
}

/** A client reference row's component name: its export name, else its module's file. */
function clientName(data) {
  try {
    const [, chunks, name] = JSON.parse(data);
    if (name && name !== '*' && name !== '') return name;
    return String(chunks?.at(-1) ?? '?');
  } catch {
    return '?';
  }
}

const byteLength = (value) => Buffer.byteLength(JSON.stringify(value) ?? '');

/**
 * Reads the page data: the client components it names (clientRefs: id → name), each instance of
 * one in the rendered tree with its props' bytes (instances), and the server-rendered elements
 * (`landmarks`: the page's header, nav, main, footer, aside and script elements, and every element
 * with an id, with their bytes in the payload).
 */
export function readFlight(text) {
  const rows = flightRows(text);
  const clientRefs = new Map(rows.filter((row) => row.tag === 'I').map((row) => [`$L${row.id}`, clientName(row.data)]));
  const models = new Map(rows.filter((row) => row.tag === '').map((row) => [row.id, row.data]));
  const instances = [];
  const landmarks = [];
  const landmarkTags = new Set(['header', 'nav', 'main', 'footer', 'aside', 'script', 'form', 'section', 'article', 'ul']);
  const visit = (node, depth) => {
    if (Array.isArray(node)) {
      if (node[0] === '$' && node.length === 4 && typeof node[1] === 'string') {
        const [, type, , props] = node;
        if (clientRefs.has(type)) instances.push({ name: clientRefs.get(type), bytes: byteLength(props ?? {}) });
        else if (!type.startsWith('$') && (landmarkTags.has(type) || props?.id))
          landmarks.push({ tag: type, id: props?.id, label: props?.['aria-label'], depth, bytes: byteLength(node) });
        visit(props, depth + 1);
        return;
      }
      for (const item of node) visit(item, depth);
    } else if (node && typeof node === 'object') {
      for (const value of Object.values(node)) visit(value, depth);
    }
  };
  for (const data of models.values()) {
    try {
      visit(JSON.parse(data), 0);
    } catch {
      // A row that is not JSON (an error row) has no tree.
    }
  }
  const classBytes = [...text.matchAll(/"className":"((?:[^"\\]|\\.)*)"/g)].reduce((sum, match) => sum + match[1].length, 0);
  return { rows, clientRefs, instances, landmarks, classBytes };
}

/** One page's weight: { route, html, gzip, flight, flightGzip, clientComponents, hydrated, js, scripts, detail }. */
export function pageWeight(dir, route, basePath = '') {
  const file = fileOfUrlPath(dir, route, basePath);
  if (!file) throw new Error(`page-weight: no page at ${route} in ${dir}`);
  const html = readFileSync(path.join(dir, file));
  const text = html.toString('utf8');
  const flight = flightOf(text);
  const read = readFlight(flight.text);
  const scripts = scriptsOf(text);
  let js = 0;
  for (const url of scripts) {
    const scriptFile = fileOfUrlPath(dir, url, basePath);
    if (!scriptFile) throw new Error(`page-weight: ${route} loads ${url}, which is not a file in ${dir}`);
    js += gzipSync(readFileSync(path.join(dir, scriptFile)), { level: 9 }).length;
  }
  return {
    route,
    html: html.length,
    gzip: gzipSync(html, { level: 9 }).length,
    flight: flight.scriptBytes,
    flightText: Buffer.byteLength(flight.text),
    clientComponents: read.clientRefs.size,
    hydrated: read.instances.length,
    js,
    scripts: scripts.length,
    detail: read,
  };
}

/** The same-origin scripts a modern browser runs at start-up (pageScripts, on a light stand-in for a document). */
function scriptsOf(html) {
  const tags = startTags(html).filter(
    (tag) => tag.name === 'script' && (tag.attributes.src !== undefined || tag.attributes[listAttribute] !== undefined),
  );
  const element = (tag) => ({
    hasAttribute: (name) => tag.attributes[name] !== undefined,
    getAttribute: (name) => tag.attributes[name] ?? null,
  });
  const document = { querySelectorAll: () => tags.map(element) };
  return [...new Set(pageScripts(document).filter((url) => url.startsWith('/')))];
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** The Markdown table docs/performance.md keeps. */
export function weightTable(pages) {
  const lines = [
    '| page | HTML | gzip | page data | client components (kinds) | JS at start-up (gzip) |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const page of pages)
    lines.push(
      `| ${page.route} | ${kB(page.html)} | ${kB(page.gzip)} | ${kB(page.flight)} | ${page.hydrated} (${page.clientComponents}) | ${kB(page.js)} |`,
    );
  return lines.join('\n');
}

/** The largest parts of a page's data, for finding what to cut. */
function detailOf(page) {
  const lines = [`\n${page.route}: page data ${kB(page.flightText)} of flight text; class names ${kB(page.detail.classBytes)} of it`];
  const rowsByTag = new Map();
  for (const row of page.detail.rows) rowsByTag.set(row.tag || 'JSON', (rowsByTag.get(row.tag || 'JSON') ?? 0) + row.bytes);
  lines.push(`  rows: ${[...rowsByTag].map(([tag, bytes]) => `${tag} ${kB(bytes)}`).join(', ')}`);
  const byName = new Map();
  for (const { name, bytes } of page.detail.instances) {
    const entry = byName.get(name) ?? { count: 0, bytes: 0 };
    byName.set(name, { count: entry.count + 1, bytes: entry.bytes + bytes });
  }
  lines.push('  client components (instances, props bytes):');
  for (const [name, { count, bytes }] of [...byName].sort((a, b) => b[1].bytes - a[1].bytes))
    lines.push(`    ${name.padEnd(28)} ${String(count).padStart(3)}  ${kB(bytes)}`);
  lines.push('  server-rendered elements in the payload (largest 25):');
  for (const mark of [...page.detail.landmarks].sort((a, b) => b.bytes - a.bytes).slice(0, 25))
    lines.push(
      `    ${'  '.repeat(Math.min(mark.depth, 6))}<${mark.tag}${mark.id ? ` id=${mark.id}` : ''}${mark.label ? ` "${mark.label}"` : ''}> ${kB(mark.bytes)}`,
    );
  return lines.join('\n');
}

runAsScript(import.meta.url, 'page-weight', () => {
  const args = process.argv.slice(2);
  const option = (name) => {
    const index = args.indexOf(name);
    return index < 0 ? undefined : args.splice(index, 2)[1];
  };
  const flag = (name) => {
    const index = args.indexOf(name);
    if (index >= 0) args.splice(index, 1);
    return index >= 0;
  };
  const dir = option('--dir') ?? 'out';
  const detail = flag('--detail');
  const json = flag('--json');
  loadBuildEnv();
  const routes = args.length ? args : defaultRoutes;
  const pages = routes.map((route) => pageWeight(dir, route, basePathOf()));
  if (json) {
    console.log(
      JSON.stringify(
        pages.map((page) => ({ ...page, detail: undefined })),
        null,
        2,
      ),
    );
    return;
  }
  console.log(weightTable(pages));
  if (detail) for (const page of pages) console.log(detailOf(page));
});
