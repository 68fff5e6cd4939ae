#!/usr/bin/env node
// Serves the static export the way a static host does: clean URLs, 404.html, and the
// headers of <dir>/_headers. No dependencies, so `npm start` works on a fresh clone.
// Usage: node scripts/serve.mjs <dir> <port>   (HOST overrides the 127.0.0.1 bind address)
import { createReadStream, existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { canonicalRedirect, collapsedSlashes } from './canonical-url.mjs';
import { listenUntilStopped } from './process.mjs';

const [dirArg = 'out', portArg = '3000'] = process.argv.slice(2);
const port = Number(portArg);
const host = process.env.HOST || '127.0.0.1';

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid port "${portArg}". Usage: node scripts/serve.mjs <dir> <port>`);
  process.exit(1);
}
if (!existsSync(dirArg) || !statSync(dirArg).isDirectory()) {
  console.error(`Directory "${dirArg}" not found. Run \`npm run build\` first.`);
  process.exit(1);
}
const root = realpathSync(dirArg);

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  // The editor's configuration (out/admin/config.yml): Decap checks that it is served as YAML.
  '.yml': 'text/yaml; charset=utf-8',
  // Next's prerendered RSC payloads are .txt; its router accepts text/plain in a static export.
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
};

/** Host config files are read by the host, never served. */
const hidden = new Set(['_headers', '_redirects'].map((name) => path.join(root, name)));

/** Rules of <dir>/_headers (Netlify / Cloudflare Pages syntax), in file order. */
function readHeaderRules(file) {
  if (!existsSync(file)) return [];
  const rules = [];
  let current = null;
  for (const [index, raw] of readFileSync(file, 'utf8').split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      current = { pattern: patternToRegExp(line), set: [], unset: [] };
      rules.push(current);
      continue;
    }
    if (!current) {
      console.warn(`_headers line ${index + 1}: header before any URL pattern, ignored`);
      continue;
    }
    if (line.startsWith('!')) {
      current.unset.push(line.slice(1).trim().toLowerCase());
      continue;
    }
    const colon = line.indexOf(':');
    if (colon < 1) {
      console.warn(`_headers line ${index + 1}: expected "Name: value", ignored`);
      continue;
    }
    current.set.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** "/*", "/prefix/*", ":name" placeholders and exact paths; absolute URLs match by path. */
function patternToRegExp(pattern) {
  const pathPart = pattern.replace(/^https?:\/\/[^/]+/, '') || '/';
  const source = pathPart
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

// Re-read when the file changes: a rebuild writes new script hashes while a server may keep running.
const headersFile = path.join(root, '_headers');
let headerCache = { mtime: -1, rules: [] };
function headerRules() {
  const mtime = existsSync(headersFile) ? statSync(headersFile).mtimeMs : 0;
  if (mtime !== headerCache.mtime) headerCache = { mtime, rules: readHeaderRules(headersFile) };
  return headerCache.rules;
}

function hostHeaders(urlPath) {
  const merged = new Map();
  for (const rule of headerRules()) {
    if (!rule.pattern.test(urlPath)) continue;
    for (const name of rule.unset) merged.set(name, null);
    for (const [name, value] of rule.set) {
      const key = name.toLowerCase();
      const previous = merged.get(key);
      merged.set(key, previous ? { name, value: `${previous.value}, ${value}` } : { name, value });
    }
  }
  return merged;
}

const inside = (file) => file === root || file.startsWith(root + path.sep);

/** The file at `candidate` if it is a regular file inside the root (symlinks resolved), else null. */
function fileAt(candidate) {
  try {
    const file = realpathSync(candidate);
    if (!inside(file) || hidden.has(file)) return null;
    const stat = statSync(file);
    return stat.isFile() ? { file, stat } : null;
  } catch {
    return null;
  }
}

/** The 404.html of the deepest folder above `urlPath` that has one, else the root's. */
function nearestNotFound(urlPath) {
  const parts = urlPath.split('/').filter(Boolean).slice(0, -1);
  for (let depth = parts.length; depth >= 0; depth -= 1) {
    const page = fileAt(path.join(root, ...parts.slice(0, depth), '404.html'));
    if (page) return page;
  }
  return null;
}

/** /about → about.html, /services/x → services/x.html, / and directories → index.html. */
function resolveFile(urlPath) {
  const target = path.resolve(root, `.${urlPath}`);
  if (!inside(target)) return null;
  const trimmed = target.replace(/[\\/]+$/, '') || target;
  return fileAt(target) ?? fileAt(`${trimmed}.html`) ?? fileAt(path.join(target, 'index.html'));
}

function cacheControl(urlPath, file) {
  if (urlPath.startsWith('/_next/static/')) return 'public, max-age=31536000, immutable';
  const ext = path.extname(file);
  if (ext === '.html' || ext === '.txt' || ext === '.json' || ext === '.xml') return 'no-cache';
  return 'public, max-age=3600, must-revalidate';
}

/** Writes a response: `body` is a file ({ file, stat }), a string, or nothing. */
function send(req, res, status, headers, body) {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  for (const [name, header] of hostHeaders(req.urlPath)) {
    if (header === null) res.removeHeader(name);
    else res.setHeader(header.name, header.value);
  }
  if (body && typeof body === 'object') {
    res.setHeader('Content-Length', body.stat.size);
    res.writeHead(status);
    if (req.method === 'HEAD') return res.end();
    const stream = createReadStream(body.file);
    stream.on('error', () => res.destroy());
    return stream.pipe(res);
  }
  if (typeof body === 'string') res.setHeader('Content-Length', Buffer.byteLength(body));
  res.writeHead(status);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function sendText(req, res, status, message, extra = {}) {
  const headers = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...extra };
  send(req, res, status, headers, `${message}\n`);
}

function handle(req, res) {
  // Before anything parses it as a URL: "//about" would be read as the host "about".
  const single = collapsedSlashes(req.url ?? '/');
  if (single) {
    req.urlPath = single.replace(/[?#].*$/, '');
    return sendText(req, res, 308, `Permanent Redirect: ${single}`, { Location: single });
  }
  let urlPath = null;
  try {
    urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  } catch {
    // Malformed percent-encoding: answered with 400 below.
  }
  req.urlPath = urlPath ?? '/';

  if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(req, res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
  if (urlPath === null || urlPath.includes('\0')) return sendText(req, res, 400, 'Bad Request');

  const redirect = canonicalRedirect(urlPath, (relative) => fileAt(path.join(root, relative)) !== null);
  if (redirect) {
    const { search } = new URL(req.url ?? '/', 'http://localhost');
    const location = `${redirect.split('/').map(encodeURIComponent).join('/')}${search}`;
    return sendText(req, res, 308, `Permanent Redirect: ${location}`, { Location: location });
  }

  const found = resolveFile(urlPath);
  if (!found) {
    // The nearest 404.html up the path, as Cloudflare Pages does: /ar/missing gets out/ar/404.html.
    const notFound = nearestNotFound(urlPath);
    if (!notFound) return sendText(req, res, 404, 'Not Found');
    return send(req, res, 404, { 'Content-Type': types['.html'], 'Cache-Control': 'no-cache' }, notFound);
  }

  const { file, stat } = found;
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  const headers = {
    'Content-Type': types[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Cache-Control': cacheControl(urlPath, file),
    'Last-Modified': stat.mtime.toUTCString(),
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
  };
  if (req.headers['if-none-match'] === etag) return send(req, res, 304, headers);
  return send(req, res, 200, headers, found);
}

const server = createServer((req, res) => {
  try {
    handle(req, res);
  } catch (error) {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Internal Server Error\n');
  }
});

listenUntilStopped(server, {
  host,
  port,
  name: 'serve',
  graceMs: 1000,
  ready: (shownPort) => `Serving ${dirArg} at http://localhost:${shownPort}`,
});
