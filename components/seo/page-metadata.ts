import type { Metadata } from 'next';
import { defaultLocale, localePath } from '@/content/locale-path';
import { localeInfo, locales } from '@/content/locales';
import { getSite } from '@/content/site';

/** The company's name, the same in every language. */
const siteName = () => getSite(defaultLocale).name;

/** The root layout's title template; page titles too long for it stand alone. */
export const titleTemplate = () => `%s · ${siteName()}`;
/** Longer titles are cut off in search results (and fail html-validate's long-title rule). */
const maxTitleLength = 70;

/** A page's share image: /share/<language>/<English path>.png; a product's one for all languages (docs/images.md, "Share images"). */
export function shareImagePath(locale: string, path: string): string {
  if (productPagePath.test(path)) return `/share${path}.png`;
  return `/share/${locale}${path === '/' ? '/index' : path.replace(/\/+$/, '')}.png`;
}
const productPagePath = /^\/services\/[^/]+\/[^/]+$/;
export const ogSize = { width: 1200, height: 630 };

/** The image's alt text: what it shows. */
function ogAlt(title: string): string {
  return `${title} · ${siteName()}`;
}

export type PageSeo = {
  /** The page's language (a code of content/locales.yml). */
  locale: string;
  /** The page's own title; the root layout's template adds " · <site name>" to <title>. */
  title: string;
  description: string;
  /** The page's English path ("/about"), for canonical, og:url, alternates and share image; none for the 404 page. */
  path?: string;
  /** The title drawn on the share image, where it differs from `title` (the page's h1). */
  imageTitle?: string;
  /** The title as is, without the template (the home page's). */
  absoluteTitle?: boolean;
  /** A blog article; its date (YYYY-MM-DD) becomes article:published_time. */
  article?: { publishedTime: string };
  /**
   * The languages an article is translated into, where not all: only those are alternates; in any other the
   * English text names the English page as canonical (docs/languages.md, "Addresses").
   */
  languages?: readonly string[];
};

/**
 * Title, description, canonical URL, Open Graph and Twitter card of one page. The share image is a real .png,
 * so every host sends image/png (Next's opengraph-image convention writes no extension).
 */
export function pageMetadata({
  locale,
  title,
  description,
  path,
  imageTitle,
  absoluteTitle = false,
  article,
  languages,
}: PageSeo): Metadata {
  const fallback = languages !== undefined && !languages.includes(locale);
  const own = path === undefined ? undefined : localePath(fallback ? defaultLocale : locale, path);
  // The page's own share image; the 404 page, which has no address, shows the home page's.
  const image = { url: shareImagePath(locale, path ?? '/'), ...ogSize, type: 'image/png', alt: ogAlt(imageTitle ?? title) };
  const shared = {
    siteName: siteName(),
    title,
    description,
    images: [image],
    locale: localeInfo(fallback ? defaultLocale : locale).lang,
    ...(own ? { url: own } : {}),
  };
  const standalone = absoluteTitle || titleTemplate().replace('%s', title).length > maxTitleLength;
  return {
    title: standalone ? { absolute: title } : title,
    description,
    ...(path === undefined
      ? {}
      : { alternates: fallback ? { canonical: own } : { canonical: own, languages: languageAlternates(path, languages) } }),
    openGraph: article ? { ...shared, type: 'article', publishedTime: article.publishedTime } : { ...shared, type: 'website' },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  };
}

/** Each language's version of the page at English `path` (every language's, or those of `codes`), by hreflang, and x-default: English. */
export function languageAlternates(path: string, codes?: readonly string[]): Record<string, string> {
  const written = codes === undefined ? locales : locales.filter(({ code }) => code === defaultLocale || codes.includes(code));
  return {
    ...Object.fromEntries(written.map(({ code, lang }) => [lang, localePath(code, path)])),
    'x-default': localePath(defaultLocale, path),
  };
}
