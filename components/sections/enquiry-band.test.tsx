import { render, screen } from '@testing-library/react';
import { getCta } from '@/content/cta';
import { getSite } from '@/content/site';
import { EnquiryBand } from './enquiry-band';

it('offers the quote and, in English, a chat on WhatsApp that opens in a new tab', () => {
  render(<EnquiryBand locale="en" />);
  expect(screen.getByRole('link', { name: getCta('en').primary.label })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Chat on WhatsApp (opens in a new tab)' })).toHaveAttribute(
    'href',
    `https://wa.me/${getSite('en').phone.e164.slice(1)}`,
  );
});

it('offers Telegram in Russian and no chat in Chinese, whose first channel is WeChat', () => {
  const { unmount } = render(<EnquiryBand locale="ru" />);
  expect(screen.getByRole('link', { name: /^Написать в Telegram/ })).toHaveAttribute('href', `https://t.me/${getSite('en').telegram}`);
  unmount();
  render(<EnquiryBand locale="zh" />);
  expect(screen.getAllByRole('link')).toHaveLength(1);
  expect(screen.getByRole('link', { name: getCta('zh').primary.label })).toBeInTheDocument();
});
