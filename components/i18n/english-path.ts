import { usePathname } from 'next/navigation';
import { splitLocalePath } from '@/content/locale-path';

/** Where Next renders the site-wide 404 page, and each language's (app/[locale]/[...missing]). */
const notFoundPaths = new Set(['/_not-found', '/404']);

/**
 * The page's path as English has it ("/about" on /ar/about, `locale` being the page's language),
 * for links to the same page in another language and current-page marks. Read from the address:
 * the header that asks is drawn by the layout, which Next gives no path and keeps across
 * client-side navigations.
 */
export function useEnglishPath(locale: string): string {
  const path = splitLocalePath(usePathname() ?? '/', [locale])[1];
  // A 404 page has no address of its own: its language links lead to each language's home page.
  return notFoundPaths.has(path) ? '/' : path;
}
