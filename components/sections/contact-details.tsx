import type { ContactCopy } from '@/content/contact';
import { Fragment } from 'react';
import type { Site } from '@/content/schema';
import { addressLines } from '@/lib/address';
import { BrandIcon } from '@/components/ui/brand-icon';
import { Card } from '@/components/ui/card';
import { ContactLine } from '@/components/ui/contact-line';
import { NewTabLink } from '@/components/ui/new-tab-link';
import { TitleWithText } from '@/components/ui/title-with-text';

type ContactDetailsProps = {
  copy: ContactCopy['details'];
  site: Site;
  /** The page's language (a code of content/locales.yml). */
  locale: string;
};

/** The side column of /contact: phone, e-mail, postal address and social links. Server-rendered. */
export function ContactDetails({ copy, site, locale }: ContactDetailsProps) {
  const label = 'text-sm font-semibold uppercase tracking-wider text-ink-muted';
  return (
    <aside aria-labelledby="contact-details-title">
      <Card className="grid content-start gap-6 sm:p-8">
        <TitleWithText id="contact-details-title" title={copy.title} text={copy.intro} locale={locale} size="card" />
        <address className="grid gap-5 not-italic">
          <ContactLine icon="phone" label={copy.phone} className="gap-4" iconClassName="text-brand">
            <a
              href={`tel:${site.phone.e164}`}
              dir="ltr"
              className="text-lg font-semibold whitespace-nowrap text-ink hover:text-brand-dark hover:underline"
            >
              {site.phone.display}
            </a>
          </ContactLine>
          <ContactLine icon="mail" label={copy.email} className="gap-4" iconClassName="text-brand">
            <a
              href={`mailto:${site.email}`}
              dir="ltr"
              className="text-lg font-semibold break-all text-ink hover:text-brand-dark hover:underline"
            >
              {site.email}
            </a>
          </ContactLine>
          <ContactLine icon="map-pin" label={copy.address} className="gap-4" iconClassName="text-brand">
            <p className="text-ink">
              {site.legalName}
              {addressLines(site).map((line) => (
                <Fragment key={line}>
                  <br />
                  {line}
                </Fragment>
              ))}
            </p>
          </ContactLine>
        </address>
        <div className="border-t border-surface-line pt-6">
          <h3 className={label}>{copy.socials}</h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {site.socials.map((social) => (
              <li key={social.name}>
                <NewTabLink
                  href={social.url}
                  locale={locale}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full border border-surface-line px-4 text-sm font-medium text-ink hover:border-brand hover:text-brand-dark"
                >
                  <BrandIcon name={social.name} className="size-5 text-brand" />
                  {social.name}
                </NewTabLink>
              </li>
            ))}
          </ul>
        </div>
      </Card>
    </aside>
  );
}
