import clsx from 'clsx';
import { Fragment, useId } from 'react';
import type { Link as NavLink, Site } from '@/content/schema';
import { getChannels, type ContactChannel } from '@/content/channels';
import { getInterface } from '@/content/interface';
import { getNavigation } from '@/content/navigation';
import { getSite, socialLinks } from '@/content/site';
import { addressLine } from '@/lib/address';
import { BrandIcon } from '@/components/ui/brand-icon';
import { ChannelValue } from '@/components/ui/channel-value';
import { ChannelIcon, opensNewTab } from '@/components/ui/contact-channels';
import { ContactLine } from '@/components/ui/contact-line';
import { Container } from '@/components/ui/container';
import { LinkList } from '@/components/ui/link-list';
import { NewTabLink } from '@/components/ui/new-tab-link';
import { Logo } from './logo';

function FooterLinks({ title, links, locale }: { title: string; links: NavLink[]; locale: string }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wider text-saffron uppercase">{title}</h2>
      {/* The links' style is said once, on the list (link-lists.css): it would be written on each link, in the HTML and again in the page data. */}
      <LinkList locale={locale} links={links} className="footer-links" />
    </nav>
  );
}

/**
 * One of the company's channels: its name, dimmed, then its value, as a link where it has one.
 * WeChat has no web link: its ID is text a tap selects whole, to paste into WeChat.
 */
function FooterChannel({ channel, newTab }: { channel: ContactChannel; newTab: string }) {
  // "WeChat ID: " already names the channel.
  const label = channel.before === undefined && <span className="text-white/60">{channel.label} </span>;
  // A number never breaks (html-validate's tel-non-breaking). Any other value moves under the name
  // whole when the line is short, and breaks only if it is wider than the column.
  const value = channel.key === 'phone' || channel.key === 'whatsapp' ? 'whitespace-nowrap' : 'inline-block max-w-full wrap-anywhere';
  return (
    <ContactLine icon={<ChannelIcon channel={channel.key} className="mt-0.5 text-saffron" />} className="gap-3">
      {channel.href ? (
        <a
          href={channel.href}
          {...(opensNewTab(channel.href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          className={clsx('group min-w-0 hover:text-white', channel.href.startsWith('tel:') && 'whitespace-nowrap')}
        >
          {label}
          {/* An underline does not reach into an inline block: the value draws its own. */}
          <ChannelValue channel={channel} className={clsx(value, 'group-hover:underline')} />
          {opensNewTab(channel.href) && <span className="sr-only"> {newTab}</span>}
        </a>
      ) : (
        <p className="min-w-0 text-white/60">
          {label}
          <ChannelValue channel={channel} className={clsx('text-white/85 select-all', value)} />
        </p>
      )}
    </ContactLine>
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
  /** The company's details and channels, when not the built ones (the site details' preview in the editor). */
  site?: Site;
  channels?: ContactChannel[];
};

export function Footer({
  locale,
  buildYear = new Date().getFullYear(),
  site = getSite(locale),
  channels = getChannels(locale),
}: FooterProps) {
  const navigation = getNavigation(locale);
  const { newTab } = getInterface(locale);
  const contactId = useId();
  const { footer } = site;
  // A network's home page stands for a profile not set yet: no link (content/site.ts).
  const socials = socialLinks(site);
  // The company's name in Latin letters is set apart, so an Arabic line keeps its full stop ("Ltd.") at its end.
  const copyright = footer.copyright.replace('{years}', copyrightYears(site.copyrightYear, buildYear)).split('{legalName}');
  return (
    <footer className="bg-ink text-white">
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.3fr_0.8fr_1fr_1.5fr] lg:py-16">
        <div>
          <Logo locale={locale} tone="light" />
          <p className="mt-4 max-w-xs text-sm text-white/80">{site.description}</p>
          {socials.length > 0 && (
            <ul className="mt-5 flex gap-2" aria-label={footer.social}>
              {socials.map((social) => (
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
          )}
        </div>
        <FooterLinks title={footer.quickLinks} links={navigation.footerQuick} locale={locale} />
        <FooterLinks title={footer.offerings} links={navigation.offerings} locale={locale} />
        <div>
          <h2 id={contactId} className="text-sm font-semibold tracking-wider text-saffron uppercase">
            {footer.contact}
          </h2>
          <address className="mt-4 grid gap-3 text-white/85 not-italic">
            <ul aria-labelledby={contactId} className="grid gap-3">
              {channels.map((channel) => (
                <li key={channel.key}>
                  <FooterChannel channel={channel} newTab={newTab} />
                </li>
              ))}
            </ul>
            <ContactLine icon="map-pin" className="gap-3" iconClassName="text-saffron">
              <span>{addressLine(site)}</span>
            </ContactLine>
          </address>
        </div>
      </Container>
      <div className="border-t border-white/10">
        {/* Room for the chat link, which comes to rest here (chat-link.tsx): under the lines on a phone, beside them wider. */}
        <Container className="flex flex-col gap-2 py-6 pb-24 text-sm text-white/70 sm:flex-row sm:justify-between sm:pe-24 sm:pb-6">
          <p>
            {copyright.map((part, index) => (
              <Fragment key={index}>
                {index > 0 && <bdi>{site.legalName}</bdi>}
                {part}
              </Fragment>
            ))}
          </p>
          <p>{footer.note}</p>
        </Container>
      </div>
    </footer>
  );
}
