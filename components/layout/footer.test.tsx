import { render, screen, within } from '@testing-library/react';
import { getInterface } from '@/content/interface';
import type { ChannelKey } from '@/content/schema';
import { getSite, isBarePlatform } from '@/content/site';
import { Footer } from './footer';

const site = getSite('en');

const first = site.copyrightYear;

it('runs the copyright from its first year to the year of the build', () => {
  render(<Footer locale="en" buildYear={first + 1} />);
  expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${first}–${first + 1} ${site.legalName}`);
});

it('names just the first year when the site is built in it', () => {
  render(<Footer locale="en" buildYear={first} />);
  expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${first} ${site.legalName}`);
  expect(screen.getByRole('contentinfo')).not.toHaveTextContent(`${first}–`);
});

it('links WhatsApp and the phone to the one company number', () => {
  render(<Footer locale="en" buildYear={2026} />);
  const digits = site.phone.e164.slice(1);
  const words = getInterface('en');
  expect(screen.getByRole('link', { name: 'WhatsApp (opens in a new tab)' })).toHaveAttribute('href', `https://wa.me/${digits}`);
  expect(screen.getByRole('link', { name: `${words.channels.phone} ${site.phone.display}` })).toHaveAttribute('href', `tel:+${digits}`);
});

/** The footer's list of the company's channels, each item's text, top to bottom. */
function channelRows(locale: string) {
  render(<Footer locale={locale} buildYear={2026} />);
  const list = within(screen.getByRole('contentinfo')).getByRole('list', { name: getSite(locale).footer.contact });
  return within(list).getAllByRole('listitem');
}

/** Each row names its channel in the page's language, in `order`. */
function expectChannelsInOrder(locale: string, order: ChannelKey[]) {
  const names = getInterface(locale).channels;
  const rows = channelRows(locale);
  expect(rows).toHaveLength(order.length);
  order.forEach((key, index) => expect(rows[index]).toHaveTextContent(names[key]));
}

it('lists the company’s channels in the English order, WhatsApp first', () => {
  expectChannelsInOrder('en', ['whatsapp', 'email', 'phone', 'telegram', 'wechat']);
});

it('lists WeChat first and WhatsApp last on a Chinese page, named in Chinese', () => {
  expect(getInterface('zh').channels.wechat).toBe('微信');
  expectChannelsInOrder('zh', ['wechat', 'email', 'phone', 'telegram', 'whatsapp']);
});

it('links each channel that has a web link in a new tab, and says so; the WeChat ID is text to copy', () => {
  const words = getInterface('en');
  channelRows('en');
  const list = screen.getByRole('list', { name: site.footer.contact });
  expect(within(list).getByRole('link', { name: `${words.channels.whatsapp} ${site.phone.display} ${words.newTab}` })).toHaveAttribute(
    'target',
    '_blank',
  );
  expect(within(list).getByRole('link', { name: `${words.channels.telegram} @${site.telegram} ${words.newTab}` })).toHaveAttribute(
    'href',
    `https://t.me/${site.telegram}`,
  );
  expect(within(list).getByRole('link', { name: `${words.channels.email} ${site.email}` })).toHaveAttribute('href', `mailto:${site.email}`);
  // WeChat has no web link: its ID is shown, to type or paste into WeChat.
  const wechat = within(list).getByText(site.wechat!);
  expect(wechat.closest('a')).toBeNull();
  expect(wechat.parentElement).toHaveTextContent(words.channels.wechatId.replace('{id}', site.wechat!));
});

it('links a social network only where the company has set its profile, not the network’s home page', () => {
  render(<Footer locale="en" buildYear={2026} />);
  const footer = screen.getByRole('contentinfo');
  const links = within(footer)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
  for (const social of site.socials) expect(links.includes(social.url)).toBe(!isBarePlatform(social.url));
  // WhatsApp's is the chat with the company's number: always set.
  expect(links).toContain(site.socials.find(({ name }) => name === 'WhatsApp')!.url);
});

it('sets the company’s Latin name apart in the copyright, so a right-to-left line keeps its full stop at its end', () => {
  render(
    <Footer
      locale="en"
      site={{ ...site, legalName: 'Fixture Trading (Pvt.) Ltd.', footer: { ...site.footer, copyright: '© {years} {legalName} محفوظة.' } }}
    />,
  );
  const name = screen.getByText('Fixture Trading (Pvt.) Ltd.');
  expect(name.tagName).toBe('BDI');
  expect(name.parentElement).toHaveTextContent(/^© \d{4}(–\d{4})? Fixture Trading \(Pvt\.\) Ltd\. محفوظة\.$/);
});
