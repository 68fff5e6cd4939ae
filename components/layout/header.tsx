import { getInterface } from '@/content/interface';
import { locales } from '@/content/locales';
import { getNavigation } from '@/content/navigation';
import { getSearch } from '@/content/search';
import { Link } from '@/components/ui/link';
import { SvgIcon } from '@/components/ui/svg-icon';
import { QuoteLink } from '@/components/quote/quote-link';
import { Container } from '@/components/ui/container';
import { DropdownMenu } from './dropdown-menu';
import { LanguageMenu } from './language-menu';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';
import { SearchBox } from './search-box';

export function Header({ locale }: { locale: string }) {
  // Each language named in itself, for the Language menus.
  const languages = locales.map(({ code, lang, name }) => ({ code, lang, name }));
  const interfaceCopy = getInterface(locale);
  const navigation = getNavigation(locale);
  const search = getSearch(locale);
  return (
    <header className="sticky top-0 z-40 border-b border-surface-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/90">
      <div className="relative">
        <Container className="flex h-16 items-center justify-between gap-3">
          <Logo locale={locale} />
          <div className="flex items-center gap-0.5">
            <SearchBox copy={search.header} locale={locale} />
            <LanguageMenu label={navigation.menus.language} languages={languages} locale={locale} className="hidden lg:block" />
            <DropdownMenu
              label={navigation.menus.account}
              icon={<SvgIcon name="user-round" className="size-5" />}
              links={navigation.account}
              locale={locale}
              className="hidden lg:block"
            />
            <Link
              locale={locale}
              href={navigation.store.href}
              className="ms-1 hidden min-h-11 items-center gap-1.5 rounded-lg border border-ink/15 px-3 text-sm font-semibold text-ink hover:border-brand hover:text-brand-dark lg:inline-flex"
            >
              <SvgIcon name="shopping-bag" className="size-5" />
              {navigation.store.label}
            </Link>
            <QuoteLink href={navigation.quote.href} label={navigation.quote.label} locale={locale} />
            <MobileMenu
              links={navigation.main}
              secondary={[navigation.store, ...navigation.account]}
              languages={languages}
              copy={{ toggle: interfaceCopy.menu, landmark: interfaceCopy.landmarks.mobile }}
              locale={locale}
            />
          </div>
        </Container>
      </div>
      <nav aria-label={interfaceCopy.landmarks.main} className="hidden border-t border-surface-line lg:block">
        <Container>
          <NavLinks links={navigation.main} locale={locale} />
        </Container>
      </nav>
      {/* The first frame waits for this mark (site-shell.tsx): the header is whole by then. */}
      <span id="header-parsed" hidden />
    </header>
  );
}
