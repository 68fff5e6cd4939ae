'use client';

import { useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useEnglishPath } from '@/components/i18n/english-path';
import { Link } from '@/components/ui/link';
import { chosenLanguage, dismissLanguageNotice, languageNoticeDismissed, offeredLanguage, rememberLanguage } from './language-choice';
import { SvgIcon } from '@/components/ui/svg-icon';

/** A language the notice can offer, with its words in that language (content/interface.yml, languageNotice). */
export type LanguageOffer = { code: string; lang: string; dir: 'ltr' | 'rtl'; text: string; link: string; close: string };

const subscribe = () => () => {};

/**
 * On an English page, offers it in the language the visitor's browser prefers, if the site has
 * it: a small card in that language at the bottom of the screen, never a redirect (crawlers and
 * shared links stay where they are). Shown only to a visitor who has not chosen a language (the
 * Language menu) nor closed the notice before. Nothing runs until the page has hydrated, and
 * then only reads navigator.languages and localStorage: the server renders nothing, and
 * useSyncExternalStore renders the notice right after hydration when there is one to show.
 * Fixed in place, it covers the page's edge without moving anything (no layout shift), and
 * stays clear of the chat button: above it on a phone, across the whole width, beside it from
 * the sm breakpoint.
 */
export function LanguageNotice({ offers, locale }: { offers: LanguageOffer[]; locale: string }) {
  const path = useEnglishPath(locale);
  const offered = useSyncExternalStore(
    subscribe,
    () => {
      if (chosenLanguage() || languageNoticeDismissed()) return null;
      return offeredLanguage(navigator.languages?.length ? navigator.languages : [navigator.language], offers, locale)?.code ?? null;
    },
    () => null,
  );
  const [closed, setClosed] = useState(false);
  const notice = useRef<HTMLElement>(null);
  const textId = useId();
  const offer = offers.find(({ code }) => code === offered);
  if (!offer || closed) return null;

  const close = () => {
    dismissLanguageNotice();
    // Focus was on the notice (its button, or Escape pressed in it): go on from the page's content.
    if (notice.current?.contains(document.activeElement)) document.getElementById('main')?.focus({ preventScroll: true });
    setClosed(true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };
  // The query and fragment come along: /contact?subject=… leads to /ar/contact?subject=…
  const here = `${path}${typeof window === 'undefined' ? '' : window.location.search + window.location.hash}`;

  return (
    <div className="pointer-events-none fixed inset-x-4 bottom-22 z-30 flex sm:inset-x-6 sm:bottom-6 sm:me-24">
      <section
        ref={notice}
        lang={offer.lang}
        dir={offer.dir}
        aria-labelledby={textId}
        onKeyDown={onKeyDown}
        className="pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-card border border-surface-line bg-white p-4 text-ink shadow-lift motion-safe:transition motion-safe:duration-200 motion-safe:ease-out motion-safe:starting:translate-y-2 motion-safe:starting:opacity-0"
      >
        <SvgIcon name="languages" strokeWidth={1.75} className="mt-0.5 size-5 shrink-0 text-brand" />
        <div className="min-w-0 flex-1">
          <p id={textId} className="text-sm leading-6">
            {offer.text}
          </p>
          <Link
            href={here}
            locale={offer.code}
            hrefLang={offer.lang}
            data-locale={offer.code}
            onClick={(event) => rememberLanguage(event.currentTarget)}
            className="mt-1 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-dark underline underline-offset-4 hover:text-brand"
          >
            {offer.link}
            <SvgIcon name="arrow-right" strokeWidth={1.75} className="size-4 rtl:-scale-x-100" />
          </Link>
        </div>
        <button
          type="button"
          aria-label={offer.close}
          onClick={close}
          className="-me-2 -mt-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink/70 transition-colors hover:bg-surface hover:text-ink"
        >
          <SvgIcon name="x" strokeWidth={1.75} className="size-5" />
        </button>
      </section>
    </div>
  );
}
