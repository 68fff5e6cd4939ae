/** @jest-environment node */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { JSDOM } from 'jsdom';
import { excerptAttributes, excerptTags, expectHarmless, titleTags } from './expect-harmless';
import { blogLimits } from './limits';
import { blogApiUrl, buildFetch, loadWordPressPosts } from './wordpress-build';
import { fetchPosts } from './wordpress';
import vectors from './xss-vectors.json';

const { document } = new JSDOM('').window;

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

type Respond = (res: ServerResponse, req: IncomingMessage) => void;

/**
 * Runs `run` against a throwaway HTTP server on 127.0.0.1 that answers every request with
 * `respond`, given the posts endpoint's URL on it; the server is closed afterwards, pass or fail.
 */
async function withServer(respond: Respond, run: (url: string) => Promise<void>): Promise<void> {
  const server = createServer((req, res) => respond(res, req));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    await run(`http://127.0.0.1:${port}/wp-json/wp/v2/posts`);
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** Answers with `body` as JSON, and the headers given. */
const json =
  (body: unknown, headers: Record<string, string> = {}, status = 200): Respond =>
  (res) =>
    res.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(JSON.stringify(body));

/** Never answers. */
const silent: Respond = () => undefined;

/** A post as WordPress sends it. */
const wpPost = (id: number, title = `Post ${id}`, excerpt = '<p>x</p>') => ({
  id,
  date: '2026-10-01T12:00:00',
  link: `https://blog.example.com/${id}/`,
  title: { rendered: title },
  excerpt: { rendered: excerpt },
});

const perPage = 9;

describe('loading WordPress posts at build', () => {
  it('does nothing without NEXT_PUBLIC_BLOG_API_URL', async () => {
    const warn = jest.fn();
    await expect(loadWordPressPosts({ baseUrl: '', perPage, warn })).resolves.toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('with the API down, returns null and warns once, naming the URL and the reason', async () => {
    let closed = '';
    await withServer(silent, async (url) => {
      closed = url;
    });
    // Nothing listens on that port any more.
    const warn = jest.fn();
    await expect(loadWordPressPosts({ baseUrl: closed, perPage, warn })).resolves.toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain(closed);
    expect(warn.mock.calls[0]![0]).toMatch(/ECONNREFUSED/);
  });

  it('with a bad URL, returns null and warns once', async () => {
    const warn = jest.fn();
    await expect(loadWordPressPosts({ baseUrl: 'javascript:alert(1)', perPage, warn })).resolves.toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('gives up after the time-out', async () => {
    await withServer(silent, async (url) => {
      const warn = jest.fn();
      await expect(loadWordPressPosts({ baseUrl: url, perPage, timeoutMs: 200, warn })).resolves.toBeNull();
      expect(warn.mock.calls[0]![0]).toMatch(/timed out after 0.2 s/);
    });
  });

  it('on HTTP 500, returns null and warns once', async () => {
    await withServer(json({}, {}, 500), async (url) => {
      const warn = jest.fn();
      await expect(loadWordPressPosts({ baseUrl: url, perPage, warn })).resolves.toBeNull();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]![0]).toContain('HTTP 500');
    });
  });

  it('sanitises the posts with jsdom, so the prerendered HTML is safe', async () => {
    const posts = vectors.html.map((vector, index) => wpPost(index + 1, `Test ${index + 1}: ${vector.html}`, vector.html));
    await withServer(json(posts, { 'X-WP-TotalPages': '3' }), async (url) => {
      const page = await loadWordPressPosts({ baseUrl: url, perPage: 100, warn: jest.fn() });
      expect(page?.totalPages).toBe(3);
      expect(page?.posts).toHaveLength(vectors.html.length);
      for (const post of page!.posts) {
        expectHarmless(post.titleHtml, titleTags, [], document);
        expectHarmless(post.excerptHtml, excerptTags, excerptAttributes, document);
      }
    });
  });

  it('asks WordPress again on every load: two loads with the answer changed between them give the second', async () => {
    let title = 'The first answer';
    let requests = 0;
    const respond: Respond = (res, req) => {
      requests += 1;
      // Even an answer that says it may be cached for a year is asked for again.
      json([wpPost(1, title)], { 'Cache-Control': 'public, max-age=31536000', 'X-WP-TotalPages': '1' })(res, req);
    };
    await withServer(respond, async (url) => {
      const titles = async () =>
        (await loadWordPressPosts({ baseUrl: url, perPage, warn: jest.fn() }))?.posts.map((post) => post.titleText);
      expect(await titles()).toEqual(['The first answer']);
      title = 'The second answer';
      expect(await titles()).toEqual(['The second answer']);
      expect(requests).toBe(2);
    });
  });

  it('never goes through the global fetch, which Next patches with its year-long data cache', async () => {
    const globalFetch = jest.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('the cached fetch was used'));
    try {
      await withServer(json([]), async (url) => {
        await expect(loadWordPressPosts({ baseUrl: url, perPage, warn: jest.fn() })).resolves.toEqual({ posts: [], totalPages: 1 });
      });
      expect(globalFetch).not.toHaveBeenCalled();
    } finally {
      globalFetch.mockRestore();
    }
  });

  it('warns in one "Blog:" line when the answer is not a list of posts, e.g. the URL is /wp-json/', async () => {
    await withServer(json({ name: 'Example blog', namespaces: ['wp/v2'] }), async (url) => {
      const warn = jest.fn();
      await expect(loadWordPressPosts({ baseUrl: url, perPage, warn })).resolves.toBeNull();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]![0]).toMatch(
        /^Blog: could not load WordPress posts from \S+: the answer is not a list of posts \(got an object\)\. /,
      );
      expect(warn.mock.calls[0]![0]).not.toContain('\n');
    });
  });

  it('takes at most perPage posts from an API that ignores per_page', async () => {
    await withServer(json(Array.from({ length: 500 }, (_, index) => wpPost(index + 1))), async (url) => {
      expect((await loadWordPressPosts({ baseUrl: url, perPage, warn: jest.fn() }))?.posts).toHaveLength(perPage);
    });
  });
});

describe('buildFetch', () => {
  it('answers with a standard Response: status, headers and body', async () => {
    await withServer(json([1, 2], { 'X-WP-TotalPages': '4' }, 201), async (url) => {
      const response = await buildFetch(url);
      expect(response).toBeInstanceOf(Response);
      expect([response.status, response.ok, response.headers.get('x-wp-totalpages')]).toEqual([201, true, '4']);
      await expect(response.json()).resolves.toEqual([1, 2]);
    });
  });

  it('follows a redirect, as fetch would', async () => {
    const respond: Respond = (res, req) => {
      if (req.url?.startsWith('/old')) res.writeHead(301, { Location: '/wp-json/wp/v2/posts?moved=1' }).end();
      else json(req.url)(res, req);
    };
    await withServer(respond, async (url) => {
      const response = await buildFetch(url.replace('/wp-json/wp/v2/posts', '/old'));
      await expect(response.json()).resolves.toBe('/wp-json/wp/v2/posts?moved=1');
    });
  });

  it('rejects when aborted', async () => {
    await withServer(silent, async (url) => {
      const controller = new AbortController();
      const response = buildFetch(url, { signal: controller.signal });
      controller.abort();
      await expect(response).rejects.toThrow();
    });
  });
});

describe('what WordPress can make the build do', () => {
  /**
   * Streams a JSON array that never ends fast: 64 KB every 5 ms, at most 20 MB, stopping when the
   * client hangs up. `sent` counts what it wrote.
   */
  function hugeSlowBody(sent: { bytes: number }): Respond {
    return (res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('[');
      const chunk = `${'"padding",'.repeat(6_553)}`;
      let count = 0;
      const timer = setInterval(() => {
        if (res.destroyed || count >= 320) {
          clearInterval(timer);
          res.end();
          return;
        }
        count += 1;
        sent.bytes += Buffer.byteLength(chunk);
        res.write(chunk);
      }, 5);
      res.on('close', () => clearInterval(timer));
    };
  }

  it('stops reading an answer past 5 MB, while it streams in, and builds /blog without it', async () => {
    const sent = { bytes: 0 };
    await withServer(hugeSlowBody(sent), async (url) => {
      const warn = jest.fn();
      await expect(loadWordPressPosts({ baseUrl: url, perPage, warn })).resolves.toBeNull();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]![0]).toMatch(/^Blog: could not load WordPress posts from .*: the answer is larger than 5 MB\./);
    });
    // The server was cut off soon after the limit, not read to its 20 MB.
    expect(sent.bytes).toBeLessThan(blogLimits.maxAnswerBytes + 2_000_000);
  });

  it('refuses an answer whose Content-Length is over the limit without reading it', async () => {
    const respond: Respond = (res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(blogLimits.maxAnswerBytes + 1) });
      res.write('[');
    };
    await withServer(respond, async (url) => {
      await expect(buildFetch(url)).rejects.toThrow('the answer is larger than 5 MB');
    });
  });

  it('counts the time-out over the whole read: a body that trickles in is given up', async () => {
    const respond: Respond = (res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('[');
      let count = 0;
      const timer = setInterval(() => {
        count += 1;
        if (res.destroyed || count > 200) {
          clearInterval(timer);
          res.end();
        } else res.write(' ');
      }, 20);
      res.on('close', () => clearInterval(timer));
    };
    await withServer(respond, async (url) => {
      const warn = jest.fn();
      await expect(loadWordPressPosts({ baseUrl: url, perPage, timeoutMs: 300, warn })).resolves.toBeNull();
      expect(warn.mock.calls[0]![0]).toMatch(/timed out after 0.3 s/);
    });
  });

  it('follows no redirect to another origin', async () => {
    const elsewhere = jest.fn(json([wpPost(1, 'Planted')]));
    await withServer(
      (res, req) => elsewhere(res, req),
      async (otherUrl) => {
        const respond: Respond = (res) => res.writeHead(302, { Location: otherUrl }).end();
        await withServer(respond, async (url) => {
          const warn = jest.fn();
          await expect(loadWordPressPosts({ baseUrl: url, perPage, warn })).resolves.toBeNull();
          expect(warn.mock.calls[0]![0]).toMatch(
            new RegExp(
              `redirected to another origin \\(${new URL(otherUrl).origin.replace(/[.]/g, '\\.')}\\); only http://127\\.0\\.0\\.1:\\d+ is followed`,
            ),
          );
        });
      },
    );
    expect(elsewhere).not.toHaveBeenCalled();
  });

  it('follows a few redirects within the origin, and no more', async () => {
    const respond: Respond = (res, req) => {
      const hop = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('hop') ?? 0);
      res.writeHead(302, { Location: `/wp-json/wp/v2/posts?hop=${hop + 1}` }).end();
    };
    await withServer(respond, async (url) => {
      await expect(buildFetch(url)).rejects.toThrow(`more than ${blogLimits.maxRedirects} redirects`);
    });
  });
});

describe('fetchPosts, in the browser as at build', () => {
  /** A body of `total` bytes in 1 MB pieces, counting what was pulled from it. */
  function body(total: number, pulled: { bytes: number }) {
    return new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled.bytes >= total) return controller.close();
        const piece = new TextEncoder().encode(`[${' '.repeat(999_998)}`.slice(0, Math.min(1_000_000, total - pulled.bytes)));
        pulled.bytes += piece.byteLength;
        controller.enqueue(piece);
      },
    });
  }

  it('stops reading an answer past 5 MB', async () => {
    const pulled = { bytes: 0 };
    const answer = new Response(body(900_000_000, pulled), { headers: { 'Content-Type': 'application/json' } });
    await expect(fetchPosts('https://blog.example.com/wp-json/wp/v2/posts', { fetch: async () => answer })).rejects.toThrow(
      'the answer is larger than 5 MB',
    );
    expect(pulled.bytes).toBeLessThanOrEqual(blogLimits.maxAnswerBytes + 2_000_000);
  });

  it('refuses an answer that a redirect brought from another origin', async () => {
    const answer = new Response('[]');
    Object.defineProperties(answer, { redirected: { value: true }, url: { value: 'https://evil.example/posts' } });
    await expect(fetchPosts('https://blog.example.com/wp-json/wp/v2/posts', { fetch: async () => answer })).rejects.toThrow(
      'redirected to another origin (https://evil.example)',
    );
  });
});
