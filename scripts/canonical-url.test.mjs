/** @jest-environment node */
import { canonicalRedirect, collapsedSlashes } from './canonical-url.mjs';

// An export like ours: pages as <name>.html, a folder's pages beside it, one nested index.
const files = new Set([
  'index.html',
  'about.html',
  'services.html',
  'services/textile-apparel.html',
  'blog/payment-terms.html',
  'docs/index.html',
  'robots.txt',
  '_next/static/chunks/a.js',
]);
const isFile = (relative) => files.has(relative);
const redirect = (urlPath) => canonicalRedirect(urlPath, isFile);

test('a page answers at its clean URL only: the variants a host may serve redirect there', () => {
  expect(redirect('/about/')).toBe('/about');
  expect(redirect('/about.html')).toBe('/about');
  expect(redirect('/services/')).toBe('/services');
  expect(redirect('/services/textile-apparel/')).toBe('/services/textile-apparel');
  expect(redirect('/blog/payment-terms.html')).toBe('/blog/payment-terms');
  expect(redirect('//about')).toBe('/about');
});

test('the home page is /, whatever names index.html', () => {
  for (const variant of ['/index', '/index.html', '/index/', '//']) expect(redirect(variant)).toBe('/');
  expect(redirect('/')).toBeNull();
});

test("a folder's index page is the folder with its slash", () => {
  expect(redirect('/docs')).toBe('/docs/');
  expect(redirect('/docs/index.html')).toBe('/docs/');
  expect(redirect('/docs/index')).toBe('/docs/');
  expect(redirect('/docs/')).toBeNull();
});

test('canonical URLs, files and unknown URLs are answered as they are', () => {
  for (const url of [
    '/about',
    '/services',
    '/services/textile-apparel',
    '/robots.txt',
    '/_next/static/chunks/a.js',
    '/nothing-here',
    '/nothing-here/',
  ]) {
    expect(redirect(url)).toBeNull();
  }
});

test('repeated slashes in a request path become one, the query as sent', () => {
  expect(collapsedSlashes('//about')).toBe('/about');
  expect(collapsedSlashes('//x/contact?q=a//b')).toBe('/x/contact?q=a//b');
  expect(collapsedSlashes('/fr///contact')).toBe('/fr/contact');
  expect(collapsedSlashes('/about')).toBeNull();
  expect(collapsedSlashes('/search?q=//x')).toBeNull();
});
