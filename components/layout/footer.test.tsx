import { render, screen } from '@testing-library/react';
import { getSite } from '@/content/site';
import { Footer } from './footer';

const site = getSite('en');

it('runs the copyright from 2025 to the year of the build', () => {
  render(<Footer locale="en" buildYear={2026} />);
  expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025–2026 Hazara Global Trade (Pvt.) Ltd. All rights reserved.');
});

it('names just 2025 when the site is built in 2025', () => {
  render(<Footer locale="en" buildYear={2025} />);
  expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025 Hazara Global Trade (Pvt.) Ltd. All rights reserved.');
  expect(screen.getByRole('contentinfo')).not.toHaveTextContent('2025–');
});

it('links WhatsApp and the phone to the one company number', () => {
  render(<Footer locale="en" buildYear={2026} />);
  const digits = site.phone.e164.slice(1);
  expect(screen.getByRole('link', { name: 'WhatsApp (opens in a new tab)' })).toHaveAttribute('href', `https://wa.me/${digits}`);
  expect(screen.getByRole('link', { name: site.phone.display })).toHaveAttribute('href', `tel:+${digits}`);
});
