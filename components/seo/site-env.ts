import type { MetadataRoute } from 'next';
import { defaultLocale } from '@/content/locale-path';
import { getSite } from '@/content/site';
import { siteEnv, type SiteEnv } from '@/lib/site-env';
import { absoluteUrl } from './absolute-url';

// What robots.txt and each page's robots meta say, from the build's environment (lib/site-env.ts).

/** robots.txt: the live site lets every crawler in and names its sitemap; any other build keeps them all out. */
export function robotsRules(
  { production }: Pick<SiteEnv, 'production'> = siteEnv(),
  base: string = getSite(defaultLocale).url,
): MetadataRoute.Robots {
  if (!production) return { rules: { userAgent: '*', disallow: '/' } };
  return { rules: { userAgent: '*', allow: '/' }, sitemap: absoluteUrl('/sitemap.xml', base) };
}

/** The robots meta tag of every page: none on the live site, "noindex, nofollow" on any other build. */
export function robotsMeta({ production }: Pick<SiteEnv, 'production'> = siteEnv()): { index: boolean; follow: boolean } | undefined {
  return production ? undefined : { index: false, follow: false };
}
