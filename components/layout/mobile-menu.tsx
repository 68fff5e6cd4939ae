'use client';

import clsx from 'clsx';
import type { Link as NavLink } from '@/content/schema';
import { Disclosure, DisclosureIcon } from '@/components/ui/disclosure';
import { LinkList } from '@/components/ui/link-list';
import { isCurrent } from './is-current';
import { rememberLanguage } from './language-choice';
import { useLanguageLinks, type LanguageOption } from './language-menu';
import { useEnglishPath } from '@/components/i18n/english-path';

type MobileMenuProps = {
  links: NavLink[];
  secondary: NavLink[];
  /** The same page in each language, below the rest. */
  languages: LanguageOption[];
  /** The button's name and the landmark's. */
  copy: { toggle: string; landmark: string };
  /** The page's language. */
  locale: string;
};

// Each list styles its links (link-lists.css; said once, not on every link: the menu is in every page's HTML).
const smallLinks = 'menu-links menu-links-small';

/** Below 768 px the navigation sits behind this toggle. Choosing a link or pressing Escape closes it. */
export function MobileMenu({ links, secondary, languages, copy, locale }: MobileMenuProps) {
  const pathname = useEnglishPath(locale);
  const languageLinks = useLanguageLinks(languages, locale);
  const marked = (list: NavLink[]) => list.map((link) => ({ ...link, current: isCurrent(link.href, pathname) }));

  return (
    <Disclosure
      className="lg:hidden"
      buttonClassName="inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-surface"
      button={<DisclosureIcon icon="menu" className="size-6" label={copy.toggle} />}
      panelId="mobile-menu"
      panelClassName="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-surface-line bg-white shadow-lift"
    >
      <nav aria-label={copy.landmark} className="px-4 py-3">
        <LinkList links={marked(links)} locale={locale} className="menu-links grid gap-0.5 [&_a]:text-base" />
        <LinkList links={marked(secondary)} locale={locale} className={clsx(smallLinks, '[&_a]:border [&_a]:border-surface-line')} />
        <div onClickCapture={(event) => rememberLanguage(event.target)}>
          <LinkList links={languageLinks} locale={locale} currentIs="true" className={smallLinks} />
        </div>
      </nav>
    </Disclosure>
  );
}
