// One card in the /blog list, whichever source it came from. Titles and excerpts are HTML that
// has already been through sanitize.ts; nothing else is ever rendered as HTML.
// (The house style keeps types in content/schema.ts; this one lives here until it moves there.)

export type Post = {
  /** Unique across sources: "wp-123" or "repo-<slug>". */
  id: string;
  source: 'wordpress' | 'repo';
  /** ISO 8601: "2026-10-01" or WordPress's local "2026-10-01T09:30:00". */
  date: string;
  /** Sanitised inline HTML (entities, em, strong …). */
  titleHtml: string;
  /** The title as plain text, for accessible names and metadata. */
  titleText: string;
  /** Sanitised HTML (paragraphs, emphasis, https links). */
  excerptHtml: string;
  /** An http(s) URL for WordPress posts, /blog/<slug> for repo posts. */
  href: string;
  /** True when href leaves the site (opens in a new tab). */
  external: boolean;
};

/** One page of WordPress posts and how many pages the API says there are (X-WP-TotalPages). */
export type PostPage = { posts: Post[]; totalPages: number };

/** Each id once, the first occurrence kept: pages fetched at different times can repeat a post. */
export function uniqueById(posts: Post[]): Post[] {
  const seen = new Set<string>();
  return posts.filter((post) => !seen.has(post.id) && Boolean(seen.add(post.id)));
}

const sortKey = (date: string) => (date.length === 10 ? `${date}T00:00:00` : date.slice(0, 19));

/** Newest first; equal dates keep a stable order by id. */
export function newestFirst(posts: Post[]): Post[] {
  // Plain comparison, not localeCompare: these are ISO dates and ids, and the collator would load locale data.
  const compare = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  return [...posts].sort((a, b) => compare(sortKey(b.date), sortKey(a.date)) || compare(a.id, b.id));
}

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * "14 March 2026". Only the calendar day is used, read in UTC, so the build and every browser
 * print the same text whatever their time zone (no hydration mismatch).
 */
export function formatPostDate(date: string): string {
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  // By hand rather than Intl.DateTimeFormat, whose locale data costs main-thread time in the browser.
  return Number.isNaN(day.getTime()) ? date.slice(0, 10) : `${day.getUTCDate()} ${months[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}
