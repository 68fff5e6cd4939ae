import type { Metadata } from 'next';
import { defaultLocale } from '@/content/locale-path';
import { notFoundCopy } from '@/content/not-found';
import { site } from '@/content/site';
import { SiteShell } from '@/components/layout/site-shell';
import { pageMetadata } from '@/components/seo/page-metadata';
import { NotFoundContent } from '@/components/sections/not-found-content';

// The answer for any address that does not exist (out/404.html), in English; each language has
// its own under its prefix. No path, so no canonical URL.
export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  ...pageMetadata({ locale: defaultLocale, title: notFoundCopy.title, description: notFoundCopy.text, imageTitle: site.tagline }),
};

export default function NotFound() {
  return (
    <SiteShell locale={defaultLocale}>
      <NotFoundContent copy={notFoundCopy} />
    </SiteShell>
  );
}
