import { render, screen, within } from '@testing-library/react';
import { getChannels } from '@/content/channels';
import { getInterface } from '@/content/interface';
import { getSite } from '@/content/site';
import { ContactChannels } from './contact-channels';

const site = getSite('en');

function show(locale: string, channels = getChannels(locale)) {
  const words = getInterface(locale);
  return render(<ContactChannels channels={channels} heading={words.channels.heading} newTab={words.newTab} />);
}

it('lists the channels under its heading in the page’s order, each a link named by the channel and its value', () => {
  show('en');
  const words = getInterface('en');
  const list = screen.getByRole('list', { name: words.channels.heading });
  const items = within(list).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    `${words.channels.whatsapp} ${site.phone.display} ${words.newTab}`,
    `${words.channels.email} ${site.email}`,
    `${words.channels.phone} ${site.phone.display}`,
    `${words.channels.telegram} @${site.telegram} ${words.newTab}`,
    words.channels.wechatId.replace('{id}', site.wechat!),
  ]);
  expect(within(list).getByRole('link', { name: new RegExp(`^${words.channels.whatsapp}`) })).toHaveAttribute(
    'href',
    `https://wa.me/${site.phone.e164.slice(1)}`,
  );
  expect(within(list).getByRole('link', { name: new RegExp(`^${words.channels.telegram}`) })).toHaveAttribute('target', '_blank');
  expect(within(list).getByRole('link', { name: `${words.channels.email} ${site.email}` })).toHaveAttribute('href', `mailto:${site.email}`);
  expect(within(list).getByRole('link', { name: `${words.channels.phone} ${site.phone.display}` })).not.toHaveAttribute('target');
  // WeChat has no web link: the ID is text to copy, not a link.
  expect(within(list).getAllByRole('link')).toHaveLength(4);
  expect(within(items[4]!).getByText(site.wechat!)).toHaveClass('select-all');
});

it('starts with WeChat on a Chinese page and names it in Chinese', () => {
  show('zh');
  const list = screen.getByRole('list', { name: getInterface('zh').channels.heading });
  const [first] = within(list).getAllByRole('listitem');
  expect(first).toHaveTextContent(`微信号：${site.wechat}`);
});

it('keeps a number left to right on an Arabic page', () => {
  show('ar');
  expect(screen.getAllByText(site.phone.display)[0]).toHaveAttribute('dir', 'ltr');
});

it('leaves out a channel the company does not use, and shows nothing when it has none', () => {
  const { unmount } = show(
    'en',
    getChannels('en').filter(({ key }) => key !== 'wechat'),
  );
  expect(screen.queryByText(site.wechat!)).not.toBeInTheDocument();
  unmount();
  const { container } = show('en', []);
  expect(container).toBeEmptyDOMElement();
});
