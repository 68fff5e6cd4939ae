import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MobileMenu } from './mobile-menu';

const copy = { toggle: 'Menu', landmark: 'Mobile' };

const links = [
  { label: 'Home', href: '/' },
  { label: 'Services', href: '/services' },
];

it('toggles the mobile navigation and closes after a link is chosen', async () => {
  const user = userEvent.setup();
  render(<MobileMenu links={links} secondary={[{ label: 'Store', href: '/store' }]} copy={copy} />);
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
  render(<MobileMenu links={links} secondary={[]} copy={copy} />);
  const button = screen.getByRole('button', { name: 'Menu' });
  await user.click(button);
  await user.keyboard('{Escape}');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveFocus();
});
