import { render, screen, within } from '@testing-library/react';
import { getChannels } from '@/content/channels';
import { getContact } from '@/content/contact';
import { getInterface } from '@/content/interface';
import { getSite } from '@/content/site';
import { ContactDetails } from './contact-details';

function show(locale: string) {
  render(
    <ContactDetails
      copy={getContact(locale).details}
      site={getSite(locale)}
      channels={getChannels(locale)}
      newTab={getInterface(locale).newTab}
      locale={locale}
    />,
  );
  const card = screen.getByRole('complementary');
  // Each channel's name is the small heading over its value, in reading order.
  const words = getInterface(locale).channels;
  const names = Object.values(words);
  return within(card)
    .getAllByText((_, element) => element?.tagName === 'P' && names.includes(element.textContent ?? ''))
    .map((element) => element.textContent);
}

it('lists the company’s channels in the English order, WhatsApp first, each linked', () => {
  const words = getInterface('en').channels;
  expect(show('en')).toEqual([words.whatsapp, words.email, words.phone, words.telegram, words.wechat]);
  const site = getSite('en');
  expect(screen.getByRole('link', { name: `${site.email}` })).toHaveAttribute('href', `mailto:${site.email}`);
  expect(screen.getByRole('link', { name: `@${site.telegram} ${getInterface('en').newTab}` })).toHaveAttribute(
    'href',
    `https://t.me/${site.telegram}`,
  );
  expect(screen.getByText(site.wechat!)).not.toHaveAttribute('href');
});

it('keeps each number and address left to right on the Arabic page', () => {
  show('ar');
  // The channels, in the card's <address> (the social links follow it).
  const links = within(document.querySelector('address')!).getAllByRole('link');
  expect(links.map((link) => new URL(link.getAttribute('href')!).protocol)).toEqual(['https:', 'mailto:', 'tel:', 'https:']);
  for (const link of links) expect(link).toHaveAttribute('dir', 'ltr');
});

it('lists WeChat first and WhatsApp last on the Chinese page, Telegram first on the Russian one', () => {
  const zh = getInterface('zh').channels;
  const names = show('zh');
  expect(names[0]).toBe(zh.wechat);
  expect(names.at(-1)).toBe(zh.whatsapp);
  document.body.innerHTML = '';
  expect(show('ru')[0]).toBe(getInterface('ru').channels.telegram);
});
