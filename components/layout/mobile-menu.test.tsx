import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MobileMenu } from './mobile-menu';

let pathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));
beforeEach(() => {
  pathname = '/';
});

const copy = { toggle: 'Menu', landmark: 'Mobile' };

const languages = [
  { code: 'en', lang: 'en', name: 'English' },
  { code: 'ar', lang: 'ar', name: 'العربية' },
];

const links = [
  { label: 'Home', href: '/' },
  { label: 'Services', href: '/services' },
];

it('toggles the mobile navigation and closes after a link is chosen', async () => {
  const user = userEvent.setup();
  render(<MobileMenu links={links} secondary={[{ label: 'Store', href: '/store' }]} languages={languages} copy={copy} locale="en" />);
  const button = screen.getByRole('button', { name: 'Menu' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(document.getElementById(button.getAttribute('aria-controls')!)).not.toBeVisible();

  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  const nav = screen.getByRole('navigation', { name: 'Mobile' });
  expect(within(nav).getByRole('link', { name: 'Store' })).toBeVisible();

  await user.click(within(nav).getByRole('link', { name: 'Services' }));
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

it('closes on Escape with focus back on the Menu button', async () => {
  const user = userEvent.setup();
  render(<MobileMenu links={links} secondary={[]} languages={languages} copy={copy} locale="en" />);
  const button = screen.getByRole('button', { name: 'Menu' });
  await user.click(button);
  await user.keyboard('{Escape}');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveFocus();
});

it('offers this page in each language, each named in itself, the current one marked', async () => {
  const user = userEvent.setup();
  render(<MobileMenu links={links} secondary={[]} languages={languages} copy={copy} locale="en" />);
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  const arabic = screen.getByRole('link', { name: 'العربية' });
  expect(arabic).toHaveAttribute('href', '/ar');
  expect(arabic).toHaveAttribute('lang', 'ar');
  expect(arabic).toHaveAttribute('hreflang', 'ar');
  expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  await user.click(arabic);
  expect(localStorage.getItem('hgt-language')).toBe('ar');
});

it('on an Arabic page, leads to the Arabic pages, marks the section shown, and offers the page in English', async () => {
  pathname = '/ar/services/textile-apparel';
  const user = userEvent.setup();
  render(<MobileMenu links={links} secondary={[]} languages={languages} copy={copy} locale="ar" />);
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  const nav = screen.getByRole('navigation', { name: 'Mobile' });
  expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/ar');
  expect(within(nav).getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/ar/services');
  expect(within(nav).getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/services/textile-apparel');
  expect(within(nav).getByRole('link', { name: 'العربية' })).toHaveAttribute('aria-current', 'true');
});
