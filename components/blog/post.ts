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

const sortKey = (date: string) => (date.length === 10 ? `${date}T00:00:00` : date.slice(0, 19));

/** Newest first; equal dates keep a stable order by id. */
export function newestFirst(posts: Post[]): Post[] {
  return [...posts].sort((a, b) => sortKey(b.date).localeCompare(sortKey(a.date)) || a.id.localeCompare(b.id));
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * "14 March 2026". Only the calendar day is used, read in UTC, so the build and every browser
 * print the same text whatever their time zone (no hydration mismatch).
 */
export function formatPostDate(date: string): string {
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? date.slice(0, 10) : dateFormat.format(day);
}
