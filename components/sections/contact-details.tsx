import clsx from 'clsx';
import type { ContactChannel } from '@/content/channels';
import type { ContactCopy } from '@/content/contact';
import { Fragment } from 'react';
import type { Site } from '@/content/schema';
import { socialLinks } from '@/content/site';
import { addressLines } from '@/lib/address';
import { BrandIcon } from '@/components/ui/brand-icon';
import { Card } from '@/components/ui/card';
import { ChannelValue } from '@/components/ui/channel-value';
import { ChannelIcon } from '@/components/ui/contact-channels';
import { ContactLine } from '@/components/ui/contact-line';
import { NewTabLink } from '@/components/ui/new-tab-link';
import { TitleWithText } from '@/components/ui/title-with-text';

type ContactDetailsProps = {
  copy: ContactCopy['details'];
  site: Site;
  /** The company's channels in the page's order (content/channels.ts getChannels). */
  channels: ContactChannel[];
  /** Heard after a link that opens in a new tab. */
  newTab: string;
  /** The page's language (a code of content/locales.yml). */
  locale: string;
};

const newTabProps = { target: '_blank', rel: 'noopener noreferrer' };
/** A channel's value: a number, an address, an ID, wrapped anywhere rather than overflow a narrow column. */
const value = 'text-lg font-semibold break-words text-ink';
const valueLink = clsx(value, 'hover:text-brand-dark hover:underline');

/** The side column of /contact: the company's channels in the language's order, postal address and social links. Server-rendered. */
export function ContactDetails({ copy, site, channels, newTab, locale }: ContactDetailsProps) {
  const label = 'text-sm font-semibold uppercase tracking-wider text-ink-muted';
  // A network's home page stands for a profile not set yet: no link (content/site.ts).
  const socials = socialLinks(site);
  return (
    <aside aria-labelledby="contact-details-title">
      <Card className="grid content-start gap-6 sm:p-8">
        <TitleWithText id="contact-details-title" title={copy.title} text={copy.intro} locale={locale} size="card" />
        <address className="grid gap-5 not-italic">
          {channels.map((channel) => (
            <ContactLine
              key={channel.key}
              icon={<ChannelIcon channel={channel.key} className="mt-0.5 text-brand" />}
              label={channel.label}
              className="gap-4"
            >
              {channel.href ? (
                <a
                  href={channel.href}
                  // The number or address alone: left to right inside a right-to-left page.
                  dir={channel.before || channel.after ? undefined : 'ltr'}
                  {...(channel.href.startsWith('https://') ? newTabProps : {})}
                  className={clsx(valueLink, (channel.key === 'phone' || channel.key === 'whatsapp') && 'whitespace-nowrap')}
                >
                  <ChannelValue channel={channel} />
                  {channel.href.startsWith('https://') && <span className="sr-only"> {newTab}</span>}
                </a>
              ) : (
                <p className={clsx(value, 'select-all')}>
                  <ChannelValue channel={channel} />
                </p>
              )}
            </ContactLine>
          ))}
          <ContactLine icon="map-pin" label={copy.address} className="gap-4" iconClassName="text-brand">
            <p className="text-ink">
              {/* Latin letters in a right-to-left line: its full stop ("Ltd.") stays at its end. */}
              <bdi>{site.legalName}</bdi>
              {addressLines(site).map((line) => (
                <Fragment key={line}>
                  <br />
                  {line}
                </Fragment>
              ))}
            </p>
          </ContactLine>
        </address>
        {socials.length > 0 && (
          <div className="border-t border-surface-line pt-6">
            <h3 className={label}>{copy.socials}</h3>
            <ul className="mt-3 flex flex-wrap gap-2">
              {socials.map((social) => (
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
        )}
      </Card>
    </aside>
  );
}
