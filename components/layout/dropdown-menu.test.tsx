import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DropdownMenu } from './dropdown-menu';

const links = [
  { label: 'Login', href: '/login' },
  { label: 'Register', href: '/register' },
];

function setup() {
  render(
    <>
      <DropdownMenu label="Account" icon={null} links={links} locale="en" />
      <p>Elsewhere on the page</p>
    </>,
  );
  return { user: userEvent.setup(), button: screen.getByRole('button', { name: 'Account' }) };
}

it('opens and closes its list of links from the button', async () => {
  const { user, button } = setup();
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');

  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

it('closes on Escape and gives focus back to its button', async () => {
  const { user, button } = setup();
  await user.click(button);
  await user.tab();
  expect(screen.getByRole('link', { name: 'Login' })).toHaveFocus();

  await user.keyboard('{Escape}');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveFocus();
});

it('closes on a click outside it', async () => {
  const { user, button } = setup();
  await user.click(button);
  await user.click(screen.getByText('Elsewhere on the page'));
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

it('closes when a link is chosen', async () => {
  const { user, button } = setup();
  await user.click(button);
  await user.click(screen.getByRole('link', { name: 'Register' }));
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

it('closes when Tab moves the focus out of it, so it never covers the next control', async () => {
  render(
    <>
      <DropdownMenu label="Account" icon={null} links={links} locale="en" />
      <a href="/store">Store</a>
    </>,
  );
  const user = userEvent.setup();
  const button = screen.getByRole('button', { name: 'Account' });
  await user.click(button);
  await user.tab();
  await user.tab();
  expect(screen.getByRole('link', { name: 'Register' })).toHaveFocus();

  await user.tab();
  expect(screen.getByRole('link', { name: 'Store' })).toHaveFocus();
  expect(button).toHaveAttribute('aria-expanded', 'false');
});
