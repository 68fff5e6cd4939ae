import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getForms } from '@/content/forms';
import { getLogin } from '@/content/login';
import { LoginForm } from './login-form';

const forms = getForms('en');
const login = getLogin('en');

const fetchMock = jest.fn();

beforeEach(() => {
  window.localStorage.clear();
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

it('validates both fields and focuses the first invalid one', async () => {
  const user = userEvent.setup();
  render(<LoginForm copy={login.form} common={forms} locale="en" />);
  await user.click(screen.getByRole('button', { name: 'Log In' }));

  expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription('Enter your e-mail address');
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password');
  await waitFor(() => expect(screen.getByLabelText('Email Address')).toHaveFocus());
  expect(screen.queryByRole('status')).not.toBeInTheDocument();

  await user.type(screen.getByLabelText('Email Address'), 'buyer@company');
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  expect(screen.getByText('Enter a valid e-mail address, like name@company.com')).toBeInTheDocument();
});

it('says that accounts are opened by the team, and sends and stores nothing', async () => {
  const user = userEvent.setup();
  render(<LoginForm copy={login.form} common={forms} locale="en" />);
  await user.type(screen.getByLabelText('Email Address'), 'buyer@company.com');
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
  await user.click(screen.getByRole('button', { name: 'Log In' }));

  const status = await screen.findByRole('status');
  expect(within(status).getByRole('heading', { name: 'Buyer accounts are opened by our team' })).toHaveFocus();
  expect(within(status).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  expect(within(status).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  expect(fetchMock).not.toHaveBeenCalled();
  expect(window.localStorage.length).toBe(0);
  expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
});
