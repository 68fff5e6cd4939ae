import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { interfaceCopy } from '@/content/interface';
import { site } from '@/content/site';
import { ChatLink } from '@/components/layout/chat-link';
import { EarlySubmitScript } from '@/components/layout/early-submit-script';
import { inter } from '@/components/layout/fonts';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { HydratedMarker } from '@/components/layout/hydrated-marker';
import { PageBackground } from '@/components/layout/page-background';
import { PrefetchOnIntent } from '@/components/layout/prefetch-on-intent';
import { PreviewRibbon } from '@/components/layout/preview-ribbon';
import { organizationJsonLd } from '@/components/seo/json-ld';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { pageMetadata, titleTemplate } from '@/components/seo/page-metadata';
import { robotsMeta } from '@/components/seo/site-env';
import './globals.css';

const siteDefaults = pageMetadata({ title: site.name, description: site.description, imageTitle: site.tagline });

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: `${site.name} · ${site.tagline}`, template: titleTemplate },
  description: site.description,
  // Pages set their own (pageMetadata); these are the fallback.
  openGraph: siteDefaults.openGraph,
  twitter: siteDefaults.twitter,
  // Preview builds (NEXT_PUBLIC_SITE_ENV is not "production") are never indexed.
  robots: robotsMeta(),
};

export const viewport: Viewport = { themeColor: '#0B1F3A' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <body className="flex min-h-dvh flex-col">
        <EarlySubmitScript />
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-brand px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-4 focus:left-4"
        >
          {interfaceCopy.skipLink}
        </a>
        <PreviewRibbon />
        <PageBackground />
        <Header />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <Footer />
        <ChatLink />
        <PrefetchOnIntent />
        <HydratedMarker />
        <JsonLdScript data={organizationJsonLd()} />
      </body>
    </html>
  );
}
