import type { Link as NavLink } from '@/content/schema';
import { Link } from './link';

/** `locale`: the language of the page linked to, when not the current page's (the Language menu); `lang` its BCP 47 tag. */
export type ListedLink = NavLink & { lang?: string; locale?: string; current?: boolean };

type LinkListProps = {
  links: ListedLink[];
  /** The page's language: where each link leads unless it names its own. */
  locale: string;
  className?: string;
  linkClassName?: string;
  /** What aria-current says on the link marked `current`: the page, or the chosen one of a set (a language). */
  currentIs?: 'page' | 'true';
};

/** A list of links: the footer's columns, the header's menus, the 404 page's suggestions. */
export function LinkList({ links, locale, className, linkClassName, currentIs = 'page' }: LinkListProps) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href + link.label}>
          <Link
            href={link.href}
            locale={link.locale ?? locale}
            lang={link.lang}
            hrefLang={link.locale ? link.lang : undefined}
            data-locale={link.locale}
            aria-current={link.current ? currentIs : undefined}
            className={linkClassName}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
