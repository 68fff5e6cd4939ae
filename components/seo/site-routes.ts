import { defaultLocale, localePath } from '@/content/locale-path';
import { localeCodes } from '@/content/locales';
import { getRepoPosts } from '@/content/posts';
import { getServices } from '@/content/services';
import { servicePath } from '@/content/service-paths';
import { absoluteUrl } from './absolute-url';
import { languageAlternates } from './page-metadata';

// The pages search engines should find, for sitemap.xml. Search results, log-in and sign-up
// pages are left out: nothing there to rank. A unit test checks every app/ page is in one list.

export const indexedPages = ['/', '/about', '/services', '/certifications', '/initiatives', '/blog', '/get-quote', '/contact', '/store'];
export const unlistedPages = ['/search', '/login', '/register'];

export type SiteRoute = { path: string; lastModified?: string };

/** One sitemap.xml entry: a page in one language, with every language's version as alternates. */
export type SitemapEntry = { url: string; lastModified?: string; alternates: { languages: Record<string, string> } };

/** Every indexed page in every language, with absolute URLs (sitemap.xml). */
export function sitemapEntries(): SitemapEntry[] {
  return sitemapRoutes().flatMap(({ path, lastModified }) => {
    const languages = Object.fromEntries(Object.entries(languageAlternates(path)).map(([lang, href]) => [lang, absoluteUrl(href)]));
    return localeCodes.map((code) => ({
      url: absoluteUrl(localePath(code, path)),
      ...(lastModified ? { lastModified } : {}),
      alternates: { languages },
    }));
  });
}

export function sitemapRoutes(): SiteRoute[] {
  return [
    ...indexedPages.map((path) => ({ path })),
    ...getServices(defaultLocale).map(({ slug }) => ({ path: servicePath(slug) })),
    ...getRepoPosts(defaultLocale).map(({ slug, date }) => ({ path: `/blog/${slug}`, lastModified: date })),
  ];
}
