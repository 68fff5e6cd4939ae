import { localeCodes } from '@/content/locales';

/** Every language's params, for a route handler under app/[locale]/ (which no layout gives them). */
export function localeParams() {
  return localeCodes.map((locale) => ({ locale }));
}
