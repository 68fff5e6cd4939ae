'use client';

import clsx from 'clsx';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { Blog } from '@/content/blog';
import type { Post, PostPage } from '@/content/schema';
import { buttonClasses } from '@/components/ui/button-link';
import { blogLimits } from '@/lib/limits';
import { newestFirst, uniqueById } from '@/lib/post';
import { fetchPosts, postsUrl } from '@/lib/wordpress';
import { PostCard } from './post-card';
import { PostCardSkeleton } from './post-card-skeleton';
import { SvgIcon } from '@/components/ui/svg-icon';

type BlogFeedProps = {
  /** Our own Markdown articles: always shown, whatever WordPress does. */
  repoPosts: Post[];
  /** Null when NEXT_PUBLIC_BLOG_API_URL is not set: then nothing is fetched. */
  wordpress: {
    /** The posts endpoint. */
    url: string;
    perPage: number;
    /** Page 1 as fetched at build, or null when the build could not reach the API. */
    initial: PostPage | null;
  } | null;
  copy: Blog['feed'];
  date: Blog['date'];
  empty: string;
  /** The page's language, and the language codes written right to left: a post in another language is marked as such. */
  locale: string;
  rtl: readonly string[];
  className?: string;
};

/** Fetches one page of at most `perPage` posts; each failure is logged once, here, and shown by the feed. */
async function loadPage(url: string, perPage: number): Promise<PostPage> {
  try {
    return await fetchPosts(url, { maxPosts: perPage });
  } catch (error) {
    console.error(`Blog: could not load posts from ${url}: ${error instanceof Error ? error.message : String(error)}`);
    throw error;
  }
}

/**
 * The /blog list: repo articles and WordPress posts in one list, newest first. The build's
 * WordPress posts are the fallback data, so the prerendered list shows at once; SWR refreshes
 * page 1 once per visit, and "Load more" asks for the next page while X-WP-TotalPages (and
 * blogLimits.maxPages) allows. A post that moved to the next page meanwhile shows once.
 */
export function BlogFeed({ repoPosts, wordpress, copy, date, empty, locale, rtl, className }: BlogFeedProps) {
  const { data, error, size, setSize, isValidating, mutate } = useSWRInfinite<PostPage, Error>(
    (index: number, previous: PostPage | null) => {
      if (!wordpress || index >= blogLimits.maxPages || (previous && index >= previous.totalPages)) return null;
      return postsUrl(wordpress.url, index + 1, wordpress.perPage);
    },
    (url: string) => loadPage(url, wordpress?.perPage ?? blogLimits.maxPerPage),
    {
      fallbackData: wordpress?.initial ? [wordpress.initial] : undefined,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      // "Load more" fetches only the new page, not page 1 again.
      revalidateFirstPage: false,
      shouldRetryOnError: false,
      dedupingInterval: 60_000,
    },
  );

  const posts = useMemo(() => newestFirst(uniqueById([...repoPosts, ...(data ?? []).flatMap((page) => page.posts)])), [repoPosts, data]);

  const loadedPages = data?.length ?? 0;
  const totalPages = Math.min(data?.at(-1)?.totalPages ?? 0, blogLimits.maxPages);
  const loadingFirst = Boolean(wordpress) && !data && !error;
  const failedFirst = Boolean(wordpress) && !data && Boolean(error);
  const wantsMore = size > loadedPages;
  const loadingMore = Boolean(data) && wantsMore && isValidating;
  const failedMore = Boolean(data) && wantsMore && Boolean(error) && !isValidating;
  const stale = Boolean(data) && !wantsMore && Boolean(error);
  const canLoadMore = Boolean(data) && loadedPages < totalPages && !failedMore;

  // "Load more" disappears on the last page (or gives way to an error): keep keyboard focus
  // in the list by moving it to the first new post, or to Retry when the page failed.
  const listRef = useRef<HTMLUListElement>(null);
  const retryMoreRef = useRef<HTMLButtonElement>(null);
  const shownBeforeMore = useRef<Set<string> | null>(null);
  useEffect(() => {
    const before = shownBeforeMore.current;
    // Wait until the page has arrived or failed.
    if (!before || (wantsMore && !failedMore)) return;
    shownBeforeMore.current = null;
    if (failedMore) {
      retryMoreRef.current?.focus();
      return;
    }
    const first = posts.find((post) => !before.has(post.id));
    const links = Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a[aria-label]') ?? []);
    // A page with no usable posts: the last post, where the button was.
    (links.find((link) => link.getAttribute('href') === first?.href) ?? links.at(-1))?.focus();
  }, [posts, wantsMore, failedMore]);

  const loadMore = () => {
    shownBeforeMore.current = new Set(posts.map((post) => post.id));
    void setSize(loadedPages + 1);
  };

  const retry = () => void mutate();
  const retryButton = (
    <button
      ref={retryMoreRef}
      type="button"
      onClick={retry}
      disabled={isValidating}
      className={buttonClasses('secondary', 'ms-9 shrink-0 self-start sm:ms-0 sm:self-auto')}
    >
      <SvgIcon name="refresh-cw" strokeWidth={1.75} className={clsx('size-4', isValidating && 'animate-spin motion-reduce:animate-none')} />
      {isValidating ? copy.retrying : copy.retry}
    </button>
  );

  return (
    <div className={className}>
      {posts.length > 0 || loadingFirst ? (
        <ul
          ref={listRef}
          role="list"
          aria-label={copy.listLabel}
          aria-busy={loadingFirst || loadingMore}
          className="grid gap-6 md:grid-cols-2 lg:grid-cols-3"
        >
          {loadingFirst && (
            <>
              <li className="sr-only">{copy.loading}</li>
              <PostCardSkeleton />
              <PostCardSkeleton />
              <PostCardSkeleton />
            </>
          )}
          {posts.map((post) => (
            <PostCard key={post.id} post={post} labels={copy} date={date} locale={locale} rtl={rtl} />
          ))}
        </ul>
      ) : (
        !failedFirst && <p className="rounded-card border border-surface-line bg-white p-6 text-ink-soft shadow-card">{empty}</p>
      )}

      {failedMore && (
        <Notice role="alert" action={retryButton} className="mt-8">
          {copy.moreError}
        </Notice>
      )}
      {canLoadMore && (
        // Hidden without JavaScript, where the button could do nothing.
        <div className="mt-10 flex justify-center [@media(scripting:none)]:hidden">
          <button type="button" onClick={loadMore} disabled={loadingMore} className={buttonClasses('secondary', 'min-w-48')}>
            {loadingMore && <SvgIcon name="loader-circle" strokeWidth={1.75} className="size-4 animate-spin motion-reduce:animate-none" />}
            {loadingMore ? copy.loadingMore : copy.loadMore}
          </button>
        </div>
      )}

      {/* Last, below everything already painted: a failed refresh must not move the list (CLS). */}
      {failedFirst && (
        <Notice role="alert" title={copy.error.title} action={retryButton} className="mt-8">
          {copy.error.text}
        </Notice>
      )}
      {stale && (
        <Notice role="status" action={retryButton} className="mt-8">
          {copy.stale}
        </Notice>
      )}
    </div>
  );
}

type NoticeProps = {
  role: 'alert' | 'status';
  title?: string;
  children: ReactNode;
  action: ReactNode;
  className?: string;
};

/** A calm warning band: what went wrong, in a sentence, and a way to try again. */
function Notice({ role, title, children, action, className }: NoticeProps) {
  return (
    <div
      role={role}
      className={clsx(
        'flex flex-col gap-4 rounded-card border border-saffron bg-saffron-light p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6',
        className,
      )}
    >
      <div className="flex gap-3">
        <SvgIcon name="cloud-off" strokeWidth={1.75} className="mt-0.5 size-6 shrink-0 text-saffron-dark" />
        <div>
          {title && <p className="font-bold text-ink">{title}</p>}
          <p className={clsx('text-ink-soft', title && 'mt-1')}>{children}</p>
        </div>
      </div>
      {action}
    </div>
  );
}
