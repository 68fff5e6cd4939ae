import type { Post } from '@/content/schema';
import { fillTemplate } from './template';

// Helpers over the /blog list's posts (the Post type is in content/schema.ts): merge, order, date.

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

/** How a post's date reads (content/blog.ts): "{day} {month} {year}" and the twelve month names. */
export type DateCopy = { format: string; months: readonly string[] };

/**
 * "14 March 2026". Only the calendar day is used, read in UTC, so the build and every browser
 * print the same text whatever their time zone (no hydration mismatch).
 */
export function formatPostDate(date: string, { format, months }: DateCopy): string {
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date.slice(0, 10);
  // By hand rather than Intl.DateTimeFormat, whose locale data costs main-thread time in the browser.
  return fillTemplate(format, { day: day.getUTCDate(), month: months[day.getUTCMonth()] ?? '', year: day.getUTCFullYear() });
}
