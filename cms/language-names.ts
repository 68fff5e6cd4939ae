import { locales } from '../content/locales';

// Apart from cms/config.ts, which reads every content module (and through the articles, jsdom):
// the editor's own code and its browser tests need only the names.

/**
 * Each language as the editor names it (its interface is English): "Arabic (العربية)", from its tag
 * and its own name in content/locales.yml; "English" alone where the two agree.
 */
export function languageNames(): Record<string, string> {
  const english = new Intl.DisplayNames(['en'], { type: 'language' });
  return Object.fromEntries(
    locales.map(({ code, lang, name }) => {
      const inEnglish = english.of(lang) ?? code.toUpperCase();
      return [code, inEnglish === name ? name : `${inEnglish} (${name})`];
    }),
  );
}
