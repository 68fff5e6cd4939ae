import type { Metadata } from 'next';
import { defaultLocale } from '@/content/locale-path';
import { getNotFound } from '@/content/not-found';
import { getSite } from '@/content/site';
import { SiteShell } from '@/components/layout/site-shell';
import { pageMetadata } from '@/components/seo/page-metadata';
import { NotFoundContent } from '@/components/sections/not-found-content';

// The answer for any address that does not exist (out/404.html), in English; each language has
// its own under its prefix. No path, so no canonical URL.
const site = getSite(defaultLocale);
const notFoundCopy = getNotFound(defaultLocale);

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  ...pageMetadata({ locale: defaultLocale, title: notFoundCopy.title, description: notFoundCopy.text, imageTitle: site.tagline }),
};

export default function NotFound() {
  return (
    <SiteShell locale={defaultLocale}>
      <NotFoundContent copy={notFoundCopy} locale={defaultLocale} />
    </SiteShell>
  );
}
