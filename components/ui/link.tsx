import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The site's internal link: next/link without viewport prefetch. Next's default fetches every
 * visible link's page data while the page is still starting, which cost this site's pages about a
 * third of their main-thread work on first load (docs/performance.md). Pages are prefetched on
 * intent instead, when a link is pointed at, touched or focused (PrefetchOnIntent in the layout).
 */
export function Link(props: Omit<ComponentProps<typeof NextLink>, 'prefetch'>) {
  return <NextLink {...props} prefetch={false} />;
}
