import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { getSite } from '@/content/site';
import { localeCodes } from '@/content/locales';
import { SiteShell } from '@/components/layout/site-shell';
import { pageMetadata, titleTemplate } from '@/components/seo/page-metadata';
import { robotsMeta } from '@/components/seo/site-env';
import type { LocaleParams } from '@/lib/page-locale';

// Every language of every page is prerendered: English under /en/, which the build then moves to
// the site's root (scripts/locale-out.mjs), so English addresses have no prefix.
export const dynamicParams = false;

export function generateStaticParams() {
  return localeCodes.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { locale } = await params;
  const site = getSite(locale);
  const siteDefaults = pageMetadata({ locale, title: site.name, description: site.description, imageTitle: site.tagline });
  return {
    metadataBase: new URL(site.url),
    title: { default: `${site.name} · ${site.tagline}`, template: titleTemplate() },
    description: site.description,
    // Pages set their own (pageMetadata); these are the fallback.
    openGraph: siteDefaults.openGraph,
    twitter: siteDefaults.twitter,
    // Preview builds (NEXT_PUBLIC_SITE_ENV is not "production") are never indexed.
    robots: robotsMeta(),
  };
}

export const viewport: Viewport = { themeColor: '#0B1F3A' };

export default async function LocaleLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  const { locale } = await params;
  return <SiteShell locale={locale}>{children}</SiteShell>;
}
