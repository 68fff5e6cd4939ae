import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getForms } from '@/content/forms';
import { getRegister } from '@/content/register';
import { acknowledged, fillAndSend, mockFormBackend, recipient, type Visitor } from './form-test-kit';
import { registerMessage } from './message-copy';
import { RegisterForm } from './register-form';

const forms = getForms('en');
const register = getRegister('en');

const countries = [
  { value: 'DE', label: 'Germany' },
  { value: 'PK', label: 'Pakistan' },
];
const fetchMock = mockFormBackend('https://forms.example.com/f/register');
// A visitor types a whole application key by key: near 5 s on a busy 2-core machine.
jest.setTimeout(20_000);
const password = 'Tr4de-Secret!';
const registerForm = (
  <RegisterForm
    copy={register.form}
    common={forms}
    countries={countries}
    messageCopy={registerMessage('en')}
    recipient={recipient}
    locale="en"
  />
);

function renderForm() {
  return render(registerForm);
}

async function fillValid(user: Visitor, confirm = password) {
  await user.type(screen.getByLabelText('Full Name'), 'Jonas Weber');
  await user.type(screen.getByLabelText('Email Address'), 'jonas@weber-import.de');
  await user.type(screen.getByLabelText('Phone Number'), '+49 30 1234567');
  await user.selectOptions(screen.getByLabelText('Country'), 'Germany');
  await user.type(screen.getByLabelText('Company Name (optional)'), 'Weber Import GmbH');
  await user.click(screen.getByRole('radio', { name: 'Importer' }));
  await user.type(screen.getByLabelText('Password', { exact: true }), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
  await user.click(screen.getByRole('checkbox', { name: 'Textile & Apparel' }));
  await user.click(screen.getByRole('checkbox', { name: 'Electronics' }));
  await user.click(screen.getByRole('checkbox', { name: 'I agree to the Terms and Privacy Policy' }));
}

it('has every field of the application, the 20 services and the business types', () => {
  renderForm();
  expect(within(screen.getByRole('group', { name: 'Interested Services' })).getAllByRole('checkbox')).toHaveLength(20);
  expect(
    within(screen.getByRole('radiogroup', { name: 'Business Type' }))
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('value')),
  ).toEqual(['Importer', 'Exporter', 'Both', 'Other']);
  expect(screen.getByRole('button', { name: 'Register Now' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'Read our terms and policies' })).toHaveAttribute('href', '/get-quote#policies');
});

it('refuses an empty application with an error per required field', async () => {
  const user = userEvent.setup();
  renderForm();
  await user.click(screen.getByRole('button', { name: 'Register Now' }));

  expect(screen.getByRole('alert')).toHaveTextContent('There are problems with 8 fields');
  for (const message of [
    'Enter your full name',
    'Enter your e-mail address',
    'Enter your phone number',
    'Choose your country',
    'Choose your business type',
    'Enter a password',
    'Enter your password again',
    'Tick the box to agree to the Terms and Privacy Policy',
  ]) {
    expect(screen.getByText(message)).toBeInTheDocument();
  }
  expect(screen.getByLabelText('Company Name (optional)')).not.toHaveAttribute('aria-invalid');
  await waitFor(() => expect(screen.getByLabelText('Full Name')).toHaveFocus());
  expect(fetchMock).not.toHaveBeenCalled();
});

it('checks the phone format, the password length and the confirmation', async () => {
  const user = userEvent.setup();
  renderForm();
  await user.type(screen.getByLabelText('Phone Number'), '0300 1234567');
  await user.type(screen.getByLabelText('Password', { exact: true }), 'short');
  await user.type(screen.getByLabelText('Confirm Password'), 'shorter');
  await user.click(screen.getByRole('button', { name: 'Register Now' }));

  expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription(
    expect.stringContaining('Enter a phone number with its country code, like +92 300 1234567'),
  );
  expect(screen.getByText('Use at least 8 characters for your password')).toBeInTheDocument();
  expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
    'The passwords do not match. Enter the same password again',
  );
});

it('shows a mismatch even when everything else is valid, and sends nothing', async () => {
  const user = userEvent.setup();
  renderForm();
  await fillValid(user, `${password}x`);
  await user.click(screen.getByRole('button', { name: 'Register Now' }));
  expect(screen.getByText('The passwords do not match. Enter the same password again')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('Confirm Password')).toHaveFocus());
  expect(fetchMock).not.toHaveBeenCalled();
});

it('never puts the passwords in the draft or the application, and confirms plainly', async () => {
  fetchMock.mockResolvedValue(acknowledged());
  const user = userEvent.setup();
  renderForm();
  await fillValid(user);

  const draft = window.localStorage.getItem('draft:register') ?? '';
  expect(JSON.parse(draft)).toMatchObject({
    name: 'Jonas Weber',
    country: 'DE',
    services: ['Electronics', 'Textile & Apparel'],
    terms: true,
  });
  expect(draft).not.toContain(password);
  expect(draft).not.toMatch(/password/i);

  await user.click(screen.getByRole('button', { name: 'Register Now' }));
  const status = await screen.findByRole('status');
  expect(within(status).getByRole('heading', { name: 'Application received' })).toBeInTheDocument();
  expect(status).toHaveTextContent('Our team activates every trade account by hand');
  expect(status).toHaveTextContent('jonas@weber-import.de');

  expect(fetchMock).toHaveBeenCalledTimes(1);
  const body = (fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string;
  expect(body).not.toContain(password);
  expect(JSON.parse(body)).toEqual({
    form: 'register',
    subject: 'Trade account application: Jonas Weber (Weber Import GmbH)',
    _subject: 'Trade account application: Jonas Weber (Weber Import GmbH)',
    name: 'Jonas Weber',
    email: 'jonas@weber-import.de',
    phone: '+49 30 1234567',
    country: 'Germany',
    countryCode: 'DE',
    company: 'Weber Import GmbH',
    businessType: 'Importer',
    services: ['Electronics', 'Textile & Apparel'],
    terms: true,
    language: 'English (en)',
  });
  expect(window.localStorage.getItem('draft:register')).toBeNull();
});

it('restores a draft but never a password smuggled into it', () => {
  window.localStorage.setItem(
    'draft:register',
    JSON.stringify({ name: 'Jonas Weber', password: 'x', services: ['Footwear'], terms: 'yes' }),
  );
  renderForm();
  expect(screen.getByLabelText('Full Name')).toHaveValue('Jonas Weber');
  expect(screen.getByLabelText('Password', { exact: true })).toHaveValue('');
  expect(screen.getByRole('checkbox', { name: 'Footwear' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'I agree to the Terms and Privacy Policy' })).not.toBeChecked();
});

it('leaves the passwords out of the hand-off messages', async () => {
  delete process.env.NEXT_PUBLIC_FORM_ENDPOINT;
  await fillAndSend(registerForm, fillValid, 'Register Now');

  const whatsapp = await screen.findByRole('link', { name: /Send via WhatsApp/ });
  const text = new URL(whatsapp.getAttribute('href')!).searchParams.get('text')!;
  expect(text).toContain('Country: Germany');
  expect(text).toContain('Interested Services: Electronics, Textile & Apparel');
  expect(text).not.toContain(password);
  const mail = decodeURIComponent(screen.getByRole('link', { name: 'Send via e-mail' }).getAttribute('href')!);
  expect(mail).toContain('Business Type: Importer');
  expect(mail).not.toContain(password);
  expect(fetchMock).not.toHaveBeenCalled();
});
