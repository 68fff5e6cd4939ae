import { repoPosts } from '@/content/posts';
import { services } from '@/content/services';
import { servicePath } from '@/content/service-paths';

// The pages search engines should find, for sitemap.xml. Search results, log-in and sign-up
// pages are left out: nothing there to rank. A unit test checks every app/ page is in one list.

export const indexedPages = ['/', '/about', '/services', '/certifications', '/initiatives', '/blog', '/get-quote', '/contact', '/store'];
export const unlistedPages = ['/search', '/login', '/register'];

export type SiteRoute = { path: string; lastModified?: string };

export function sitemapRoutes(): SiteRoute[] {
  return [
    ...indexedPages.map((path) => ({ path })),
    ...services.map(({ slug }) => ({ path: servicePath(slug) })),
    ...repoPosts().map(({ slug, date }) => ({ path: `/blog/${slug}`, lastModified: date })),
  ];
}
