import { blogLimits, cut } from './limits';
import type { Post, PostPage } from '@/content/schema';
import type { Sanitizer } from './sanitize';

// The only module that reads WordPress fields. Used in the browser (components/blog/blog-feed.tsx)
// and at build (lib/wordpress-build.ts); both get sanitised Posts, never raw API HTML.

/** Only what a card shows. */
const postFields = 'id,date,link,title,excerpt';
/** The browser gives up after this long; the build waits a little longer. */
const browserTimeoutMs = 8_000;
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

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isRendered = (value: unknown): value is { rendered: string } => isRecord(value) && typeof value.rendered === 'string';

/** A post id as one canonical string (1000, "1000" and "01000" are one post), or null for anything else. */
export function normalizeId(value: unknown): string | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? String(value) : null;
  if (typeof value !== 'string' || value.length > blogLimits.maxIdDigits || !/^\d+$/.test(value)) return null;
  return value.replace(/^0+(?=\d)/, '');
}

/** WordPress's "2026-10-01T09:30:00" (seconds optional) or "2026-10-01", a real day and time ("2026-02-30" is not). */
export function isPostDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value);
  if (!match) return false;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day));
  const realDay = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return realDay && hours < 24 && minutes < 60 && seconds < 60;
}

/**
 * A type guard, not zod, which in the browser would cost more bytes than DOMPurify for five fields. A post whose
 * link is not http(s) is dropped, not shown unlinked.
 */
function isWpPost(item: unknown): item is WpPost {
  if (!isRecord(item)) return false;
  const { id, date, link, title, excerpt } = item;
  return (
    normalizeId(id) !== null && isPostDate(date) && typeof link === 'string' && isWebUrl(link) && isRendered(title) && isRendered(excerpt)
  );
}

function toPost(item: WpPost, clean: Sanitizer): Post | null {
  // Cut before any parser sees them, so a 5 MB excerpt costs what a 10 kB one does.
  const titleHtml = clean.title(cut(item.title.rendered, blogLimits.maxTitleHtml)).trim();
  const titleText = clean.text(titleHtml);
  // A title that is nothing but markup (or script) leaves no card worth showing.
  if (!titleText) return null;
  return {
    id: `wp-${normalizeId(item.id)}`,
    source: 'wordpress',
    date: item.date,
    titleHtml,
    titleText,
    excerptHtml: clean.excerpt(cut(item.excerpt.rendered, blogLimits.maxExcerptHtml)),
    href: new URL(item.link).href,
    external: true,
  };
}

/** An API answer's posts, sanitised by `clean`: at most `maxPosts`, each id once, malformed ones dropped. */
export function parsePosts(json: unknown, clean: Sanitizer, maxPosts: number = blogLimits.maxPerPage): Post[] {
  if (!Array.isArray(json)) return [];
  const limit = Math.min(maxPosts, blogLimits.maxPerPage);
  const posts: Post[] = [];
  const seen = new Set<string>();
  for (const item of json) {
    if (posts.length >= limit) break;
    const id = isWpPost(item) ? normalizeId(item.id) : null;
    if (id === null || seen.has(id)) continue;
    const post = toPost(item as WpPost, clean);
    if (!post) continue;
    seen.add(id);
    posts.push(post);
  }
  return posts;
}

/** X-WP-TotalPages, or 1 when the header is missing or not a number; never more than maxPages. */
export function totalPagesOf(headers: Headers): number {
  const value = Number(headers.get('X-WP-TotalPages') ?? Number.NaN);
  return Number.isInteger(value) && value >= 0 ? Math.min(value, blogLimits.maxPages) : 1;
}

/** What fetchPosts rejects with when the answer is JSON but not an array (e.g. the URL is /wp-json/). */
const notAListMessage = 'the answer is not a list of posts';

/** "an object", "null", "a string" …: what came instead of a list. */
function kindOf(json: unknown): string {
  if (json === null) return 'null';
  if (typeof json === 'object') return 'an object';
  return `a ${typeof json}`;
}

export type FetchPostsOptions = {
  timeoutMs?: number;
  /** Posts taken from the answer at most: the per_page asked for. */
  maxPosts?: number;
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
};

// Called as a plain function: window.fetch called as a method of another object throws.
const globalFetch = (url: string, init: RequestInit) => globalThis.fetch(url, init);

/** "fetch failed (connect ECONNREFUSED 127.0.0.1:3101)": Node puts the useful part in `cause`. */
function messageOf(error: unknown): string {
  // Duck-typed: errors from another realm (Node's fetch under Jest) are not instanceof Error here.
  const message = (value: unknown) => (value && typeof value === 'object' && 'message' in value ? String(value.message) : String(value));
  const cause = error && typeof error === 'object' && 'cause' in error && error.cause ? ` (${message(error.cause)})` : '';
  return `${message(error)}${cause}`;
}

/** The body as text, counted as it streams: past `maxBytes` (or a Content-Length over it) the read is cancelled and this rejects. */
async function cappedJson(response: Response, maxBytes: number): Promise<unknown> {
  const tooLarge = () => new Error(`the answer is larger than ${Math.round(maxBytes / 100_000) / 10} MB`);
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) {
    response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  const reader = typeof response.body?.getReader === 'function' ? response.body.getReader() : null;
  if (!reader) return response.json();
  const decoder = new TextDecoder();
  let text = '';
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    text += decoder.decode(value, { stream: true });
  }
  return JSON.parse(text + decoder.decode());
}

/** One page of posts; rejects with a one-line reason for the log ("HTTP 500", "timed out after 8 s" …). */
export async function fetchPosts(
  url: string,
  { timeoutMs = browserTimeoutMs, maxPosts = blogLimits.maxPerPage, fetch = globalFetch }: FetchPostsOptions = {},
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
    // Only WordPress's own origin answers (a redirect elsewhere is not followed at build; in a browser it is refused here).
    if (response.redirected && response.url && new URL(response.url).origin !== new URL(url).origin) {
      response.body?.cancel().catch(() => undefined);
      throw new Error(`redirected to another origin (${new URL(response.url).origin})`);
    }
    let json: unknown;
    // The time-out counts over the whole read, whatever the body does: the read races it.
    const aborted = new Promise<never>((_, reject) => {
      if (controller.signal.aborted) reject(timedOut());
      controller.signal.addEventListener('abort', () => reject(timedOut()), { once: true });
    });
    aborted.catch(() => undefined);
    try {
      json = await Promise.race([cappedJson(response, blogLimits.maxAnswerBytes), aborted]);
    } catch (error) {
      if (controller.signal.aborted) throw timedOut();
      const message = error instanceof Error ? error.message : '';
      throw message.startsWith('the answer is larger') ? error : new Error('the answer is not JSON');
    }
    // Not "no posts": an answer of the wrong kind must neither wipe the posts shown nor pass unnoticed.
    if (!Array.isArray(json)) throw new Error(`${notAListMessage} (got ${kindOf(json)})`);
    const { sanitizer } = await sanitizing.catch((error: unknown) => {
      throw new Error(`could not load the sanitiser: ${messageOf(error)}`);
    });
    return { posts: parsePosts(json, sanitizer(), maxPosts), totalPages: totalPagesOf(response.headers) };
  } finally {
    clearTimeout(timer);
  }
}
