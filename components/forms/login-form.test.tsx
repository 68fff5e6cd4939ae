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
  await user.click(screen.getByRole('button', { name: login.form.submit }));

  expect(screen.getByLabelText(forms.fields.email.label)).toHaveAccessibleDescription(forms.fields.email.required);
  expect(screen.getByLabelText(login.form.fields.password.label)).toHaveAccessibleDescription(login.form.fields.password.required);
  await waitFor(() => expect(screen.getByLabelText(forms.fields.email.label)).toHaveFocus());
  expect(screen.queryByRole('status')).not.toBeInTheDocument();

  await user.type(screen.getByLabelText(forms.fields.email.label), 'buyer@company');
  await user.click(screen.getByRole('button', { name: login.form.submit }));
  expect(screen.getByText(forms.messages.email)).toBeInTheDocument();
});

it('says that accounts are opened by the team, and sends and stores nothing', async () => {
  const user = userEvent.setup();
  render(<LoginForm copy={login.form} common={forms} locale="en" />);
  await user.type(screen.getByLabelText(forms.fields.email.label), 'buyer@company.com');
  await user.type(screen.getByLabelText(login.form.fields.password.label), 'secret-pass');
  await user.click(screen.getByRole('button', { name: login.form.submit }));

  const status = await screen.findByRole('status');
  expect(within(status).getByRole('heading', { name: login.form.notice.title })).toHaveFocus();
  expect(within(status).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  expect(within(status).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  expect(fetchMock).not.toHaveBeenCalled();
  expect(window.localStorage.length).toBe(0);
  expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
});
