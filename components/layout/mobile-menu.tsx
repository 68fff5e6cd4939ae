'use client';

import clsx from 'clsx';
import { Menu, X } from 'lucide-react';
import { usePathname } from 'next/navigation';
import type { Link as NavLink } from '@/content/schema';
import { Link } from '@/components/ui/link';
import { isCurrent } from './is-current';
import { useDisclosure } from './use-disclosure';

type MobileMenuProps = { links: NavLink[]; secondary: NavLink[] };

/** Below 768 px the navigation sits behind this toggle. Choosing a link or pressing Escape closes it. */
export function MobileMenu({ links, secondary }: MobileMenuProps) {
  const { open, setOpen, toggle, root, button } = useDisclosure();
  const pathname = usePathname();

  const linkClass =
    'flex min-h-12 items-center rounded-lg px-3 text-base font-medium text-ink hover:bg-brand-light aria-[current=page]:bg-brand-light aria-[current=page]:text-brand-dark';

  return (
    <div ref={root} className="md:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={toggle}
        className="inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-surface"
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        <span className="sr-only">Menu</span>
      </button>
      <div
        id="mobile-menu"
        hidden={!open}
        className={clsx('absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-surface-line bg-white shadow-lift')}
      >
        <nav aria-label="Mobile" className="px-4 py-3">
          <ul className="grid gap-0.5">
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  aria-current={isCurrent(link.href, pathname) ? 'page' : undefined}
                  onClick={() => setOpen(false)}
                  className={linkClass}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <ul className="mt-3 grid grid-cols-3 gap-2 border-t border-surface-line pt-3">
            {secondary.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  aria-current={isCurrent(link.href, pathname) ? 'page' : undefined}
                  onClick={() => setOpen(false)}
                  className={clsx(linkClass, 'justify-center border border-surface-line text-sm')}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
