import { localeCodes } from '@/content/locales';

/**
 * generateStaticParams for a route handler under app/[locale]/ (which no layout gives them): one
 * { locale } per language, for the share images and the search index. Not the props type a page
 * receives, which is lib/page-locale.ts's LocaleParams.
 */
export function localeStaticParams() {
  return localeCodes.map((locale) => ({ locale }));
}
