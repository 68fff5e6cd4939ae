import { excerptAttributes, excerptTags, expectHarmless, titleTags } from './expect-harmless';
import { blogLimits } from './limits';
import { sanitizer, type Sanitizer } from './sanitize';
import { fetchPosts, isPostDate, normalizeId, parsePosts, postsUrl, totalPagesOf } from './wordpress';
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

  it.each([
    ['30 February', '2026-02-30T10:00:00'],
    ['29 February in a common year', '2026-02-29'],
    ['hour 25 and minute 99', '2026-10-01T25:99'],
    ['second 60', '2026-10-01T10:00:60'],
    ['text after the time', '2026-10-01T10:00:00 or so'],
    ['month 13', '2026-13-01'],
  ])('drops a post whose date is not a real one: %s', (_name, date) => {
    expect(parsePosts([{ ...good, date }], sanitizer())).toEqual([]);
  });

  it('keeps a leap day and the last second of a day', () => {
    expect(parsePosts([{ ...good, date: '2028-02-29T23:59:59' }], sanitizer())).toHaveLength(1);
  });

  it('counts 1000, "1000" and "01000" as one post, the first one kept', () => {
    const posts = parsePosts(
      [
        { ...good, id: 1000, title: { rendered: 'First' } },
        { ...good, id: '1000', title: { rendered: 'Again as a string' } },
        { ...good, id: '01000', title: { rendered: 'Again with a zero' } },
        { ...good, id: 1001, title: { rendered: 'Another' } },
      ],
      sanitizer(),
    );
    expect(posts.map((post) => [post.id, post.titleText])).toEqual([
      ['wp-1000', 'First'],
      ['wp-1001', 'Another'],
    ]);
  });

  it('takes at most maxPosts posts from an answer that ignores per_page', () => {
    const many = Array.from({ length: 500 }, (_, index) => ({ ...good, id: index + 1 }));
    expect(parsePosts(many, sanitizer(), 9)).toHaveLength(9);
    expect(parsePosts(many, sanitizer())).toHaveLength(blogLimits.maxPerPage);
  });

  it('cuts a raw title and excerpt before the sanitiser parses them', () => {
    const calls: Record<string, number[]> = { title: [], excerpt: [] };
    const clean = sanitizer();
    const spy: Sanitizer = {
      ...clean,
      title: (html) => (calls.title!.push(html.length), clean.title(html)),
      excerpt: (html) => (calls.excerpt!.push(html.length), clean.excerpt(html)),
    };
    const huge = 'x'.repeat(5_000_000);
    const [post] = parsePosts([{ ...good, title: { rendered: `Title ${huge}` }, excerpt: { rendered: `<p>${huge}</p>` } }], spy);
    expect(calls).toEqual({ title: [blogLimits.maxTitleHtml], excerpt: [blogLimits.maxExcerptHtml] });
    expect(post!.titleText.length).toBeLessThanOrEqual(blogLimits.maxTitleText);
    expect(post!.titleText.endsWith('…')).toBe(true);
    expect(post!.excerptHtml.length).toBeLessThanOrEqual(blogLimits.maxExcerptText + '<p></p>'.length);
  });

  it.each(vectors.html.map((vector) => [vector.name, vector.html]))(
    'maps an XSS vector in a title or excerpt to harmless HTML: %s',
    (_name, html) => {
      const [post] = parsePosts([{ ...good, title: { rendered: `Test: ${html}` }, excerpt: { rendered: html } }], sanitizer());
      expect(post).toBeDefined();
      expectHarmless(post!.titleHtml, titleTags, []);
      expectHarmless(post!.excerptHtml, excerptTags, excerptAttributes);
    },
  );

  it.each(vectors.links.map((vector) => [vector.name, vector.link]))('drops a post whose link is not http(s): %s', (_name, link) => {
    expect(parsePosts([{ ...good, link }], sanitizer())).toEqual([]);
  });
});

describe('normalizeId', () => {
  it.each([
    [1000, '1000'],
    ['1000', '1000'],
    ['01000', '1000'],
    [0, '0'],
    ['000', '0'],
    [-1, null],
    [1.5, null],
    [2 ** 60, null],
    ['1e3', null],
    [' 12', null],
    ['1'.repeat(blogLimits.maxIdDigits + 1), null],
    [null, null],
  ])('reads %p as %p', (value, id) => {
    expect(normalizeId(value)).toBe(id);
  });
});

describe('isPostDate', () => {
  it.each(['2026-10-01', '2026-10-01T09:30', '2026-10-01T09:30:00', '2028-02-29T00:00:00'])('accepts %p', (date) => {
    expect(isPostDate(date)).toBe(true);
  });

  it.each(['2026-02-30T10:00:00', '2026-10-01T25:99', '2026-10-01T24:00', '2026-04-31', '2026-10-1', '2026-10-01T09:30:00Z', 20261001])(
    'refuses %p',
    (date) => {
      expect(isPostDate(date)).toBe(false);
    },
  );
});

describe('totalPagesOf', () => {
  it.each([
    ['3', 3],
    ['500', blogLimits.maxPages],
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

  it.each([
    ['an object', { code: 'rest_no_route' }, 'an object'],
    ['null', null, 'null'],
    ['a string', 'posts', 'a string'],
  ])('rejects an answer that is not a list, rather than calling it "no posts": %s', async (_name, body, kind) => {
    await expect(fetchPosts(url, { fetch: async () => answer({ body }) })).rejects.toThrow(
      `the answer is not a list of posts (got ${kind})`,
    );
  });

  it('takes at most maxPosts posts', async () => {
    const body = Array.from({ length: 40 }, (_, index) => ({ ...good, id: index + 1 }));
    await expect(fetchPosts(url, { maxPosts: 9, fetch: async () => answer({ body }) })).resolves.toMatchObject({
      posts: expect.any(Array),
    });
    expect((await fetchPosts(url, { maxPosts: 9, fetch: async () => answer({ body }) })).posts).toHaveLength(9);
  });
});
