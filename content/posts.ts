import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import path from 'node:path';
import type { WindowLike } from 'dompurify';
import matter from 'gray-matter';
import { JSDOM } from 'jsdom';
import MarkdownIt from 'markdown-it';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import type { Post, PostPage } from '@/components/blog/post';
import { provideWindow, sanitizer } from '@/components/blog/sanitize';
import { buildTimeoutMs, fetchPosts, postsUrl } from '@/components/blog/wordpress';
import { blog } from './blog';
import { defineContent, imageSchema } from './schema';

// Build-time only (server components import it): the Markdown articles in content/blog/ and the
// WordPress posts prerendered into /blog. gray-matter, markdown-it and jsdom never reach the browser.

provideWindow(new JSDOM('').window as unknown as WindowLike);

/** Raw HTML in a post is shown as text, not markup; typographer gives curly quotes and dashes. */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true });

const root = process.cwd();
const postsDir = path.join(root, 'content', 'blog');

const text = z.string().trim().min(1, 'must not be empty');

/** True for a calendar day that exists: 2026-02-28 yes, 2026-02-30 no (Date.parse would roll it over to 2 March). */
export function isRealDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Quoted or not, the date reaches the schema as written (frontMatterOf keeps YAML from making a Date of it). */
const day = z
  .string('must be a date like 2026-03-14')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-03-14')
  .refine(isRealDay, 'must be a real date');

/** The front matter of content/blog/<slug>.md. Unknown keys are errors, so a typo is caught. */
export const frontMatterSchema = z.strictObject({
  title: text,
  date: day,
  /** One or two sentences: the card's text and the page's meta description. */
  excerpt: text.max(300, 'must be at most 300 characters (it is the meta description)'),
  image: imageSchema
    .refine((image) => existsSync(path.join(root, 'public', image.src)), { message: 'file not found in public/', path: ['src'] })
    .optional(),
});
export type FrontMatter = z.infer<typeof frontMatterSchema>;

const fileSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'the file name must be kebab-case, e.g. shipping-from-pakistan.md'),
  body: z.string().refine((body) => !markdown.parse(body, {}).some((token) => token.type === 'heading_open' && token.tag === 'h1'), {
    message: 'use ## for headings: the title is the page’s only # heading',
  }),
});

export type RepoPost = Post & {
  slug: string;
  /** The excerpt as plain text: the meta description. */
  description: string;
  image?: FrontMatter['image'];
  /** The article, sanitised HTML. */
  bodyHtml: string;
  readingMinutes: number;
};

/**
 * The front matter and body of a Markdown file. YAML's core schema has no timestamp type, so an
 * unquoted 2026-02-30 stays the string the author wrote instead of becoming 2 March.
 */
function frontMatterOf(source: string): { data: unknown; content: string } {
  const { data, content } = matter(source, { engines: { yaml: (text) => parseYaml(text, { schema: 'core' }) ?? {} } });
  return { data, content };
}

/** Parses one Markdown file; throws a ContentError naming the file and the field. */
export function parseRepoPost(file: string, source: string): RepoPost {
  const name = `content/blog/${file}`;
  const { data, content } = frontMatterOf(source);
  const front = defineContent(name, frontMatterSchema, data as z.input<typeof frontMatterSchema>);
  const { slug, body } = defineContent(name, fileSchema, { slug: path.basename(file, '.md'), body: content });
  const clean = sanitizer();
  const titleHtml = clean.title(markdown.renderInline(front.title));
  const words = body.split(/\s+/).filter(Boolean).length;
  return {
    id: `repo-${slug}`,
    source: 'repo',
    slug,
    date: front.date,
    titleHtml,
    titleText: clean.text(titleHtml),
    excerptHtml: clean.excerpt(`<p>${markdown.renderInline(front.excerpt)}</p>`),
    description: front.excerpt,
    href: `/blog/${slug}`,
    external: false,
    image: front.image,
    bodyHtml: clean.article(markdown.render(body)),
    readingMinutes: Math.max(1, Math.round(words / 200)),
  };
}

let cached: RepoPost[] | undefined;

/** Every article in content/blog/, newest first. */
export function repoPosts(): RepoPost[] {
  cached ??= (existsSync(postsDir) ? readdirSync(postsDir) : [])
    .filter((file) => file.endsWith('.md'))
    .map((file) => parseRepoPost(file, readFileSync(path.join(postsDir, file), 'utf8')))
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  return cached;
}

/** Just what a card in the list needs, so the article bodies stay out of /blog's HTML. */
export function asCard({ id, source, date, titleHtml, titleText, excerptHtml, href, external }: RepoPost): Post {
  return { id, source, date, titleHtml, titleText, excerptHtml, href, external };
}

export function getRepoPost(slug: string): RepoPost | undefined {
  return repoPosts().find((post) => post.slug === slug);
}

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

/** Redirects the build follows (http → https, a moved blog), as fetch would. */
const maxRedirects = 5;

/**
 * A GET through node:http(s), answered as a standard Response. Next patches the global fetch at
 * build and keeps every answer in .next/cache/fetch-cache for a year, so a host that keeps
 * .next/cache would republish old posts without asking WordPress; cache: 'no-store' would make
 * /blog dynamic, which a static export refuses. This request is invisible to Next's data cache:
 * every build asks again. (A 204 or 304 has no body; redirects are followed up to maxRedirects.)
 */
export function buildFetch(url: string, init: RequestInit = {}, redirects = 0): Promise<Response> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const request = target.protocol === 'https:' ? httpsRequest : target.protocol === 'http:' ? httpRequest : null;
    if (!request) {
      reject(new Error(`unsupported protocol ${target.protocol}`));
      return;
    }
    const signal = init.signal ?? undefined;
    const req = request(target, { method: 'GET', headers: { Accept: 'application/json' }, signal }, (res: IncomingMessage) => {
      const status = res.statusCode ?? 0;
      const location = res.headers.location;
      if (status >= 300 && status < 400 && status !== 304 && location) {
        res.resume();
        if (redirects >= maxRedirects) reject(new Error(`more than ${maxRedirects} redirects`));
        else resolve(buildFetch(new URL(location, target).href, init, redirects + 1));
        return;
      }
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      // Cut off mid-answer (an abort, a dropped connection): settle, or fetchPosts would wait forever.
      res.on('close', () => {
        if (!res.complete) reject(new Error('the connection closed before the answer was complete'));
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
}

export type WordPressLoadOptions = {
  /** The posts endpoint; defaults to NEXT_PUBLIC_BLOG_API_URL. */
  baseUrl?: string;
  perPage?: number;
  timeoutMs?: number;
  /** How the request is made; buildFetch unless a test says otherwise. Never Next's cached fetch. */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  warn?: (message: string) => void;
};

/**
 * Page 1 of the WordPress posts, for the prerendered /blog, asked for afresh on every build.
 * Never throws: when no API is set it returns null; when the API cannot be reached or sends
 * something that is not a list of posts it prints one "Blog: …" warning and returns null, and the
 * build goes on (the browser then fetches the posts itself).
 */
export async function loadWordPressPosts({
  baseUrl = process.env.NEXT_PUBLIC_BLOG_API_URL,
  perPage = blog.perPage,
  timeoutMs = buildTimeoutMs,
  fetch = buildFetch,
  warn = (message) => console.warn(message),
}: WordPressLoadOptions = {}): Promise<PostPage | null> {
  if (!baseUrl?.trim()) return null;
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
