/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { JSDOM } from 'jsdom';
import { excerptAttributes, excerptTags, expectHarmless, titleTags } from '@/components/blog/expect-harmless';
import vectors from '@/components/blog/xss-vectors.json';
import { ContentError } from './schema';
import { blogApiUrl, buildFetch, getRepoPost, loadWordPressPosts, parseRepoPost, repoPosts } from './posts';

const { document } = new JSDOM('').window;

const valid = `---
title: Shipping from Pakistan
date: 2026-03-14
excerpt: Ports, Incoterms and documents.
---

## Ports

Karachi and **Port Qasim**. See [our terms](/get-quote).
`;

function errorOf(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected an error');
}

describe('a Markdown post', () => {
  it('becomes a card and an article page', () => {
    const post = parseRepoPost('shipping-notes.md', valid);
    expect(post).toMatchObject({
      id: 'repo-shipping-notes',
      source: 'repo',
      slug: 'shipping-notes',
      date: '2026-03-14',
      titleText: 'Shipping from Pakistan',
      description: 'Ports, Incoterms and documents.',
      excerptHtml: '<p>Ports, Incoterms and documents.</p>',
      href: '/blog/shipping-notes',
      external: false,
      readingMinutes: 1,
    });
    expect(post.bodyHtml).toContain('<h2>Ports</h2>');
    expect(post.bodyHtml).toContain('<a href="/get-quote">our terms</a>');
  });

  it('accepts a quoted date', () => {
    expect(parseRepoPost('a.md', valid.replace('2026-03-14', '"2026-03-14"')).date).toBe('2026-03-14');
  });

  it.each([
    ['a missing title', valid.replace('title: Shipping from Pakistan\n', ''), 'title'],
    ['an empty excerpt', valid.replace('excerpt: Ports, Incoterms and documents.', 'excerpt: ""'), 'excerpt'],
    ['a date that is not a date', valid.replace('2026-03-14', 'next Tuesday'), 'date'],
    ['an impossible date', valid.replace('2026-03-14', '"2026-02-31x"'), 'date'],
    // YAML 1.1 would read these as timestamps and roll them over (2 March, 1 March); the core schema keeps the text.
    ['an unquoted 30 February', valid.replace('2026-03-14', '2026-02-30'), 'date'],
    ['an unquoted 29 February in a common year', valid.replace('2026-03-14', '2026-02-29'), 'date'],
    ['a quoted 31 April', valid.replace('2026-03-14', '"2026-04-31"'), 'date'],
    ['a date with a time', valid.replace('2026-03-14', '2026-03-14T10:00:00Z'), 'date'],
    ['a date that is a number', valid.replace('2026-03-14', '20260314'), 'date'],
    ['a misspelt field', valid.replace('excerpt:', 'summary: x\nexcerpt:'), '(root)'],
    ['an image outside /images/', valid.replace('---\n\n', 'image:\n  src: https://evil.example/a.png\n  alt: ""\n  width: 10\n  height: 10\n---\n\n'), 'image.src'],
    ['an image that does not exist', valid.replace('---\n\n', 'image:\n  src: /images/blog/none.png\n  alt: ""\n  width: 10\n  height: 10\n---\n\n'), 'image.src'],
    ['an image without its size', valid.replace('---\n\n', 'image:\n  src: /images/blog/none.png\n  alt: ""\n---\n\n'), 'image.width'],
  ])('fails with the file and the field named: %s', (_name, source, field) => {
    const error = errorOf(() => parseRepoPost('broken-post.md', source));
    expect(error).toBeInstanceOf(ContentError);
    expect(error.message).toContain('Invalid content in content/blog/broken-post.md');
    expect(error.message).toMatch(new RegExp(`^ {2}- ${field.replace(/[.()]/g, '\\$&')}: `, 'm'));
  });

  it('says an impossible date is not a real date', () => {
    const error = errorOf(() => parseRepoPost('leap-day.md', valid.replace('2026-03-14', '2026-02-30')));
    expect(error.message).toBe('Invalid content in content/blog/leap-day.md:\n  - date: must be a real date');
  });

  it('accepts a leap day in a leap year', () => {
    expect(parseRepoPost('a.md', valid.replace('2026-03-14', '2028-02-29')).date).toBe('2028-02-29');
  });

  it('names a file whose name is not a slug', () => {
    const error = errorOf(() => parseRepoPost('Shipping Notes.md', valid));
    expect(error.message).toContain('content/blog/Shipping Notes.md');
    expect(error.message).toMatch(/^ {2}- slug: /m);
  });

  it('refuses a # heading in the body, since the title is the h1', () => {
    const error = errorOf(() => parseRepoPost('a.md', valid.replace('## Ports', '# Ports')));
    expect(error.message).toMatch(/^ {2}- body: use ## for headings/m);
  });

  it('shows raw HTML in the Markdown as text, and drops javascript: links', () => {
    const post = parseRepoPost('a.md', `${valid}\n<img src=x onerror="alert(1)"><script>alert(1)</script>\n\n[x](javascript:alert(1))\n`);
    const body = new JSDOM(post.bodyHtml).window.document.body;
    expect(body.querySelector('img, script')).toBeNull();
    expect(Array.from(body.querySelectorAll('a')).map((link) => link.getAttribute('href'))).toEqual(['/get-quote']);
    expect(body.textContent).toContain('<script>alert(1)</script>');
  });
});

describe('the articles in content/blog/', () => {
  const posts = repoPosts();

  it('are two or more, newest first, dated in 2026', () => {
    expect(posts.length).toBeGreaterThanOrEqual(2);
    expect(posts.map((post) => post.date)).toEqual([...posts.map((post) => post.date)].sort().reverse());
    for (const post of posts) expect(post.date).toMatch(/^2026-/);
  });

  it('are real articles: 600 to 900 words, with headings', () => {
    for (const post of posts) {
      const words = (new JSDOM(post.bodyHtml).window.document.body.textContent ?? '').split(/\s+/).filter(Boolean).length;
      expect([post.slug, words >= 600 && words <= 900]).toEqual([post.slug, true]);
      expect(post.bodyHtml).toContain('<h2>');
    }
  });

  it('state the payment policy as the company does', () => {
    const text = getRepoPost('payment-terms-and-samples')?.bodyHtml ?? '';
    for (const fact of ['50% advance, 50% before shipment', '100% upfront', 'letter of credit', 'Payoneer', 'Wise', 'PayPal or Western Union', '7–14 business days', 'dropshipping']) {
      expect(text).toContain(fact);
    }
  });
});

describe('blogApiUrl', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['  ', null],
    ['not a url', null],
    ['ftp://example.com/posts', null],
    ['https://example.com/wp-json/wp/v2/posts', 'https://example.com/wp-json/wp/v2/posts'],
  ])('reads %p as %p', (value, url) => {
    expect(blogApiUrl(value)).toBe(url);
  });
});

/** A throwaway HTTP server on 127.0.0.1 that answers every request with `respond`. */
async function serve(
  respond: (res: import('node:http').ServerResponse, req: import('node:http').IncomingMessage) => void,
): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => respond(res, req));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/wp-json/wp/v2/posts`, server };
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

describe('loading WordPress posts at build', () => {
  it('does nothing without NEXT_PUBLIC_BLOG_API_URL', async () => {
    const warn = jest.fn();
    await expect(loadWordPressPosts({ baseUrl: '', warn })).resolves.toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('with the API down, returns null and warns once, naming the URL and the reason', async () => {
    const { url, server } = await serve(() => undefined);
    await close(server); // Nothing listens on that port any more.
    const warn = jest.fn();
    await expect(loadWordPressPosts({ baseUrl: url, warn })).resolves.toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain(url);
    expect(warn.mock.calls[0]![0]).toMatch(/ECONNREFUSED/);
  });

  it('with a bad URL, returns null and warns once', async () => {
    const warn = jest.fn();
    await expect(loadWordPressPosts({ baseUrl: 'javascript:alert(1)', warn })).resolves.toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('gives up after the time-out', async () => {
    const { url, server } = await serve(() => undefined); // Never answers.
    const warn = jest.fn();
    try {
      await expect(loadWordPressPosts({ baseUrl: url, timeoutMs: 200, warn })).resolves.toBeNull();
      expect(warn.mock.calls[0]![0]).toMatch(/timed out after 0.2 s/);
    } finally {
      await close(server);
    }
  });

  it('on HTTP 500, returns null and warns once', async () => {
    const { url, server } = await serve((res) => res.writeHead(500).end('{}'));
    const warn = jest.fn();
    try {
      await expect(loadWordPressPosts({ baseUrl: url, warn })).resolves.toBeNull();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]![0]).toContain('HTTP 500');
    } finally {
      await close(server);
    }
  });

  it('sanitises the posts with jsdom, so the prerendered HTML is safe', async () => {
    const posts = vectors.html.map((vector, index) => ({
      id: index + 1,
      date: '2026-10-01T12:00:00',
      link: `https://blog.example.com/${index + 1}/`,
      title: { rendered: `Test ${index + 1}: ${vector.html}` },
      excerpt: { rendered: vector.html },
    }));
    const { url, server } = await serve((res) =>
      res.writeHead(200, { 'Content-Type': 'application/json', 'X-WP-TotalPages': '3' }).end(JSON.stringify(posts)),
    );
    try {
      const page = await loadWordPressPosts({ baseUrl: url, perPage: 100, warn: jest.fn() });
      expect(page?.totalPages).toBe(3);
      expect(page?.posts).toHaveLength(vectors.html.length);
      for (const post of page!.posts) {
        expectHarmless(post.titleHtml, titleTags, [], document);
        expectHarmless(post.excerptHtml, excerptTags, excerptAttributes, document);
      }
    } finally {
      await close(server);
    }
  });

  it('asks WordPress again on every load: two loads with the answer changed between them give the second', async () => {
    let title = 'The first answer';
    let requests = 0;
    const { url, server } = await serve((res) => {
      requests += 1;
      const post = { id: 1, date: '2026-10-01T12:00:00', link: 'https://blog.example.com/1/', title: { rendered: title }, excerpt: { rendered: '<p>x</p>' } };
      // Even an answer that says it may be cached for a year is asked for again.
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=31536000', 'X-WP-TotalPages': '1' }).end(JSON.stringify([post]));
    });
    try {
      expect((await loadWordPressPosts({ baseUrl: url, warn: jest.fn() }))?.posts.map((post) => post.titleText)).toEqual(['The first answer']);
      title = 'The second answer';
      expect((await loadWordPressPosts({ baseUrl: url, warn: jest.fn() }))?.posts.map((post) => post.titleText)).toEqual(['The second answer']);
      expect(requests).toBe(2);
    } finally {
      await close(server);
    }
  });

  it("never goes through the global fetch, which Next patches with its year-long data cache", async () => {
    const { url, server } = await serve((res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('[]'));
    const globalFetch = jest.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('the cached fetch was used'));
    try {
      await expect(loadWordPressPosts({ baseUrl: url, warn: jest.fn() })).resolves.toEqual({ posts: [], totalPages: 1 });
      expect(globalFetch).not.toHaveBeenCalled();
    } finally {
      globalFetch.mockRestore();
      await close(server);
    }
  });

  it('warns in one "Blog:" line when the answer is not a list of posts, e.g. the URL is /wp-json/', async () => {
    const { url, server } = await serve((res) =>
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ name: 'Example blog', namespaces: ['wp/v2'] })),
    );
    const warn = jest.fn();
    try {
      await expect(loadWordPressPosts({ baseUrl: url, warn })).resolves.toBeNull();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]![0]).toMatch(/^Blog: could not load WordPress posts from \S+: the answer is not a list of posts \(got an object\)\. /);
      expect(warn.mock.calls[0]![0]).not.toContain('\n');
    } finally {
      await close(server);
    }
  });

  it('takes at most perPage posts from an API that ignores per_page', async () => {
    const posts = Array.from({ length: 500 }, (_, index) => ({
      id: index + 1,
      date: '2026-10-01T12:00:00',
      link: `https://blog.example.com/${index + 1}/`,
      title: { rendered: `Post ${index + 1}` },
      excerpt: { rendered: '<p>x</p>' },
    }));
    const { url, server } = await serve((res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(posts)));
    try {
      expect((await loadWordPressPosts({ baseUrl: url, perPage: 9, warn: jest.fn() }))?.posts).toHaveLength(9);
    } finally {
      await close(server);
    }
  });
});

describe('buildFetch', () => {
  it('answers with a standard Response: status, headers and body', async () => {
    const { url, server } = await serve((res) => res.writeHead(201, { 'X-WP-TotalPages': '4', 'Content-Type': 'application/json' }).end('[1,2]'));
    try {
      const response = await buildFetch(url);
      expect(response).toBeInstanceOf(Response);
      expect([response.status, response.ok, response.headers.get('x-wp-totalpages')]).toEqual([201, true, '4']);
      await expect(response.json()).resolves.toEqual([1, 2]);
    } finally {
      await close(server);
    }
  });

  it('follows a redirect, as fetch would', async () => {
    const { url, server } = await serve((res, req) => {
      if (req.url?.startsWith('/old')) res.writeHead(301, { Location: '/wp-json/wp/v2/posts?moved=1' }).end();
      else res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(req.url));
    });
    try {
      const response = await buildFetch(url.replace('/wp-json/wp/v2/posts', '/old'));
      await expect(response.json()).resolves.toBe('/wp-json/wp/v2/posts?moved=1');
    } finally {
      await close(server);
    }
  });

  it('rejects when aborted', async () => {
    const { url, server } = await serve(() => undefined); // Never answers.
    try {
      const controller = new AbortController();
      const response = buildFetch(url, { signal: controller.signal });
      controller.abort();
      await expect(response).rejects.toThrow();
    } finally {
      await close(server);
    }
  });
});
