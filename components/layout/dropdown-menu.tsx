'use client';

import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Disclosure } from '@/components/ui/disclosure';
import { LinkList, type ListedLink } from '@/components/ui/link-list';
import { SvgIcon } from '@/components/ui/svg-icon';

type DropdownMenuProps = {
  label: string;
  icon: ReactNode;
  links: ListedLink[];
  /** The page's language. */
  locale: string;
  className?: string;
};

/** A button that discloses a short list of links (Account, Language). */
export function DropdownMenu({ label, icon, links, locale, className }: DropdownMenuProps) {
  return (
    <Disclosure
      className={clsx('relative', className)}
      buttonClassName="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-ink-soft transition-colors hover:bg-surface hover:text-ink"
      button={
        <>
          {icon}
          <span>{label}</span>
          <SvgIcon name="chevron-down" strokeWidth={1.75} className="size-4 transition-transform group-aria-expanded:rotate-180" />
        </>
      }
      panelClassName="absolute end-0 z-50 mt-2 min-w-44 rounded-xl border border-surface-line bg-white p-1.5 shadow-lift"
    >
      <LinkList links={links} locale={locale} currentIs="true" className="dropdown-links" />
    </Disclosure>
  );
}
