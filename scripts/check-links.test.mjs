/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkLinks, cssUrls, srcsetCandidates } from './check-links.mjs';
import { resolveFile, urlPathsOf } from './out-pages.mjs';

const page = (body) =>
  `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body><a href="#main">Skip to content</a><main id="main">${body}</main></body></html>`;

let dir;

/** Writes a tiny export: { "about.html": "<html>…", … }. */
function site(files) {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
}

const messages = (result) => result.problems.map(({ page: route, message }) => `${route} ${message}`);

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'check-links-'));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('resolveFile and urlPathsOf', () => {
  test('clean URLs, .html files and folder indexes, as a static host serves them', () => {
    site({ 'index.html': '', 'about.html': '', 'docs/index.html': '', 'images/a.svg': '' });
    expect(resolveFile(dir, '/')).toBe('index.html');
    expect(resolveFile(dir, '/about')).toBe('about.html');
    expect(resolveFile(dir, '/about.html')).toBe('about.html');
    expect(resolveFile(dir, '/about/')).toBe('about.html');
    expect(resolveFile(dir, '/docs')).toBe('docs/index.html');
    expect(resolveFile(dir, '/images/a.svg')).toBe('images/a.svg');
    expect(resolveFile(dir, '/images')).toBeNull();
    expect(resolveFile(dir, '/nope')).toBeNull();
    expect(resolveFile(dir, '/../etc/passwd')).toBeNull();
  });

  test('the URLs of a page, clean one first', () => {
    expect(urlPathsOf('index.html')).toEqual(['/', '/index.html']);
    expect(urlPathsOf('services/toys-games.html')).toEqual(['/services/toys-games', '/services/toys-games.html']);
    expect(urlPathsOf('docs/index.html')).toEqual(['/docs/', '/docs/index.html']);
  });
});

test('srcset and CSS url() parsing', () => {
  expect(srcsetCandidates('/a.avif 640w, /b.avif 1280w,/c.avif')).toEqual([
    { url: '/a.avif', descriptor: '640w' },
    { url: '/b.avif', descriptor: '1280w' },
    { url: '/c.avif', descriptor: '' },
  ]);
  expect(srcsetCandidates('data:image/png;base64,AAAA 1x, /x.png 2x').map(({ url }) => url)).toEqual([
    'data:image/png;base64,AAAA',
    '/x.png',
  ]);
  expect(cssUrls('a{background:url(/a.svg)} b{src:url("../m/f.woff2") format("woff2"), url( \'x.png\' )}')).toEqual([
    '/a.svg',
    '../m/f.woff2',
    'x.png',
  ]);
});

describe('checkLinks', () => {
  test('a sound site passes: clean URLs, fragments, assets, skip link, external links with rel', () => {
    site({
      'index.html': page(
        [
          '<a href="/about">About</a>',
          '<a href="/about.html#team">Team</a>',
          '<a href="about?ref=home#team">Relative</a>',
          '<a href="/docs/">Docs</a>',
          '<a href="/#main">Home</a>',
          '<a href="#top">Top</a>',
          '<a href="mailto:info@example.com">Mail</a><a href="tel:+923000000000">Call</a>',
          '<a href="https://wa.me/923000000000" target="_blank" rel="noopener noreferrer">WhatsApp</a>',
          '<img src="/images/a.svg" srcset="/images/a.svg 1x, /images/a@2x.svg 2x" alt="">',
          '<picture><source srcset="/images/a.avif" type="image/avif"><img src="/images/a.svg" alt=""></picture>',
          '<div style="background-image:url(/images/a.svg)"></div>',
          '<script src="/_next/app.js"></script>',
          '<link rel="stylesheet" href="/_next/app.css">',
          '<a name="legacy"></a><a href="#legacy">Legacy anchor</a>',
        ].join(''),
      ),
      'about.html': page('<h2 id="team">Team</h2>'),
      'docs/index.html': page(''),
      'images/a.svg': '<svg/>',
      'images/a@2x.svg': '<svg/>',
      'images/a.avif': '',
      '_next/app.js': '',
      '_next/app.css': 'body{background:url(../images/a.svg)}',
    });
    const result = checkLinks(dir);
    expect(messages(result)).toEqual([]);
    expect(result.pages).toBe(3);
    expect(result.links).toBeGreaterThan(15);
  });

  test('reports missing files, missing fragments and unsafe external links with their page', () => {
    site({
      'index.html': page(
        [
          '<a href="/missing">Missing</a>',
          '<a href="/about#nowhere">Nowhere</a>',
          '<a href="#nothing">Nothing here</a>',
          '<a href="https://example.org/">No rel</a>',
          '<a href="/about" target="_blank" rel="noopener">Half a rel</a>',
          '<img src="/images/gone.png" alt="">',
          '<img srcset="/images/a.svg 1x, /images/gone@2x.png 2x" alt="">',
          // Must be refused; .invalid never resolves, and the checker only reads the HTML.
          '<script src="https://third-party.invalid/lib.js"></script>',
          '<a href="javascript:void(0)">Script</a>',
          '<link rel="stylesheet" href="/style.css">',
          '<svg><use href="/icons.svg#mail"></use></svg><svg><use href="/icons.svg#gone"></use></svg>',
        ].join(''),
      ),
      'about.html': page(''),
      'images/a.svg': '<svg/>',
      'icons.svg': '<svg><symbol id="mail" viewBox="0 0 24 24"/></svg>',
      'style.css': '@font-face{src:url(/fonts/gone.woff2)}',
    });
    expect(messages(checkLinks(dir))).toEqual([
      '/ <a href> "/missing": /missing → no such file in ' + path.basename(dir) + '/',
      '/ <a href> "/about#nowhere": no element with id "nowhere" on /about',
      '/ <a href> "#nothing": no element with id "nothing" on /',
      '/ <a href> "https://example.org/": needs rel="noopener noreferrer" (new tab or another origin)',
      '/ <a href> "/about": needs rel="noopener noreferrer" (new tab or another origin)',
      '/ <a href> "javascript:void(0)": javascript: URLs are blocked by the Content-Security-Policy',
      '/ url("/fonts/gone.woff2") in /style.css: /fonts/gone.woff2 → no such file in ' + path.basename(dir) + '/',
      '/ <script src> "https://third-party.invalid/lib.js": third-party script: serve scripts from our own origin',
      '/ <img src> "/images/gone.png": /images/gone.png → no such file in ' + path.basename(dir) + '/',
      '/ <img srcset> "/images/gone@2x.png": /images/gone@2x.png → no such file in ' + path.basename(dir) + '/',
      '/ <use href> "/icons.svg#gone": no symbol with id "gone" in /icons.svg',
    ]);
  });

  test('checks the scripts an after-paint loader appends: our own, and present', () => {
    site({
      'index.html': page(
        `<script data-after-first-paint='["/_next/app.js","/_next/gone.js","https://third-party.invalid/x.js"]'>/* loader */</script>`,
      ),
      '_next/app.js': '',
    });
    expect(messages(checkLinks(dir))).toEqual([
      '/ <script data-after-first-paint> "/_next/gone.js": /_next/gone.js → no such file in ' + path.basename(dir) + '/',
      '/ <script data-after-first-paint> "https://third-party.invalid/x.js": third-party script: serve scripts from our own origin',
    ]);
  });

  test('under a base path, internal links must carry it', () => {
    site({
      'index.html': page('<a href="/shop/about">About</a><a href="/about">Outside</a><img src="/shop/a.svg" alt="">'),
      'about.html': page(''),
      'a.svg': '<svg/>',
    });
    expect(messages(checkLinks(dir, { basePath: '/shop' }))).toEqual(['/ <a href> "/about": /about is outside the base path /shop']);
  });

  test("absolute links to the site's own origin are checked like internal ones", () => {
    site({
      'index.html': page('<a href="https://www.example.com/about">About</a><a href="https://www.example.com/gone">Gone</a>').replace(
        '<title>t</title>',
        '<title>t</title><link rel="canonical" href="https://www.example.com/"><meta property="og:image" content="https://www.example.com/og.png">',
      ),
      'about.html': page(''),
    });
    const found = messages(checkLinks(dir, { siteUrl: 'https://www.example.com' }));
    expect(found).toEqual([
      '/ <a href> "https://www.example.com/gone": /gone → no such file in ' + path.basename(dir) + '/',
      '/ <meta content> "https://www.example.com/og.png": /og.png → no such file in ' + path.basename(dir) + '/',
    ]);
  });
});
