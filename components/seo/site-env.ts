import type { MetadataRoute } from 'next';
import { defaultLocale } from '@/content/locale-path';
import { getSite } from '@/content/site';
import { absoluteUrl } from './absolute-url';

// Whether this build is the live site or a preview a search engine must never index. Read at
// build: NEXT_PUBLIC_SITE_ENV from the host, branch and commit from next.config.mjs (scripts/build-env.mjs).

export type SiteEnv = {
  /** True only when NEXT_PUBLIC_SITE_ENV is exactly "production". */
  production: boolean;
  branch?: string;
  commit?: string;
};

export type SiteEnvInput = { siteEnv?: string; branch?: string; commit?: string };

/** Each process.env.NEXT_PUBLIC_* is spelt out so that Next inlines it at build. */
const buildValues = (): SiteEnvInput => ({
  siteEnv: process.env.NEXT_PUBLIC_SITE_ENV,
  branch: process.env.NEXT_PUBLIC_BUILD_BRANCH,
  commit: process.env.NEXT_PUBLIC_BUILD_COMMIT,
});

export function siteEnv({ siteEnv: value, branch, commit }: SiteEnvInput = buildValues()): SiteEnv {
  return {
    production: value?.trim() === 'production',
    branch: branch?.trim() || undefined,
    commit: commit?.trim() || undefined,
  };
}

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
