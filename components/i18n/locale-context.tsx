'use client';

import { usePathname } from 'next/navigation';
import { createContext, useContext, type ReactNode } from 'react';
import { defaultLocale, splitLocalePath } from '@/content/locale-path';

/** The page's language and every language code of the site, for client components. */
export type LocaleValue = { locale: string; codes: readonly string[] };

const LocaleContext = createContext<LocaleValue>({ locale: defaultLocale, codes: [defaultLocale] });

export function LocaleProvider({ value, children }: { value: LocaleValue; children: ReactNode }) {
  return <LocaleContext value={value}>{children}</LocaleContext>;
}

/** The page's language (and the site's languages), in a client component. */
export function useLocale(): LocaleValue {
  return useContext(LocaleContext);
}

/** The page's path as English has it ("/about" on /ar/about), for links to the same page in another language and current-page marks. */
export function useEnglishPath(): string {
  const { codes } = useLocale();
  return splitLocalePath(usePathname() ?? '/', codes)[1];
}
