import type { Link as NavLink } from '@/content/schema';
import { getNavigation } from '@/content/navigation';
import { getSite } from '@/content/site';
import { addressLine } from '@/lib/address';
import { BrandIcon } from '@/components/ui/brand-icon';
import { ContactLine } from '@/components/ui/contact-line';
import { Container } from '@/components/ui/container';
import { LinkList } from '@/components/ui/link-list';
import { NewTabLink } from '@/components/ui/new-tab-link';
import { Logo } from './logo';

function FooterLinks({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wider text-saffron uppercase">{title}</h2>
      <LinkList
        links={links}
        className="mt-4 grid gap-1"
        linkClassName="inline-flex min-h-9 items-center text-white/85 hover:text-white hover:underline"
      />
    </nav>
  );
}

/** "2025" in the first year, "2025–2026" after it. */
function copyrightYears(first: number, buildYear: number): string {
  return buildYear > first ? `${first}–${buildYear}` : String(first);
}

type FooterProps = {
  /** The page's language (a code of content/locales.yml). */
  locale: string;
  /** The year the page is prerendered, i.e. the build's: the line never lags the articles. */
  buildYear?: number;
};

export function Footer({ locale, buildYear = new Date().getFullYear() }: FooterProps) {
  const navigation = getNavigation(locale);
  const site = getSite(locale);
  const { footer } = site;
  const copyright = footer.copyright
    .replace('{years}', copyrightYears(site.copyrightYear, buildYear))
    .replace('{legalName}', site.legalName);
  return (
    <footer className="bg-ink text-white">
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr] lg:py-16">
        <div>
          <Logo locale={locale} tone="light" />
          <p className="mt-4 max-w-xs text-sm text-white/80">{site.description}</p>
          <ul className="mt-5 flex gap-2" aria-label={footer.social}>
            {site.socials.map((social) => (
              <li key={social.name}>
                <NewTabLink
                  href={social.url}
                  locale={locale}
                  label={social.name}
                  className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-brand"
                >
                  <BrandIcon name={social.name} />
                </NewTabLink>
              </li>
            ))}
          </ul>
        </div>
        <FooterLinks title={footer.quickLinks} links={navigation.footerQuick} />
        <FooterLinks title={footer.offerings} links={navigation.offerings} />
        <div>
          <h2 className="text-sm font-semibold tracking-wider text-saffron uppercase">{footer.contact}</h2>
          <address className="mt-4 grid gap-3 text-white/85 not-italic">
            <ContactLine icon="map-pin" className="gap-3" iconClassName="text-saffron">
              <span>{addressLine(site)}</span>
            </ContactLine>
            <ContactLine icon="phone" className="gap-3" iconClassName="text-saffron">
              <a href={`tel:${site.phone.e164}`} dir="ltr" className="whitespace-nowrap hover:text-white hover:underline">
                {site.phone.display}
              </a>
            </ContactLine>
            <ContactLine icon="mail" className="gap-3" iconClassName="text-saffron">
              <a href={`mailto:${site.email}`} dir="ltr" className="break-all hover:text-white hover:underline">
                {site.email}
              </a>
            </ContactLine>
          </address>
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-2 py-6 pb-24 text-sm text-white/70 sm:flex-row sm:justify-between sm:pb-6">
          <p>{copyright}</p>
          <p>{footer.note}</p>
        </Container>
      </div>
    </footer>
  );
}
