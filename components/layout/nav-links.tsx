'use client';

import type { Link as NavLink } from '@/content/schema';
import { Link } from '@/components/ui/link';
import { isCurrent } from './is-current';
import { useEnglishPath } from '@/components/i18n/english-path';

/** The desktop navigation row, to the pages in `locale` (the page's language); marks the current section with aria-current. */
export function NavLinks({ links, locale }: { links: NavLink[]; locale: string }) {
  const pathname = useEnglishPath(locale);
  return (
    // The links' look is said once, on the list (link-lists.css): the row is in every page's HTML.
    <ul className="nav-row">
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
