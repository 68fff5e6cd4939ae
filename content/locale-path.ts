// Addresses per language, safe for the browser (no file access): English pages keep their paths,
// every other language lives under /<code>/. content/locales.yml lists the languages.

/** The language every entry is written in first; its pages have no prefix. */
export const defaultLocale = 'en';

/**
 * Whether `path` is a page of the site ("/about", "/services/toys?x#y"), which has a version in
 * each language, rather than a file ("/images/catalogue.pdf", "/search-index.json") or another site.
 */
function isPagePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  const pathname = path.split(/[?#]/, 1)[0]!;
  return !pathname.split('/').at(-1)!.includes('.');
}

/** "/about" in `locale`: "/about" in English, "/ar/about" in Arabic, "/ar" for the home page. Files stay as they are. */
export function localePath(locale: string, path: string): string {
  if (locale === defaultLocale || !isPagePath(path)) return path;
  return /^\/([?#]|$)/.test(path) ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

/**
 * The language of a site path and the path as English has it: "/ar/about" → ["ar", "/about"].
 * "/en/about" is English's "/about" too: the build renders English under /en/ before moving it.
 */
export function splitLocalePath(path: string, codes: readonly string[]): [locale: string, path: string] {
  const [, first = '', rest = ''] = /^\/([^/?#]+)(.*)$/.exec(path) ?? [];
  if (first === defaultLocale || codes.includes(first)) return [first, rest.startsWith('/') ? rest : `/${rest}`];
  return [defaultLocale, path];
}
