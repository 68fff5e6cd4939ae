'use client';

import clsx from 'clsx';
import type { Link as NavLink } from '@/content/schema';
import { Link } from '@/components/ui/link';
import { isCurrent } from './is-current';
import { useEnglishPath } from '@/components/i18n/english-path';

/** The desktop navigation row, to the pages in `locale` (the page's language); marks the current section with aria-current. */
export function NavLinks({ links, locale }: { links: NavLink[]; locale: string }) {
  const pathname = useEnglishPath(locale);
  return (
    // The links' look is said once, on the list (the row is in every page's HTML): the current
    // section's in ink with a saffron bar, the others muted until hovered.
    <ul
      className={clsx(
        'flex flex-wrap items-center gap-x-1 lg:gap-x-2',
        '[&_a]:relative [&_a]:inline-flex [&_a]:min-h-11 [&_a]:items-center [&_a]:px-2.5 [&_a]:text-sm [&_a]:font-medium [&_a]:text-ink-soft [&_a]:transition-colors lg:[&_a]:px-3',
        '[&_a]:after:absolute [&_a]:after:inset-x-2.5 [&_a]:after:bottom-1.5 [&_a]:after:h-0.5 [&_a]:after:rounded-full [&_a]:after:transition-colors',
        '[&_a:hover]:text-ink [&_a:not([aria-current]):hover]:after:bg-surface-line [&_a[aria-current]]:text-ink [&_a[aria-current]]:after:bg-saffron',
      )}
    >
      {links.map((link) => {
        const current = isCurrent(link.href, pathname);
        return (
          <li key={link.href}>
            <Link locale={locale} href={link.href} aria-current={current ? 'page' : undefined}>
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
