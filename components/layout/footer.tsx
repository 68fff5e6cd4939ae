import { Mail, MapPin, Phone } from 'lucide-react';
import type { Link as NavLink } from '@/content/schema';
import { interfaceCopy } from '@/content/interface';
import { navigation } from '@/content/navigation';
import { site } from '@/content/site';
import { Link } from '@/components/ui/link';
import { BrandIcon } from '@/components/ui/brand-icon';
import { Container } from '@/components/ui/container';
import { Logo } from './logo';

function FooterLinks({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-saffron">{title}</h2>
      <ul className="mt-4 grid gap-1">
        {links.map((link) => (
          <li key={link.label}>
            <Link href={link.href} className="inline-flex min-h-9 items-center text-white/85 hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** "2025" in the first year, "2025–2026" after it. */
export function copyrightYears(first: number, buildYear: number): string {
  return buildYear > first ? `${first}–${buildYear}` : String(first);
}

/** `buildYear` is the year the page is prerendered, i.e. the build's: the line never lags the articles. */
export function Footer({ buildYear = new Date().getFullYear() }: { buildYear?: number }) {
  const { address, footer } = site;
  const copyright = footer.copyright
    .replace('{years}', copyrightYears(site.copyrightYear, buildYear))
    .replace('{legalName}', site.legalName);
  return (
    <footer className="bg-ink text-white">
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr] lg:py-16">
        <div>
          <Logo tone="light" />
          <p className="mt-4 max-w-xs text-sm text-white/80">{site.description}</p>
          <ul className="mt-5 flex gap-2" aria-label={footer.social}>
            {site.socials.map((social) => (
              <li key={social.name}>
                <a
                  href={social.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${social.name} ${interfaceCopy.newTab}`}
                  className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-brand"
                >
                  <BrandIcon name={social.name} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterLinks title={footer.quickLinks} links={navigation.footerQuick} />
        <FooterLinks title={footer.offerings} links={navigation.offerings} />
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-saffron">{footer.contact}</h2>
          <address className="mt-4 grid gap-3 not-italic text-white/85">
            <p className="flex gap-3">
              <MapPin aria-hidden="true" strokeWidth={1.75} className="mt-0.5 size-5 shrink-0 text-saffron" />
              <span>
                {address.street}, {address.city}, {address.region} {address.postcode}, {address.country}
              </span>
            </p>
            <p className="flex gap-3">
              <Phone aria-hidden="true" strokeWidth={1.75} className="mt-0.5 size-5 shrink-0 text-saffron" />
              <a href={`tel:${site.phone.e164}`} className="whitespace-nowrap hover:text-white hover:underline">
                {site.phone.display}
              </a>
            </p>
            <p className="flex gap-3">
              <Mail aria-hidden="true" strokeWidth={1.75} className="mt-0.5 size-5 shrink-0 text-saffron" />
              <a href={`mailto:${site.email}`} className="break-all hover:text-white hover:underline">
                {site.email}
              </a>
            </p>
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
