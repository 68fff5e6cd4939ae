import { defaultLocale, localePath } from '@/content/locale-path';
import { localeCodes } from '@/content/locales';
import { articleLanguages, getRepoPosts } from '@/content/posts';
import { productLanguages } from '@/content/products';
import { productPath, categoryPath } from '@/content/category-paths';
import { categoryPages } from '@/components/views/category';
import { productPages } from '@/components/views/product';
import { absoluteUrl } from './absolute-url';
import { languageAlternates } from './page-metadata';

// The pages search engines should find, for the sitemap (sitemap-files.ts lays them out in files). Search results, log-in and sign-up
// pages are left out: nothing there to rank. A unit test checks every app/ page is in one list.

export const indexedPages = ['/', '/about', '/services', '/certifications', '/initiatives', '/blog', '/get-quote', '/contact', '/store'];
export const unlistedPages = ['/search', '/login', '/register'];

/** A page, and the languages it is written in where not every one (an article translated into some). */
export type SiteRoute = { path: string; lastModified?: string; languages?: string[] };

/** One sitemap entry: a page in one language (its code), with every language's version as alternates. */
export type SitemapEntry = { url: string; locale: string; lastModified?: string; alternates: { languages: Record<string, string> } };

/**
 * Every indexed page in every language it is written in, with absolute URLs. An article's or a
 * product's English text shown at another language's address is not listed there.
 */
export function sitemapEntries(routes: SiteRoute[] = sitemapRoutes()): SitemapEntry[] {
  return routes.flatMap(({ path, lastModified, languages: written }) => {
    const languages = Object.fromEntries(
      Object.entries(languageAlternates(path, written)).map(([lang, href]) => [lang, absoluteUrl(href)]),
    );
    return localeCodes
      .filter((code) => written === undefined || written.includes(code))
      .map((code) => ({
        url: absoluteUrl(localePath(code, path)),
        locale: code,
        ...(lastModified ? { lastModified } : {}),
        alternates: { languages },
      }));
  });
}

export function sitemapRoutes(): SiteRoute[] {
  return [
    ...indexedPages.map((path) => ({ path })),
    ...categoryPages(defaultLocale).map(({ slug }) => ({ path: categoryPath(slug) })),
    ...productPages(defaultLocale).map(({ slug, product }) => ({ path: productPath(slug, product), languages: productLanguages(product) })),
    ...getRepoPosts(defaultLocale).map(({ slug, date }) => ({
      path: `/blog/${slug}`,
      lastModified: date,
      languages: articleLanguages(slug),
    })),
  ];
}
