// Where a static host sends a variant of a page's URL, as Cloudflare Pages does
// (docs/security-headers.md): a page is answered at one URL only, the one its canonical link and its
// header rules name. Used by scripts/serve.mjs; no dependencies.

/**
 * The canonical URL path for `urlPath` (decoded), or null when it is canonical already or is not
 * a page. `isFile(relative)` says whether the export has that file ("about.html").
 *   /about.html, /about/          → /about          (about.html)
 *   /index, /index.html, /index/  → /
 *   /docs, /docs/index.html       → /docs/          (docs/index.html)
 */
export function canonicalRedirect(urlPath, isFile) {
  const page = urlPath.replace(/^\/+/, '').replace(/\/{2,}/g, '/');
  // A file of its own (robots.txt, /_next/…) is answered as it is; .html files are pages.
  if (!page.endsWith('.html') && isFile(page)) return null;
  const bare = page
    .replace(/\/+$/, '')
    .replace(/(^|\/)index(\.html)?$/, '$1')
    .replace(/\.html$/, '');
  let target = null;
  if (bare === '') target = '/';
  else if (bare.endsWith('/')) target = isFile(`${bare}index.html`) ? `/${bare}` : null;
  else if (isFile(`${bare}.html`)) target = `/${bare}`;
  else if (isFile(`${bare}/index.html`)) target = `/${bare}/`;
  // An unknown URL gets the 404 page where it is.
  return target && target !== urlPath ? target : null;
}

/**
 * The request target `target` (req.url: path and query, as sent) with each run of slashes in its path
 * made one, or null when it has none. "//about" is a path, though a URL parser reads a leading "//"
 * as a host (new URL("//about", base) is the home page, and "//x/contact" once crashed the
 * client's router): a host answers it with a redirect to "/about", the query kept as sent. A browser
 * reads "\" in a path as "/", so "//\evil.example/" must not become "/\evil.example/", another host:
 * backslashes count as slashes here.
 */
export function collapsedSlashes(target) {
  const end = target.search(/[?#]/);
  const pathPart = end === -1 ? target : target.slice(0, end);
  if (!/\/\/|\\/.test(pathPart)) return null;
  return `${pathPart.replace(/[/\\]+/g, '/')}${end === -1 ? '' : target.slice(end)}`;
}
