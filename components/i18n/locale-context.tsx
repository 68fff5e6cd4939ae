'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { defaultLocale } from '@/content/locale-path';

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
