import { z } from 'zod';
import { blogLimits } from '@/lib/limits';
import { getInterface } from './interface';
import { localizedFile } from './load';
import { heading, linkSchema, paragraph, text } from './schema';

// Copy of /blog and of each article page, in every language: content/blog.yml. The articles
// themselves are Markdown files in content/blog/<locale>/ (see docs/blog.md); WordPress posts come
// from NEXT_PUBLIC_BLOG_API_URL.

const feedSchema = z.object({
  /** Accessible name of the list of posts. */
  listLabel: heading,
  readPost: text,
  /** The Read Post link's accessible name: {readPost} and the post's {title}; newTab follows for WordPress posts. */
  readPostName: text.regex(/\{title\}/, 'must contain {title}'),
  /** Heard after a link that opens in a new tab: the interface's words (content/interface.yml). */
  newTab: text,
  loading: text,
  loadMore: text,
  loadingMore: text,
  retry: text,
  retrying: text,
  /** When WordPress posts could not be loaded at all: our own articles still show. */
  error: z.object({ title: heading, text: paragraph }),
  /** When a refresh failed but the posts from the last build are shown. */
  stale: text,
  /** When "Load more" failed. */
  moreError: text,
});

const blogSchema = z.object({
  title: heading,
  intro: paragraph,
  empty: text,
  /** A post's date: {day}, {month} (a name below) and {year}, e.g. "14 March 2026". */
  date: z.object({
    format: text
      .regex(/\{day\}/, 'must contain {day}')
      .regex(/\{month\}/, 'must contain {month}')
      .regex(/\{year\}/, 'must contain {year}'),
    months: z.array(text).length(12),
  }),
  /** WordPress posts per request, and the most taken from one answer; "Load more" asks for the next page. */
  perPage: z.number().int().min(1).max(blogLimits.maxPerPage),
  feed: feedSchema,
  article: z.object({
    back: text,
    /** The reading time: "{minutes} min read". */
    minutesRead: text.regex(/\{minutes\}/, 'must contain {minutes}'),
    cta: z.object({ title: heading, text: paragraph, link: linkSchema }),
  }),
});
export type Blog = z.infer<typeof blogSchema>;

/** What content/blog.yml holds: everything but the words the interface already has. */
const blogFileSchema = blogSchema.extend({ feed: feedSchema.omit({ newTab: true }) });
export const blogFile = localizedFile('content/blog.yml', blogFileSchema);

/** The blog's copy in `locale`: its file's (`copy`, the editor's entry in a preview) and the interface's. */
export function getBlog(locale: string, copy = blogFile.get(locale)): Blog {
  return { ...copy, feed: { ...copy.feed, newTab: getInterface(locale).newTab } };
}
