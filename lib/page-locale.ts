import { cache } from 'react';

// The language of the page being rendered, for server components: each page and layout under
// app/[locale]/ sets it from its params (React's per-render cache keeps renders apart), and any
// server component below reads it instead of having it passed through every level. Client
// components get it from LocaleProvider.

const current = cache(() => ({ locale: undefined as string | undefined }));

export type LocaleParams = { params: Promise<{ locale: string }> };

/** Reads the page's language from its params and makes it the render's: call first in a page or layout. */
export async function setPageLocale(params: Promise<{ locale: string }>): Promise<string> {
  const { locale } = await params;
  return setPageLocaleTo(locale);
}

/** Makes `locale` the render's language, where it is known without params (the site-wide 404 page). */
export function setPageLocaleTo(locale: string): string {
  current().locale = locale;
  return locale;
}

/** The language of the page being rendered (set by its page and layout). */
export function pageLocale(): string {
  const { locale } = current();
  if (!locale) throw new Error('pageLocale(): the page or layout did not call setPageLocale(params) first');
  return locale;
}
