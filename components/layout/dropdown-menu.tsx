'use client';

import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { Link as NavLink } from '@/content/schema';
import { Link } from '@/components/ui/link';
import { useDisclosure } from './use-disclosure';

type DropdownMenuProps = {
  label: string;
  icon: ReactNode;
  links: (NavLink & { lang?: string; current?: boolean })[];
  className?: string;
};

/** A button that discloses a short list of links (Account, Language). */
export function DropdownMenu({ label, icon, links, className }: DropdownMenuProps) {
  const { open, setOpen, toggle, root, button } = useDisclosure();
  const listId = useId();

  return (
    <div ref={root} className={clsx('relative', className)}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={toggle}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-ink-soft transition-colors hover:bg-surface hover:text-ink"
      >
        {icon}
        <span>{label}</span>
        <ChevronDown aria-hidden="true" strokeWidth={1.75} className={clsx('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 min-w-44 rounded-xl border border-surface-line bg-white p-1.5 shadow-lift"
      >
        {links.map((link) => (
          <li key={link.href + link.label}>
            <Link
              href={link.href}
              lang={link.lang}
              aria-current={link.current ? 'true' : undefined}
              onClick={() => setOpen(false)}
              className="block rounded-lg px-3 py-2 text-sm text-ink hover:bg-brand-light hover:text-brand-dark aria-[current]:font-semibold"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
