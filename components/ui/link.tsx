'use client';

import type { ComponentProps } from 'react';
import { localePath } from '@/content/locale-path';
import { useLocale } from '@/components/i18n/locale-context';
import { asset } from '@/components/ui/asset';

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** The page's English path ("/about"), or a full address. */
  href: string;
  /** The language of the page linked to; the current page's unless it says otherwise (the Language menu). */
  locale?: string;
};

/**
 * The site's internal link. `href` is the page's English path ("/about"): the link leads to that
 * page in the current language ("/ar/about" on an Arabic page), so content and components name
 * each page once. It is a plain <a>, a document navigation: every page is prerendered HTML and its
 * scripts are cached, so Next's client router and the page data it fetches (.txt files, which
 * the build does not ship) buy nothing here (docs/performance.md, "Page to page").
 */
export function Link({ href, locale, ...props }: LinkProps) {
  const current = useLocale().locale;
  const target = href.startsWith('/') ? asset(localePath(locale ?? current, href)) : href;
  return <a {...props} href={target} />;
}
