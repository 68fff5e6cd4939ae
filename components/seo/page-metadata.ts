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

/**
 * Where a page's share image is (1200 × 630, drawn at build by app/share/[...image]/route.tsx):
 * /share/<language>/<English path>.png, the home page's /share/<language>/index.png; a product's
 * is one for every language, /share/services/<category>/<product>.png, since a chat's preview
 * prints the title and description beside it in the page's language (docs/images.md).
 */
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
  /**
   * The page's English path ("/about"): in the page's language it gives the canonical URL, og:url
   * and the share image's folder, made absolute with metadataBase (NEXT_PUBLIC_SITE_URL); every
   * language's version is named as an alternate. None for the 404 page, which has no address of its own.
   */
  path?: string;
  /** The title drawn on the share image, where it differs from `title` (the page's h1). */
  imageTitle?: string;
  /** The title as is, without the template (the home page's). */
  absoluteTitle?: boolean;
  /** A blog article; its date (YYYY-MM-DD) becomes article:published_time. */
  article?: { publishedTime: string };
  /**
   * The languages (codes) the page is written in, where that is not every language: an article
   * translated into some. Only those are named as alternates (hreflang). In any other language
   * the page shows the English text: it names the English page as its canonical and no
   * alternates, so search engines do not index English text as that language.
   */
  languages?: readonly string[];
};

/**
 * Title, description, canonical URL, Open Graph and Twitter card of one page. The share image is
 * a real .png file, so every static host sends it as image/png; Next's opengraph-image convention
 * would write it without an extension.
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
