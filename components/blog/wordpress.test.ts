import { excerptAttributes, excerptTags, expectHarmless, titleTags } from './expect-harmless';
import { sanitizer } from './sanitize';
import { fetchPosts, parsePosts, postsUrl, totalPagesOf } from './wordpress';
import vectors from './xss-vectors.json';

const good = {
  id: 7,
  date: '2026-10-21T08:15:00',
  link: 'https://blog.example.com/2026/10/21/cotton/',
  title: { rendered: 'Cotton &amp; leather: <em>autumn</em>' },
  excerpt: { rendered: '<p>Prices rose&nbsp;[&hellip;]</p>\n' },
};

type FakeAnswer = { status?: number; body?: unknown; text?: string; totalPages?: string | null };

/** A minimal fetch Response: what fetchPosts reads (ok, status, headers.get, json). */
function answer({ status = 200, body = [], text, totalPages = '1' }: FakeAnswer = {}) {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => (name.toLowerCase() === 'x-wp-totalpages' ? totalPages : null) },
    json: async () => (text === undefined ? body : JSON.parse(text)),
  } as unknown as Response;
}

describe('postsUrl', () => {
  it('asks for only the fields a card shows, with page and per_page', () => {
    const url = new URL(postsUrl('https://example.com/wp-json/wp/v2/posts', 2, 9));
    expect(url.origin + url.pathname).toBe('https://example.com/wp-json/wp/v2/posts');
    expect(url.searchParams.get('_fields')).toBe('id,date,link,title,excerpt');
    expect(url.searchParams.get('per_page')).toBe('9');
    expect(url.searchParams.get('page')).toBe('2');
  });

  it('keeps a query the endpoint already has', () => {
    expect(new URL(postsUrl('https://example.com/wp-json/wp/v2/posts?categories=4', 1, 9)).searchParams.get('categories')).toBe('4');
  });
});

describe('parsePosts', () => {
  it('maps a WordPress post to a sanitised card', () => {
    expect(parsePosts([good], sanitizer())).toEqual([
      {
        id: 'wp-7',
        source: 'wordpress',
        date: '2026-10-21T08:15:00',
        titleHtml: 'Cotton &amp; leather: <em>autumn</em>',
        titleText: 'Cotton & leather: autumn',
        excerptHtml: '<p>Prices rose&nbsp;[…]</p>',
        href: 'https://blog.example.com/2026/10/21/cotton/',
        external: true,
      },
    ]);
  });

  it.each([
    ['an object', { code: 'rest_no_route' }],
    ['null', null],
    ['a string', 'posts'],
    ['a number', 42],
    ['undefined', undefined],
  ])('gives [] for an answer that is not an array: %s', (_name, json) => {
    expect(parsePosts(json, sanitizer())).toEqual([]);
  });

  it('drops each malformed post and keeps the good ones', () => {
    const without = (field: string) => Object.fromEntries(Object.entries(good).filter(([key]) => key !== field));
    const bad = [
      null,
      'post',
      42,
      [],
      without('title'),
      without('excerpt'),
      without('link'),
      without('date'),
      without('id'),
      { ...good, title: null },
      { ...good, title: { rendered: null } },
      { ...good, title: 'not an object' },
      { ...good, id: 'abc' },
      { ...good, id: -1 },
      { ...good, date: 'yesterday' },
      { ...good, date: '2026-13-45T00:00:00' },
      { ...good, link: 'javascript:alert(1)' },
      { ...good, link: '/relative/' },
      // A title that is only markup leaves nothing to show.
      { ...good, title: { rendered: '<img src=x onerror=alert(1)>' } },
    ];
    const posts = parsePosts([...bad, good, { ...good, id: 8 }], sanitizer());
    expect(posts.map((post) => post.id)).toEqual(['wp-7', 'wp-8']);
  });

  it('accepts a numeric string id and a date without seconds', () => {
    expect(parsePosts([{ ...good, id: '12', date: '2026-10-21T08:15' }], sanitizer()).map((post) => post.id)).toEqual(['wp-12']);
  });

  it.each(vectors.html.map((vector) => [vector.name, vector.html]))('maps an XSS vector in a title or excerpt to harmless HTML: %s', (_name, html) => {
    const [post] = parsePosts([{ ...good, title: { rendered: `Test: ${html}` }, excerpt: { rendered: html } }], sanitizer());
    expect(post).toBeDefined();
    expectHarmless(post!.titleHtml, titleTags, []);
    expectHarmless(post!.excerptHtml, excerptTags, excerptAttributes);
  });

  it.each(vectors.links.map((vector) => [vector.name, vector.link]))('drops a post whose link is not http(s): %s', (_name, link) => {
    expect(parsePosts([{ ...good, link }], sanitizer())).toEqual([]);
  });
});

describe('totalPagesOf', () => {
  it.each([
    ['3', 3],
    ['0', 0],
    [null, 1],
    ['many', 1],
    ['-2', 1],
  ])('reads X-WP-TotalPages %p as %p', (header, pages) => {
    expect(totalPagesOf(new Map([['X-WP-TotalPages', header]]) as unknown as Headers)).toBe(pages);
  });
});

describe('fetchPosts', () => {
  const url = 'https://example.com/wp-json/wp/v2/posts?page=1';

  it('returns the parsed posts and X-WP-TotalPages', async () => {
    const fetch = jest.fn().mockResolvedValue(answer({ body: [good], totalPages: '2' }));
    await expect(fetchPosts(url, { fetch })).resolves.toMatchObject({ posts: [{ id: 'wp-7' }], totalPages: 2 });
    expect(fetch).toHaveBeenCalledWith(url, expect.objectContaining({ signal: expect.any(AbortSignal) }));
  });

  it('rejects with a reason when the sanitiser (a chunk of its own in the browser) cannot be loaded', async () => {
    jest.resetModules();
    jest.doMock('./sanitize', () => {
      throw new Error('Loading chunk 12 failed');
    });
    try {
      const isolated = await import('./wordpress');
      await expect(isolated.fetchPosts(url, { fetch: async () => answer({ body: [good] }) })).rejects.toThrow(
        'could not load the sanitiser: Loading chunk 12 failed',
      );
    } finally {
      jest.dontMock('./sanitize');
      jest.resetModules();
    }
  });

  it('rejects with the status on an HTTP error', async () => {
    await expect(fetchPosts(url, { fetch: async () => answer({ status: 500 }) })).rejects.toThrow('HTTP 500');
  });

  it('rejects when the answer is not JSON', async () => {
    await expect(fetchPosts(url, { fetch: async () => answer({ text: '[{"id": 1, "title' }) })).rejects.toThrow('the answer is not JSON');
  });

  it('rejects on a network error, with its cause', async () => {
    const error = new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:9') });
    await expect(fetchPosts(url, { fetch: async () => Promise.reject(error) })).rejects.toThrow(
      'network error: fetch failed (connect ECONNREFUSED 127.0.0.1:9)',
    );
  });

  it('aborts and rejects after the time-out', async () => {
    jest.useFakeTimers();
    try {
      let signal: AbortSignal | undefined;
      const fetch = (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      const result = fetchPosts(url, { fetch, timeoutMs: 8_000 });
      jest.advanceTimersByTime(7_999);
      expect(signal?.aborted).toBe(false);
      jest.advanceTimersByTime(1);
      await expect(result).rejects.toThrow('timed out after 8 s');
      expect(signal?.aborted).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('gives [] for a non-array answer rather than failing', async () => {
    await expect(fetchPosts(url, { fetch: async () => answer({ body: { code: 'x' } }) })).resolves.toEqual({ posts: [], totalPages: 1 });
  });
});
