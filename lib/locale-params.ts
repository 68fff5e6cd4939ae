import { localeCodes } from '@/content/locales';

/** Every language's params, for a route handler under app/[locale]/ (which no layout gives them): share images, search index. */
export function localeParams() {
  return localeCodes.map((locale) => ({ locale }));
}
