import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { PostPage } from '@/content/schema';
import { buildSanitizer } from './build-sanitizer';
import { blogLimits } from './limits';
import { buildTimeoutMs, fetchPosts, postsUrl } from './wordpress';

// The WordPress client at build: page 1 of the posts for /blog, asked afresh every build through node:http(s),
// never Next's cached fetch (docs/blog.md). The browser's side is lib/wordpress.ts.

/** The WordPress posts endpoint from NEXT_PUBLIC_BLOG_API_URL, if it is set and is an http(s) URL. */
export function blogApiUrl(value = process.env.NEXT_PUBLIC_BLOG_API_URL): string | null {
  const base = value?.trim();
  if (!base) return null;
  try {
    return ['http:', 'https:'].includes(new URL(base).protocol) ? base : null;
  } catch {
    return null;
  }
}

export type BuildFetchOptions = {
  /** Bytes of the body read at most; the request is cut off past them. */
  maxBytes?: number;
  /** Redirects followed at most, each within the first URL's origin. */
  maxRedirects?: number;
};

/** "5 MB": a byte count for a build warning. */
const megabytes = (bytes: number) => `${Math.round(bytes / 100_000) / 10} MB`;

/**
 * A GET through node:http(s) as a standard Response, out of Next's fetch cache (docs/blog.md). Bounded whatever
 * answers: cut off past `maxBytes`, at most `maxRedirects` redirects within `url`'s origin, `init.signal` ends it.
 */
export function buildFetch(
  url: string,
  init: RequestInit = {},
  { maxBytes = blogLimits.maxAnswerBytes, maxRedirects = blogLimits.maxRedirects }: BuildFetchOptions = {},
): Promise<Response> {
  const origin = new URL(url).origin;
  const get = (current: URL, redirects: number): Promise<Response> =>
    new Promise((resolve, reject) => {
      const request = current.protocol === 'https:' ? httpsRequest : current.protocol === 'http:' ? httpRequest : null;
      if (!request) {
        reject(new Error(`unsupported protocol ${current.protocol}`));
        return;
      }
      const signal = init.signal ?? undefined;
      const req = request(current, { method: 'GET', headers: { Accept: 'application/json' }, signal }, (res: IncomingMessage) => {
        const status = res.statusCode ?? 0;
        const location = res.headers.location;
        if (status >= 300 && status < 400 && status !== 304 && location) {
          res.resume();
          let next: URL;
          try {
            next = new URL(location, current);
          } catch {
            reject(new Error(`redirected to an address that is not a URL (${location.slice(0, 100)})`));
            return;
          }
          if (next.origin !== origin) reject(new Error(`redirected to another origin (${next.origin}); only ${origin} is followed`));
          else if (redirects >= maxRedirects) reject(new Error(`more than ${maxRedirects} redirects`));
          else resolve(get(next, redirects + 1));
          return;
        }
        const tooLarge = () => new Error(`the answer is larger than ${megabytes(maxBytes)}`);
        const declared = Number(res.headers['content-length']);
        if (declared > maxBytes) {
          req.destroy();
          reject(tooLarge());
          return;
        }
        const chunks: Buffer[] = [];
        let received = 0;
        res.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > maxBytes) {
            // Cut off: nothing more is read or kept.
            chunks.length = 0;
            req.destroy(tooLarge());
            reject(tooLarge());
            return;
          }
          chunks.push(chunk);
        });
        res.on('error', reject);
        // Cut off mid-answer (an abort, a dropped connection): settle, or fetchPosts would wait forever.
        res.on('close', () => {
          if (!res.complete)
            reject(signal?.aborted ? new Error('aborted') : new Error('the connection closed before the answer was complete'));
        });
        res.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, item);
          }
          try {
            const body = status === 204 || status === 304 ? null : Buffer.concat(chunks);
            resolve(new Response(body, { status, statusText: res.statusMessage, headers }));
          } catch (error) {
            reject(error);
          }
        });
      });
      req.on('error', reject);
      req.end();
    });
  return get(new URL(url), 0);
}

export type WordPressLoadOptions = {
  /** The posts endpoint; defaults to NEXT_PUBLIC_BLOG_API_URL. */
  baseUrl?: string;
  /** Posts asked for, and the most taken from the answer (content/blog.ts's perPage). */
  perPage: number;
  timeoutMs?: number;
  /** How the request is made; buildFetch unless a test says otherwise. Never Next's cached fetch. */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  warn?: (message: string) => void;
};

/** Page 1 of the WordPress posts for /blog; never throws: null, with one "Blog: …" warning where it failed. */
export async function loadWordPressPosts({
  baseUrl = process.env.NEXT_PUBLIC_BLOG_API_URL,
  perPage,
  timeoutMs = buildTimeoutMs,
  fetch = buildFetch,
  warn = (message) => console.warn(message),
}: WordPressLoadOptions): Promise<PostPage | null> {
  if (!baseUrl?.trim()) return null;
  // fetchPosts sanitises with the sanitiser of this environment: at build, one with jsdom's DOM.
  buildSanitizer();
  const base = blogApiUrl(baseUrl);
  if (!base) {
    warn(`Blog: NEXT_PUBLIC_BLOG_API_URL "${baseUrl}" is not an http(s) URL; /blog is built without WordPress posts.`);
    return null;
  }
  const url = postsUrl(base, 1, perPage);
  try {
    return await fetchPosts(url, { timeoutMs, maxPosts: perPage, fetch });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    warn(`Blog: could not load WordPress posts from ${url}: ${reason}. /blog is built without them; browsers will fetch them.`);
    return null;
  }
}
