/** @jest-environment node */
import { channelsAbout, channelsOf, getChannels, getRecipient } from './channels';
import { getInterface } from './interface';
import { channelOrder, channelOrderOf, localeSchema, locales } from './locales';
import { channelKeys } from './schema';
import { getSite } from './site';

const keys = (locale: string) => getChannels(locale).map(({ key }) => key);
const site = getSite('en');

describe('the order a page lists the channels in', () => {
  it('puts WeChat first and WhatsApp last in Chinese, where WhatsApp is blocked', () => {
    expect(keys('zh')[0]).toBe('wechat');
    expect(keys('zh').at(-1)).toBe('whatsapp');
  });

  it('puts Telegram first in Russian, then the default order', () => {
    expect(keys('ru')).toEqual(['telegram', ...channelKeys.filter((key) => key !== 'telegram')]);
  });

  it('puts WhatsApp first in every language whose line of content/locales.yml names no order', () => {
    const unset = locales.filter((line) => line.channels === undefined);
    expect(unset.map(({ code }) => code)).toContain('en');
    for (const { code } of unset) expect(keys(code)).toEqual([...channelKeys]);
    expect(channelKeys[0]).toBe('whatsapp');
  });

  it('gives a language added without a setting the default order, and lists every channel once whatever a line names', () => {
    const seventh = localeSchema.parse({ code: 'tr', lang: 'tr', name: 'Türkçe', dir: 'ltr' });
    expect(channelOrderOf(seventh)).toEqual([...channelKeys]);
    expect(channelOrderOf({ channels: ['email'] })).toEqual(['email', ...channelKeys.filter((key) => key !== 'email')]);
    for (const { code } of locales) expect([...channelOrder(code)].sort()).toEqual([...channelKeys].sort());
  });

  it('refuses a line that names a channel twice or one the site does not know', () => {
    const line = { code: 'tr', lang: 'tr', name: 'Türkçe', dir: 'ltr' };
    expect(localeSchema.safeParse({ ...line, channels: ['telegram', 'telegram'] }).success).toBe(false);
    expect(localeSchema.safeParse({ ...line, channels: ['viber'] }).success).toBe(false);
  });
});

describe('each channel', () => {
  it('is named in the page’s language, with the value a visitor reads and where it opens', () => {
    const words = getInterface('zh').channels;
    const byKey = Object.fromEntries(getChannels('zh').map((channel) => [channel.key, channel]));
    expect(byKey.wechat).toEqual({
      key: 'wechat',
      label: words.wechat,
      value: site.wechat,
      before: words.wechatId.split('{id}')[0],
      after: words.wechatId.split('{id}')[1],
    });
    expect(byKey.wechat?.href).toBeUndefined();
    expect(byKey.telegram).toMatchObject({ label: words.telegram, value: `@${site.telegram}`, href: `https://t.me/${site.telegram}` });
    expect(byKey.whatsapp).toMatchObject({ value: site.phone.display, href: `https://wa.me/${site.phone.e164.slice(1)}` });
    expect(byKey.email).toMatchObject({ label: words.email, value: site.email, href: `mailto:${site.email}` });
    expect(byKey.phone).toMatchObject({ label: words.phone, value: site.phone.display, href: `tel:${site.phone.e164}` });
  });

  it('that content/site.yml leaves out appears nowhere: not in the list, not in the hand-offs', () => {
    const words = getInterface('ru').channels;
    const order = channelOrder('ru');
    // As content/site.yml without the two fields reads (an optional field left out is undefined).
    const rest = { ...site, telegram: undefined, wechat: undefined };
    expect(channelsOf({ site: rest, words, order }).map(({ key }) => key)).toEqual(['whatsapp', 'email', 'phone']);
    expect(channelsOf({ site: { ...rest, wechat: 'hazaraglobal' }, words, order }).map(({ key }) => key)).toEqual([
      'whatsapp',
      'email',
      'phone',
      'wechat',
    ]);
  });

  it('reaches a form’s hand-offs in the same order as the page', () => {
    for (const { code } of locales) expect(getRecipient(code).channels).toEqual(getChannels(code));
  });
});

describe('a message about one thing', () => {
  // Words no page has, in a script and with signs a link must escape.
  const message = { subject: 'Запрос: Серветка & co', text: 'Пришлите «Серветка»?\nhttps://www.example.com/ru/services/x/y#z' };
  const query = (href: string) => new URL(href).searchParams;

  it('rides in WhatsApp’s and Telegram’s text and in the e-mail’s subject and body, whole', () => {
    for (const { code } of locales) {
      const byKey = Object.fromEntries(channelsAbout(getChannels(code), message).map((channel) => [channel.key, channel.href]));
      expect(query(byKey.whatsapp!).get('text')).toBe(message.text);
      expect(query(byKey.telegram!).get('text')).toBe(message.text);
      const mail = new URL(byKey.email!);
      expect(mail.pathname).toBe(site.email);
      expect(query(byKey.email!).get('subject')).toBe(message.subject);
      expect(query(byKey.email!).get('body')).toBe(message.text.replace('\n', '\r\n'));
      // Mail clients read "+" as a plus: spaces are %20 (RFC 6068).
      expect(byKey.email).not.toContain('+');
    }
  });

  it('leaves the phone and WeChat as they were, and every channel in its place', () => {
    const plain = getChannels('zh');
    const about = channelsAbout(plain, message);
    expect(about.map(({ key }) => key)).toEqual(plain.map(({ key }) => key));
    for (const key of ['phone', 'wechat'])
      expect(about.find((channel) => channel.key === key)).toEqual(plain.find((channel) => channel.key === key));
  });
});
