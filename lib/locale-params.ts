import { localeCodes } from '@/content/locales';
import { drawsShareImage } from '@/components/seo/page-metadata';

/** Every language's params, for a route handler under app/[locale]/ (which no layout gives them). */
export function localeParams() {
  return localeCodes.map((locale) => ({ locale }));
}

/** The languages whose share images are drawn (components/seo/page-metadata.ts, drawsShareImage). */
export function shareImageParams() {
  return localeParams().filter(({ locale }) => drawsShareImage(locale));
}
