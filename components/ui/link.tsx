import type { ComponentProps } from 'react';
import { localePath } from '@/content/locale-path';
import { asset } from '@/components/ui/asset';

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** The page's English path ("/about"), or a full address. */
  href: string;
  /** The language of the page linked to: the current page's, handed down by its page, or another (the Language menu). */
  locale: string;
};

/**
 * The site's internal link. `href` is the page's English path ("/about"): the link leads to that
 * page in the given language ("/ar/about" on an Arabic page), so content and components name
 * each page once. It is a plain <a>, a document navigation: every page is prerendered HTML and its
 * scripts are cached, so Next's client router and the page data it fetches (.txt files, which
 * the build does not ship) buy nothing here (docs/performance.md, "Page to page"). It is no client
 * component: a server component's links are HTML only, with nothing in the page's data.
 */
export function Link({ href, locale, ...props }: LinkProps) {
  const target = href.startsWith('/') ? asset(localePath(locale, href)) : href;
  return <a {...props} href={target} />;
}
