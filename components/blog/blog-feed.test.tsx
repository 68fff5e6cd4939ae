import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { getBlog } from '@/content/blog';
import type { Post, PostPage } from '@/content/schema';
import { blogLimits } from '@/lib/limits';
import { BlogFeed } from './blog-feed';

const blog = getBlog('en');

const api = 'https://blog.example.com/wp-json/wp/v2/posts';

const repoPost: Post = {
  id: 'repo-payment-terms',
  source: 'repo',
  date: '2026-10-14',
  titleHtml: 'How payment terms work',
  titleText: 'How payment terms work',
  excerptHtml: '<p>Advance and balance.</p>',
  href: '/blog/payment-terms',
  external: false,
};

function wpItem(id: number | string, date: string, title: string) {
  return { id, date, link: `https://blog.example.com/${id}/`, title: { rendered: title }, excerpt: { rendered: `<p>Excerpt ${id}</p>` } };
}

function wpPost(id: number, date: string, title: string): Post {
  return {
    id: `wp-${id}`,
    source: 'wordpress',
    date,
    titleHtml: title,
    titleText: title,
    excerptHtml: `<p>Excerpt ${id}</p>`,
    href: `https://blog.example.com/${id}/`,
    external: true,
  };
}

type Reply = { status?: number; body?: unknown; totalPages?: number } | 'hang';

/** Mocks window.fetch with one reply per call, in order; records the URLs. */
function mockFetch(...replies: Reply[]) {
  const fetch = jest.fn((url: string) => {
    void url;
    const reply = replies.shift() ?? { body: [] };
    if (reply === 'hang') return new Promise<Response>(() => undefined);
    const { status = 200, body = [], totalPages = 1 } = reply;
    return Promise.resolve({
      ok: status < 300,
      status,
      headers: { get: (name: string) => (name.toLowerCase() === 'x-wp-totalpages' ? String(totalPages) : null) },
      json: async () => body,
    } as unknown as Response);
  });
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return fetch;
}

type Setup = { repo?: Post[]; initial?: PostPage | null; wordpress?: boolean };

function renderFeed({ repo = [repoPost], initial = null, wordpress = true }: Setup = {}) {
  return render(
    // A fresh SWR cache per test.
    <SWRConfig value={{ provider: () => new Map() }}>
      <BlogFeed
        repoPosts={repo}
        wordpress={wordpress ? { url: api, perPage: 9, initial } : null}
        copy={blog.feed}
        date={blog.date}
        empty={blog.empty}
        locale="en"
        rtl={[]}
      />
    </SWRConfig>,
  );
}

const titles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
});

describe('BlogFeed', () => {
  it('without a WordPress API, shows the repo posts and fetches nothing', () => {
    const fetch = mockFetch();
    renderFeed({ wordpress: false });
    expect(titles()).toEqual(['How payment terms work']);
    expect(screen.getByRole('link', { name: 'Read Post: How payment terms work' })).toHaveAttribute('href', '/blog/payment-terms');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the prerendered posts at once, then refreshes page 1 once', async () => {
    const fetch = mockFetch({ body: [wpItem(2, '2026-11-18T09:00:00', 'Fresh from WordPress')] });
    renderFeed({ initial: { posts: [wpPost(1, '2026-11-01T09:00:00', 'Built with the site')], totalPages: 1 } });
    expect(titles()).toEqual(['Built with the site', 'How payment terms work']);
    expect(screen.queryByText(blog.feed.loading)).not.toBeInTheDocument();

    await waitFor(() => expect(titles()).toEqual(['Fresh from WordPress', 'How payment terms work']));
    expect(fetch).toHaveBeenCalledTimes(1);
    const url = new URL(fetch.mock.calls[0]![0]);
    expect(Object.fromEntries(url.searchParams)).toEqual({ _fields: 'id,date,link,title,excerpt', per_page: '9', page: '1' });
  });

  it('while loading with nothing prerendered, shows skeleton cards and the repo posts', async () => {
    mockFetch('hang');
    renderFeed();
    const list = screen.getByRole('list', { name: blog.feed.listLabel });
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(within(list).getByText(blog.feed.loading)).toBeInTheDocument();
    expect(titles()).toEqual(['How payment terms work']);
  });

  it('merges both sources newest first, and links WordPress posts to a new tab', async () => {
    mockFetch({ body: [wpItem(3, '2026-11-20T10:00:00', 'Newer'), wpItem(4, '2026-09-01T10:00:00', 'Older &amp; wiser')] });
    renderFeed();
    await waitFor(() => expect(titles()).toEqual(['Newer', 'How payment terms work', 'Older & wiser']));
    expect(screen.getByRole('list', { name: blog.feed.listLabel })).toHaveAttribute('aria-busy', 'false');
    const link = screen.getByRole('link', { name: 'Read Post: Older & wiser (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://blog.example.com/4/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('20 November 2026')).toHaveAttribute('dateTime', '2026-11-20T10:00:00');
  });

  it('says there are no posts yet when both sources are empty', async () => {
    mockFetch({ body: [], totalPages: 0 });
    renderFeed({ repo: [] });
    expect(await screen.findByText(blog.empty)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: blog.feed.loadMore })).not.toBeInTheDocument();
  });

  it('on a failure with nothing prerendered, says so with a Retry button and keeps the repo posts', async () => {
    const fetch = mockFetch({ status: 500 }, { body: [wpItem(5, '2026-11-19T10:00:00', 'Back again')] });
    renderFeed();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(blog.feed.error.title);
    expect(titles()).toEqual(['How payment terms work']);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]![0]).toMatch(/^Blog: could not load posts from https:\/\/blog\.example\.com\/.* HTTP 500$/);

    await userEvent.click(within(alert).getByRole('button', { name: blog.feed.retry }));
    await waitFor(() => expect(titles()).toEqual(['Back again', 'How payment terms work']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('when a refresh fails, keeps the prerendered posts and offers a retry', async () => {
    mockFetch({ status: 500 });
    renderFeed({ initial: { posts: [wpPost(1, '2026-11-01T09:00:00', 'Built with the site')], totalPages: 1 } });
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(blog.feed.stale);
    expect(within(status).getByRole('button', { name: blog.feed.retry })).toBeEnabled();
    expect(titles()).toEqual(['Built with the site', 'How payment terms work']);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('loads the next page with Load more while X-WP-TotalPages allows', async () => {
    const fetch = mockFetch(
      { body: [wpItem(1, '2026-11-01T09:00:00', 'Page one')], totalPages: 2 },
      { body: [wpItem(2, '2026-06-01T09:00:00', 'Page two')], totalPages: 2 },
    );
    renderFeed();
    const more = await screen.findByRole('button', { name: blog.feed.loadMore });
    await userEvent.click(more);
    await waitFor(() => expect(titles()).toEqual(['Page one', 'How payment terms work', 'Page two']));
    expect(screen.queryByRole('button', { name: blog.feed.loadMore })).not.toBeInTheDocument();
    // The button is gone: focus moves to the first new post rather than to the page.
    expect(screen.getByRole('link', { name: 'Read Post: Page two (opens in a new tab)' })).toHaveFocus();
    expect(fetch.mock.calls.map(([url]) => new URL(url).searchParams.get('page'))).toEqual(['1', '2']);
  });

  it('when Load more fails, says so and retries that page', async () => {
    mockFetch(
      { body: [wpItem(1, '2026-11-01T09:00:00', 'Page one')], totalPages: 2 },
      { status: 503 },
      { body: [wpItem(2, '2026-06-01T09:00:00', 'Page two')], totalPages: 2 },
    );
    renderFeed();
    await userEvent.click(await screen.findByRole('button', { name: blog.feed.loadMore }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(blog.feed.moreError);
    expect(titles()).toEqual(['Page one', 'How payment terms work']);
    expect(within(alert).getByRole('button', { name: blog.feed.retry })).toHaveFocus();
    await userEvent.click(within(alert).getByRole('button', { name: blog.feed.retry }));
    await waitFor(() => expect(titles()).toContain('Page two'));
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('shows a post repeated on the next page once, whether its id is 1000 or "1000"', async () => {
    // A post published between the two requests pushes the last of page 1 onto page 2.
    mockFetch(
      { body: [wpItem(1001, '2026-11-02T09:00:00', 'Newest'), wpItem(1000, '2026-11-01T09:00:00', 'Pushed along')], totalPages: 2 },
      { body: [wpItem('1000', '2026-11-01T09:00:00', 'Pushed along'), wpItem(999, '2026-10-01T09:00:00', 'Older')], totalPages: 2 },
    );
    renderFeed({ repo: [] });
    await userEvent.click(await screen.findByRole('button', { name: blog.feed.loadMore }));
    await waitFor(() => expect(titles()).toEqual(['Newest', 'Pushed along', 'Older']));
    expect(screen.getAllByRole('link', { name: /^Read Post: Pushed along/ })).toHaveLength(1);
  });

  it(`stops offering Load more after ${blogLimits.maxPages} pages, whatever X-WP-TotalPages says`, async () => {
    const fetch = mockFetch(
      ...Array.from({ length: blogLimits.maxPages + 1 }, (_, index) => ({
        body: [wpItem(index + 1, '2026-01-01T09:00:00', `Post ${index + 1}`)],
        totalPages: 500,
      })),
    );
    renderFeed({ repo: [] });
    for (let page = 1; page < blogLimits.maxPages; page += 1) {
      await userEvent.click(await screen.findByRole('button', { name: blog.feed.loadMore }));
      await waitFor(() => expect(titles()).toHaveLength(page + 1));
    }
    expect(screen.queryByRole('button', { name: blog.feed.loadMore })).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(blogLimits.maxPages);
    // Twenty clicks through the feed: over Jest's 5 s on a loaded 2-core machine.
  }, 30_000);

  it('when the refresh answers with something that is not a list, keeps the prerendered posts and says so', async () => {
    mockFetch({ body: { name: 'Example blog', routes: {} } });
    renderFeed({ initial: { posts: [wpPost(1, '2026-11-01T09:00:00', 'Built with the site')], totalPages: 1 } });
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(blog.feed.stale);
    expect(titles()).toEqual(['Built with the site', 'How payment terms work']);
    expect(consoleError.mock.calls[0]![0]).toMatch(/: the answer is not a list of posts \(got an object\)$/);
  });

  it('puts the notice of a failed refresh after the list, so nothing painted moves', async () => {
    mockFetch({ status: 500 });
    renderFeed({ initial: { posts: [wpPost(1, '2026-11-01T09:00:00', 'Built with the site')], totalPages: 1 } });
    const status = await screen.findByRole('status');
    const list = screen.getByRole('list', { name: blog.feed.listLabel });
    expect(list.compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
