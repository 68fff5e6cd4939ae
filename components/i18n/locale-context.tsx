'use client';

import { usePathname } from 'next/navigation';
import { createContext, useContext, type ReactNode } from 'react';
import { defaultLocale, splitLocalePath } from '@/content/locale-path';
import { englishNumbers, type NumberStyle } from '@/components/ui/format-number';

/**
 * The page's language, every language code of the site and those written right to left, and how
 * the page's language writes numbers (worked out at build: islands create no Intl object for it).
 */
export type LocaleValue = { locale: string; codes: readonly string[]; rtl: readonly string[]; numbers: NumberStyle };

const LocaleContext = createContext<LocaleValue>({ locale: defaultLocale, codes: [defaultLocale], rtl: [], numbers: englishNumbers });

/** `numbers` defaults to English's. */
export function LocaleProvider({ value, children }: { value: Omit<LocaleValue, 'numbers'> & Partial<LocaleValue>; children: ReactNode }) {
  return <LocaleContext value={{ numbers: englishNumbers, ...value }}>{children}</LocaleContext>;
}

/** The page's language (and the site's languages), in a client component. */
export function useLocale(): LocaleValue {
  return useContext(LocaleContext);
}

/** The page's path as English has it ("/about" on /ar/about), for links to the same page in another language and current-page marks. */
export function useEnglishPath(): string {
  const { codes } = useLocale();
  const path = splitLocalePath(usePathname() ?? '/', codes)[1];
  // A 404 page has no address of its own: its language links lead to each language's home page.
  return notFoundPaths.has(path) ? '/' : path;
}

/** Where Next renders the site-wide 404 page, and each language's (app/[locale]/[...missing]). */
const notFoundPaths = new Set(['/_not-found', '/404']);

/**
 * lang and dir for text written in `written` (a language code) on this page: nothing when it is the
 * page's language, else its own, so an English article on an Arabic page reads left to right.
 */
export function useTextLanguage(written: string | undefined): { lang?: string; dir?: 'ltr' | 'rtl' } {
  const { locale, rtl } = useLocale();
  const code = written ?? defaultLocale;
  return code === locale ? {} : { lang: code, dir: rtl.includes(code) ? 'rtl' : 'ltr' };
}
