import { render, screen } from '@testing-library/react';
import { getChannels } from '@/content/channels';
import { getInterface } from '@/content/interface';
import { localeCodes } from '@/content/locales';
import { getSite } from '@/content/site';
import { ChatLink } from './chat-link';

const digits = getSite('en').phone.e164.slice(1);

it('opens WhatsApp in English, named with its channel and announced as opening a new tab', () => {
  render(<ChatLink locale="en" />);
  const chat = screen.getByRole('complementary', { name: getInterface('en').chat.landmark });
  expect(chat).toContainElement(screen.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' }));
  expect(screen.getByRole('link')).toHaveAttribute('href', `https://wa.me/${digits}`);
});

it('opens Telegram in Russian, the channel Russian pages list first', () => {
  render(<ChatLink locale="ru" />);
  expect(screen.getByRole('link', { name: /^Напишите нам в Telegram/ })).toHaveAttribute('href', `https://t.me/${getSite('en').telegram}`);
});

it('is not shown in Chinese, whose first channel is WeChat: no WhatsApp link where WhatsApp is blocked', () => {
  render(<ChatLink locale="zh" />);
  expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

it.each(localeCodes)('in %s, follows the first of its channels when a link opens it as a chat', (locale) => {
  const [first] = getChannels(locale);
  const { container } = render(<ChatLink locale={locale} />);
  const link = container.querySelector('a');
  if (first && ['whatsapp', 'telegram'].includes(first.key)) {
    expect(link).toHaveAttribute('href', first.href);
    expect(link).toHaveAccessibleName(expect.stringContaining(first.label));
  } else expect(link).toBeNull();
});
