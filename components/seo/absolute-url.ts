import { defaultLocale } from '@/content/locale-path';
import { getSite } from '@/content/site';

/**
 * site.url (NEXT_PUBLIC_SITE_URL, with the sub-path if the site is served from one) + a site path:
 * "https://www.example.com/about". For links that leave the page: sitemap, robots.txt, JSON-LD.
 */
export function absoluteUrl(path: string, base: string = getSite(defaultLocale).url): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}
