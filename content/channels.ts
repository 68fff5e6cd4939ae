import { queryOf } from '@/lib/query-value';
import { getInterface, type InterfaceCopy } from './interface';
import { channelOrder } from './locales';
import { getSite, phoneDigitsOf } from './site';
import { defaultLocale } from './locale-path';
import { whatsappLink, type ChannelKey, type Site } from './schema';

// The company's channels as one language lists them (docs/languages.md, "The order of the company's channels"):
// every page and hand-off takes this one list, so they never disagree. Build time only.

export type ContactChannel = {
  key: ChannelKey;
  /** The channel's name in the page's language ("WeChat", Chinese "微信"). */
  label: string;
  /** What the visitor reads and may copy: the number, the address, @username, the WeChat ID. Left to right in every script. */
  value: string;
  /** Words the language puts around the value ("WeChat ID: " before it), when it has any. */
  before?: string;
  after?: string;
  /** Where it opens: wa.me, https://t.me/<username>, mailto:, tel:. WeChat has no web link. */
  href?: string;
};

type ChannelSource = {
  site: Pick<Site, 'phone' | 'email' | 'wechat' | 'telegram'>;
  words: InterfaceCopy['channels'];
  order: ChannelKey[];
};

/** The channels `site` has, in `order`, named with `words`. */
export function channelsOf({ site, words, order }: ChannelSource): ContactChannel[] {
  const build: Record<ChannelKey, () => ContactChannel | undefined> = {
    whatsapp: () => ({ key: 'whatsapp', label: words.whatsapp, value: site.phone.display, href: whatsappLink(site.phone.e164) }),
    email: () => ({ key: 'email', label: words.email, value: site.email, href: `mailto:${site.email}` }),
    phone: () => ({ key: 'phone', label: words.phone, value: site.phone.display, href: `tel:${site.phone.e164}` }),
    telegram: () =>
      site.telegram === undefined
        ? undefined
        : { key: 'telegram', label: words.telegram, value: `@${site.telegram}`, href: `https://t.me/${site.telegram}` },
    wechat: () => {
      if (site.wechat === undefined) return undefined;
      const [before = '', after = ''] = words.wechatId.split('{id}');
      return { key: 'wechat', label: words.wechat, value: site.wechat, before, after };
    },
  };
  return order.flatMap((key) => build[key]() ?? []);
}

/** The company's channels in `locale`'s order and words, those content/site.yml leaves out omitted. */
export function getChannels(locale: string): ContactChannel[] {
  return getRecipient(locale).channels;
}

/** A message about one thing: a subject line and the text. */
export type ChannelMessage = { subject: string; text: string };

/** `channels` with `message` in each link that can carry one (WhatsApp, Telegram, e-mail). */
export function channelsAbout(channels: ContactChannel[], { subject, text }: ChannelMessage): ContactChannel[] {
  const carried: Partial<Record<ChannelKey, string>> = {
    whatsapp: queryOf({ text }),
    telegram: queryOf({ text }),
    // RFC 6068: mail wants its line breaks as CRLF.
    email: queryOf({ subject, body: text.replace(/\r?\n/g, '\r\n') }),
  };
  return channels.map((channel) =>
    channel.href && carried[channel.key] ? { ...channel, href: channel.href + carried[channel.key] } : channel,
  );
}

/** Where a form's hand-offs go (components/forms): the e-mail, the WhatsApp digits and number, and every channel in the page's order. */
export type Recipient = { email: string; phoneDigits: string; phoneDisplay: string; channels: ContactChannel[] };

export function getRecipient(locale: string): Recipient {
  // The handles are the same in every language: read from English.
  return contactsOf(locale, getSite(defaultLocale)).recipient;
}

/** `locale`'s channels and recipient from `site`'s details (English's handles): the built ones, or an edit's in its preview. */
export function contactsOf(locale: string, site: ChannelSource['site']): { channels: ContactChannel[]; recipient: Recipient } {
  const channels = channelsOf({ site, words: getInterface(locale).channels, order: channelOrder(locale) });
  return {
    channels,
    recipient: { email: site.email, phoneDigits: phoneDigitsOf(site), phoneDisplay: site.phone.display, channels },
  };
}

/** The page's chat button: `locale`'s first channel if a link opens it as a chat (none in Chinese: WeChat has no web link). */
export function firstChat(locale: string): (ContactChannel & { key: 'whatsapp' | 'telegram'; href: string }) | undefined {
  const [first] = getChannels(locale);
  if (!first?.href || (first.key !== 'whatsapp' && first.key !== 'telegram')) return undefined;
  return { ...first, key: first.key, href: first.href };
}
