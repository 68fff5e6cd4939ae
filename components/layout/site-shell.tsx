import type { ReactNode } from 'react';
import { getInterface } from '@/content/interface';
import { localeCodes, localeInfo, locales } from '@/content/locales';
import { ChatLink } from './chat-link';
import { EarlySubmitScript } from './early-submit-script';
import { siteFonts } from './fonts';
import { Footer } from './footer';
import { Header } from './header';
import { HydratedMarker } from './hydrated-marker';
import { LanguageNotice, type LanguageOffer } from './language-notice';
import { PageBackground } from './page-background';
import { PreviewRibbon } from './preview-ribbon';
import { SpeculationRules } from './speculation-rules';

/**
 * What the preferred-language notice may offer on a page in `locale`: every other language, with
 * its notice words in that language (one short line each; the island picks one in the browser).
 */
function languageOffers(locale: string): LanguageOffer[] {
  return locales
    .filter(({ code }) => code !== locale)
    .map(({ code, lang, dir }) => ({ code, lang, dir, ...getInterface(code).languageNotice }));
}

/** Every page's document in `locale`: <html lang dir>, the header, the page in <main>, the footer. */
export function SiteShell({ locale, children }: { locale: string; children: ReactNode }) {
  const interfaceCopy = getInterface(locale);
  const { lang, dir } = localeInfo(locale);
  return (
    <html lang={lang} dir={dir} className={siteFonts.variable}>
      {/* relative: the chat link's layer (chat-link.tsx) is placed against the whole page. */}
      <body className="relative flex min-h-dvh flex-col">
        {/*
          No frame until the header is parsed (React moves this link into <head>; the mark is the
          header's last element). A busy phone's parser can pause mid-header, and a frame painted
          then showed the header's buttons arriving one by one, each pushing the first ones aside:
          a layout shift (e2e/blog.spec.ts). Chromium 156 unblocks when the mark is inserted, the
          spec once it is fully parsed: for an empty element, the same moment.
        */}
        <link rel="expect" href="#header-parsed" blocking="render" />
        <EarlySubmitScript />
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-brand px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
        >
          {interfaceCopy.skipLink}
        </a>
        {/* The default language's pages (English, content/locales.yml's first) offer the visitor's own. */}
        {locale === localeCodes[0] ? <LanguageNotice offers={languageOffers(locale)} locale={locale} /> : null}
        <PreviewRibbon locale={locale} />
        <PageBackground locale={locale} />
        <Header locale={locale} />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <Footer locale={locale} />
        <ChatLink locale={locale} />
        <HydratedMarker />
        <SpeculationRules />
      </body>
    </html>
  );
}
