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
    <ul className="flex flex-wrap items-center gap-x-1 lg:gap-x-2">
      {links.map((link) => {
        const current = isCurrent(link.href, pathname);
        return (
          <li key={link.href}>
            <Link
              locale={locale}
              href={link.href}
              aria-current={current ? 'page' : undefined}
              className={clsx(
                'relative inline-flex min-h-11 items-center px-2.5 text-sm font-medium transition-colors lg:px-3',
                'after:absolute after:inset-x-2.5 after:bottom-1.5 after:h-0.5 after:rounded-full after:transition-colors',
                current ? 'text-ink after:bg-saffron' : 'text-ink-soft after:bg-transparent hover:text-ink hover:after:bg-surface-line',
              )}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
