import type { ReactNode } from 'react';
import { getInterface } from '@/content/interface';

type NewTabLinkProps = {
  href: string;
  /** The page's language (a code of content/locales.yml): the words that say a new tab opens are in it. */
  locale: string;
  children: ReactNode;
  /** For a link that shows only an icon: its name, which then also says that it opens a new tab. */
  label?: string;
  className?: string;
};

/**
 * A link to another site (WhatsApp, a public register, a social profile), opened in a new tab;
 * screen readers hear that it does. Server-only: the words come from content/interface.ts.
 */
export function NewTabLink({ href, locale, children, label, className }: NewTabLinkProps) {
  const interfaceCopy = getInterface(locale);
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label && `${label} ${interfaceCopy.newTab}`} className={className}>
      {children}
      {!label && <span className="sr-only"> {interfaceCopy.newTab}</span>}
    </a>
  );
}
