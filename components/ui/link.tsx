'use client';

import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { localePath } from '@/content/locale-path';

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'prefetch' | 'locale'> & {
  /** The language of the page linked to: the current page's, handed down by its page, or another (the Language menu). */
  locale: string;
};

/**
 * The site's internal link. `href` is the page's English path ("/about"): the link leads to that
 * page in the current language ("/ar/about" on an Arabic page), so content and components name
 * each page once. It is next/link without viewport prefetch: Next's default fetches every
 * visible link's page data while the page is still starting, which cost this site's pages about a
 * third of their main-thread work on first load (docs/performance.md). Pages are prefetched on
 * intent instead, when a link is pointed at, touched or focused (PrefetchOnIntent in the layout).
 */
export function Link({ href, locale, ...props }: LinkProps) {
  const target = typeof href === 'string' ? localePath(locale, href) : href;
  return <NextLink {...props} href={target} prefetch={false} />;
}
