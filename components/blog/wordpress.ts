import type { Post, PostPage } from './post';
import type { Sanitizer } from './sanitize';

// The only module that reads WordPress fields. Used in the browser (blog-feed.tsx) and at
// build (content/posts.ts); both get sanitised Posts, never raw API HTML.

/** Only what a card shows. */
export const postFields = 'id,date,link,title,excerpt';
/** The browser gives up after this long; the build waits a little longer. */
export const browserTimeoutMs = 8_000;
export const buildTimeoutMs = 10_000;

/** `base` is the full posts endpoint, e.g. https://example.com/wp-json/wp/v2/posts; its own query is kept. */
export function postsUrl(base: string, page: number, perPage: number): string {
  const url = new URL(base);
  url.searchParams.set('_fields', postFields);
  url.searchParams.set('per_page', String(perPage));
  url.searchParams.set('page', String(page));
  return url.toString();
}

const isWebUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** A post as the API sends it (the fields we ask for). `date` is WordPress's local time: "2026-10-01T09:30:00". */
type WpPost = {
  id: number | string;
  date: string;
  link: string;
  title: { rendered: string };
  excerpt: { rendered: string };
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isRendered = (value: unknown): value is { rendered: string } => isRecord(value) && typeof value.rendered === 'string';
const isId = (value: unknown) =>
  (typeof value === 'number' && Number.isInteger(value) && value >= 0) || (typeof value === 'string' && /^\d+$/.test(value));
const isIsoDate = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?)?/.test(value) &&
  !Number.isNaN(Date.parse(`${value.slice(0, 10)}T00:00:00Z`));

/**
 * A type guard rather than zod: this module ships to the browser, where zod (even zod/mini)
 * would cost more bytes than DOMPurify itself for five fields.
 * Posts whose link is not http(s) (javascript:, data:, a relative path) are dropped, not shown unlinked.
 */
function isWpPost(item: unknown): item is WpPost {
  if (!isRecord(item)) return false;
  const { id, date, link, title, excerpt } = item;
  return isId(id) && isIsoDate(date) && typeof link === 'string' && isWebUrl(link) && isRendered(title) && isRendered(excerpt);
}

function toPost(item: WpPost, clean: Sanitizer): Post | null {
  const titleText = clean.text(item.title.rendered);
  // A title that is nothing but markup (or script) leaves no card worth showing.
  if (!titleText) return null;
  return {
    id: `wp-${item.id}`,
    source: 'wordpress',
    date: item.date,
    titleHtml: clean.title(item.title.rendered).trim(),
    titleText,
    excerptHtml: clean.excerpt(item.excerpt.rendered),
    href: new URL(item.link).href,
    external: true,
  };
}

/**
 * The posts of an API answer, their HTML through `clean` (sanitize.ts). A malformed post is
 * dropped; an answer that is not an array gives [].
 */
export function parsePosts(json: unknown, clean: Sanitizer): Post[] {
  if (!Array.isArray(json)) return [];
  return json.flatMap((item) => {
    const post = isWpPost(item) ? toPost(item, clean) : null;
    return post ? [post] : [];
  });
}

/** X-WP-TotalPages, or 1 when the header is missing or not a number. */
export function totalPagesOf(headers: Headers): number {
  const value = Number(headers.get('X-WP-TotalPages') ?? Number.NaN);
  return Number.isInteger(value) && value >= 0 ? value : 1;
}

export type FetchPostsOptions = {
  timeoutMs?: number;
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
};

// Called as a plain function: window.fetch called as a method of another object throws.
const globalFetch = (url: string, init: RequestInit) => globalThis.fetch(url, init);

/** "fetch failed (connect ECONNREFUSED 127.0.0.1:3101)": Node puts the useful part in `cause`. */
function messageOf(error: unknown): string {
  // Duck-typed: errors from another realm (Node's fetch under Jest) are not instanceof Error here.
  const message = (value: unknown) =>
    value && typeof value === 'object' && 'message' in value ? String(value.message) : String(value);
  const cause = error && typeof error === 'object' && 'cause' in error && error.cause ? ` (${message(error.cause)})` : '';
  return `${message(error)}${cause}`;
}

/**
 * One page of posts. Rejects with a one-line reason ("HTTP 500", "timed out after 8 s", "the
 * answer is not JSON", "network error: …") that callers log.
 */
export async function fetchPosts(
  url: string,
  { timeoutMs = browserTimeoutMs, fetch = globalFetch }: FetchPostsOptions = {},
): Promise<PostPage> {
  // DOMPurify (~12 kB gzip) comes with the first posts, not with the page: in the browser it is
  // a chunk of its own, fetched alongside the API's answer.
  const sanitizing = import('./sanitize');
  sanitizing.catch(() => undefined);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const timedOut = () => new Error(`timed out after ${timeoutMs / 1000} s`);
  try {
    let response: Response;
    try {
      response = await fetch(url, { signal: controller.signal });
    } catch (error) {
      throw controller.signal.aborted ? timedOut() : new Error(`network error: ${messageOf(error)}`);
    }
    if (!response.ok) {
      // Release the connection: the error page itself is not needed.
      response.body?.cancel().catch(() => undefined);
      throw new Error(`HTTP ${response.status}`);
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      throw controller.signal.aborted ? timedOut() : new Error('the answer is not JSON');
    }
    const { sanitizer } = await sanitizing.catch((error: unknown) => {
      throw new Error(`could not load the sanitiser: ${messageOf(error)}`);
    });
    return { posts: parsePosts(json, sanitizer()), totalPages: totalPagesOf(response.headers) };
  } finally {
    clearTimeout(timer);
  }
}
