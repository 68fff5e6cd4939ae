// Addresses per language, safe for the browser (no file access): English pages keep their paths,
// every other language lives under /<code>/. content/locales.yml lists the languages.

/** The language every entry is written in first; its pages have no prefix. */
export const defaultLocale = 'en';

/** "/about" in `locale`: "/about" in English, "/ar/about" in Arabic, "/ar" for the home page. */
export function localePath(locale: string, path: string): string {
  if (locale === defaultLocale || !path.startsWith('/')) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The language of a site path and the path as English has it: "/ar/about" → ["ar", "/about"]. */
export function splitLocalePath(path: string, codes: readonly string[]): [locale: string, path: string] {
  const [, first = '', rest = ''] = /^\/([^/?#]+)(.*)$/.exec(path) ?? [];
  if (first !== defaultLocale && codes.includes(first)) return [first, rest.startsWith('/') ? rest : `/${rest}`];
  return [defaultLocale, path];
}
