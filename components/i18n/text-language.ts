import { localeInfo } from '@/content/locales';
import { defaultLocale } from '@/content/locale-path';

/** The language of words shown in another than the page's: an English fallback, isolated left to right on a right-to-left page. */
export type TextLanguage = { lang: string; dir?: 'ltr' };

/** How a page in `locale` marks the words its language lacks and shows in English. */
export function englishIn(locale: string): TextLanguage {
  const english = { lang: localeInfo(defaultLocale).lang };
  return localeInfo(locale).dir === 'rtl' ? { ...english, dir: 'ltr' } : english;
}
