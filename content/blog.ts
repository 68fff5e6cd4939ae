import { z } from 'zod';
import { blogLimits } from '@/lib/limits';
import { interfaceCopy } from './interface';
import { defineContent, linkSchema } from './schema';

// Copy of /blog and of each article page. The articles themselves are Markdown files in
// content/blog/ (see docs/blog.md); WordPress posts come from NEXT_PUBLIC_BLOG_API_URL.

const text = z.string().min(1);

export const blogSchema = z.object({
  title: text,
  intro: text,
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
  feed: z.object({
    /** Accessible name of the list of posts. */
    listLabel: text,
    readPost: text,
    /** The Read Post link's accessible name: {readPost} and the post's {title}; newTab follows for WordPress posts. */
    readPostName: text.regex(/\{title\}/, 'must contain {title}'),
    newTab: text,
    loading: text,
    loadMore: text,
    loadingMore: text,
    retry: text,
    retrying: text,
    /** When WordPress posts could not be loaded at all: our own articles still show. */
    error: z.object({ title: text, text }),
    /** When a refresh failed but the posts from the last build are shown. */
    stale: text,
    /** When "Load more" failed. */
    moreError: text,
  }),
  article: z.object({
    back: text,
    /** The reading time: "{minutes} min read". */
    minutesRead: text.regex(/\{minutes\}/, 'must contain {minutes}'),
    cta: z.object({ title: text, text, link: linkSchema }),
  }),
});
export type Blog = z.infer<typeof blogSchema>;

export const blog = defineContent('content/blog.ts', blogSchema, {
  title: 'Industry Insights',
  intro: 'Notes for buyers on sourcing from Pakistan: payment terms, samples, shipping, documents and the markets we serve.',
  empty: 'No articles have been published yet. New posts appear here as soon as they go live.',
  date: {
    format: '{day} {month} {year}',
    months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  },
  perPage: 9,
  feed: {
    listLabel: 'Articles',
    readPost: 'Read Post',
    readPostName: '{readPost}: {title}',
    newTab: interfaceCopy.newTab,
    loading: 'Loading the latest posts…',
    loadMore: 'Load more',
    loadingMore: 'Loading more posts…',
    retry: 'Retry',
    retrying: 'Trying again…',
    error: {
      title: 'The latest posts could not be loaded',
      text: 'Our blog did not answer just now. The articles below are still available; try again in a moment.',
    },
    stale: 'Newer posts could not be loaded, so this list may be out of date.',
    moreError: 'More posts could not be loaded.',
  },
  article: {
    back: 'All insights',
    minutesRead: '{minutes} min read',
    cta: {
      title: 'Planning an order?',
      text: 'Tell us the product, quantity and destination port, and we will reply with a quotation, the lead time and the Incoterm that suits you.',
      link: { label: 'Ask for a quotation', href: '/contact?subject=Quotation%20request' },
    },
  },
});
