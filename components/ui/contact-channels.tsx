import clsx from 'clsx';
import { useId } from 'react';
import type { ContactChannel } from '@/content/channels';
import type { ChannelKey } from '@/content/schema';
import { BrandIcon } from './brand-icon';
import { ChannelValue } from './channel-value';
import { Icon } from './icon';

export type ContactChannelsProps = {
  /** The company's channels in the page's order (content/channels.ts getChannels). */
  channels: ContactChannel[];
  /** Over the list, and its name ("Or reach us on"). */
  heading: string;
  /** Heard after a link that opens in a new tab (content/interface.yml newTab). */
  newTab: string;
  className?: string;
};

/** A channel's icon: the brand's logo, or the envelope and the handset. Decorative: its name is written beside it. */
export function ChannelIcon({ channel, className }: { channel: ChannelKey; className?: string }) {
  const classes = clsx('size-5 shrink-0', className);
  switch (channel) {
    case 'whatsapp':
      return <BrandIcon name="WhatsApp" className={classes} />;
    case 'wechat':
      return <BrandIcon name="WeChat" className={classes} />;
    case 'telegram':
      return <BrandIcon name="Telegram" className={classes} />;
    case 'email':
      return <Icon name="mail" className={classes} />;
    case 'phone':
      return <Icon name="phone" className={classes} />;
  }
}

/** wa.me and t.me open beside the page; mailto: and tel: hand over to an app. */
export const opensNewTab = (href: string) => href.startsWith('https://');

/**
 * The ways to reach the company, in the page's language's order, for a product page under its
 * actions. Server-rendered, no JavaScript: WeChat has no web link, so its ID is text a tap selects
 * whole, to paste into WeChat.
 */
export function ContactChannels({ channels, heading, newTab, className }: ContactChannelsProps) {
  const headingId = useId();
  if (channels.length === 0) return null;
  return (
    <div className={className}>
      <p id={headingId} className="text-sm font-semibold text-ink-muted">
        {heading}
      </p>
      <ul aria-labelledby={headingId} className="mt-2 flex flex-wrap gap-2">
        {channels.map((channel) => (
          <li key={channel.key}>
            {channel.href ? (
              <a
                href={channel.href}
                {...(opensNewTab(channel.href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                // A phone number stays on one line (html-validate's tel-non-breaking).
                className={clsx('channel-chip', channel.href.startsWith('tel:') && 'whitespace-nowrap')}
              >
                <ChannelIcon channel={channel.key} className="text-brand" />
                <span className="font-semibold whitespace-nowrap">{channel.label}</span>{' '}
                <ChannelValue channel={channel} className="min-w-0 wrap-anywhere text-ink-soft" />
                {opensNewTab(channel.href) && <span className="sr-only"> {newTab}</span>}
              </a>
            ) : (
              <span className="channel-chip">
                <ChannelIcon channel={channel.key} className="text-brand" />
                {channel.before === undefined && <span className="font-semibold">{channel.label}</span>}
                <ChannelValue channel={channel} className="font-semibold select-all" />
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
