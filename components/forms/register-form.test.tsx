import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getForms } from '@/content/forms';
import { getRegister } from '@/content/register';
import { acknowledged, fillAndSend, mockFormBackend, problemsWith, recipient, type Visitor } from './form-test-kit';
import { registerMessage } from './message-copy';
import { RegisterForm } from './register-form';

const forms = getForms('en');
const register = getRegister('en');

const countries = [
  { value: 'DE', label: 'Germany' },
  { value: 'PK', label: 'Pakistan' },
];
const fetchMock = mockFormBackend('https://forms.example.com/f/register');
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
  await user.type(screen.getByLabelText(forms.fields.name.label), 'Jonas Weber');
  await user.type(screen.getByLabelText(forms.fields.email.label), 'jonas@weber-import.de');
  await user.type(screen.getByLabelText(forms.fields.phone.label), '+49 30 1234567');
  await user.selectOptions(screen.getByLabelText(forms.fields.country.label), 'Germany');
  await user.type(screen.getByLabelText('Company Name (optional)'), 'Weber Import GmbH');
  await user.click(screen.getByRole('radio', { name: register.form.businessTypes[0]! }));
  await user.type(screen.getByLabelText(register.form.fields.password.label, { exact: true }), password);
  await user.type(screen.getByLabelText(register.form.fields.confirmPassword.label), confirm);
  await user.click(screen.getByRole('checkbox', { name: register.form.services[3]! }));
  await user.click(screen.getByRole('checkbox', { name: register.form.services[1]! }));
  await user.click(screen.getByRole('checkbox', { name: register.form.fields.terms.label }));
}

it('has every field of the application, the services and the business types', () => {
  renderForm();
  expect(within(screen.getByRole('group', { name: register.form.fields.services.label })).getAllByRole('checkbox')).toHaveLength(
    register.form.services.length,
  );
  expect(
    within(screen.getByRole('radiogroup', { name: register.form.fields.businessType.label }))
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('value')),
  ).toEqual(register.form.businessTypes);
  expect(screen.getByRole('button', { name: register.form.submit })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'Read our terms and policies' })).toHaveAttribute('href', '/get-quote#policies');
});

it('refuses an empty application with an error per required field', async () => {
  const user = userEvent.setup();
  renderForm();
  await user.click(screen.getByRole('button', { name: register.form.submit }));

  expect(screen.getByRole('alert')).toHaveTextContent(problemsWith(8));
  for (const message of [
    forms.fields.name.required,
    forms.fields.email.required,
    forms.fields.phone.required,
    forms.fields.country.required,
    register.form.fields.businessType.required,
    register.form.fields.password.required,
    register.form.fields.confirmPassword.required,
    register.form.fields.terms.required,
  ]) {
    expect(screen.getByText(message)).toBeInTheDocument();
  }
  expect(screen.getByLabelText('Company Name (optional)')).not.toHaveAttribute('aria-invalid');
  await waitFor(() => expect(screen.getByLabelText(forms.fields.name.label)).toHaveFocus());
  expect(fetchMock).not.toHaveBeenCalled();
});

it('checks the phone format, the password length and the confirmation', async () => {
  const user = userEvent.setup();
  renderForm();
  await user.type(screen.getByLabelText(forms.fields.phone.label), '0300 1234567');
  await user.type(screen.getByLabelText(register.form.fields.password.label, { exact: true }), 'short');
  await user.type(screen.getByLabelText(register.form.fields.confirmPassword.label), 'shorter');
  await user.click(screen.getByRole('button', { name: register.form.submit }));

  expect(screen.getByLabelText(forms.fields.phone.label)).toHaveAccessibleDescription(expect.stringContaining(forms.messages.phone));
  expect(screen.getByText('Use at least 8 characters for your password')).toBeInTheDocument();
  expect(screen.getByLabelText(register.form.fields.confirmPassword.label)).toHaveAccessibleDescription(
    register.form.fields.confirmPassword.mismatch,
  );
});

it('shows a mismatch even when everything else is valid, and sends nothing', async () => {
  const user = userEvent.setup();
  renderForm();
  await fillValid(user, `${password}x`);
  await user.click(screen.getByRole('button', { name: register.form.submit }));
  expect(screen.getByText(register.form.fields.confirmPassword.mismatch)).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText(register.form.fields.confirmPassword.label)).toHaveFocus());
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
    services: [register.form.services[1]!, register.form.services[3]!],
    terms: true,
  });
  expect(draft).not.toContain(password);
  expect(draft).not.toMatch(/password/i);

  await user.click(screen.getByRole('button', { name: register.form.submit }));
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
    businessType: register.form.businessTypes[0]!,
    services: [register.form.services[1]!, register.form.services[3]!],
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
  expect(screen.getByLabelText(forms.fields.name.label)).toHaveValue('Jonas Weber');
  expect(screen.getByLabelText(register.form.fields.password.label, { exact: true })).toHaveValue('');
  expect(screen.getByRole('checkbox', { name: 'Footwear' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: register.form.fields.terms.label })).not.toBeChecked();
});

it('leaves the passwords out of the hand-off messages', async () => {
  delete process.env.NEXT_PUBLIC_FORM_ENDPOINT;
  await fillAndSend(registerForm, fillValid, register.form.submit);

  const whatsapp = await screen.findByRole('link', { name: /Send via WhatsApp/ });
  const text = new URL(whatsapp.getAttribute('href')!).searchParams.get('text')!;
  expect(text).toContain('Country: Germany');
  expect(text).toContain('Interested Services: Electronics, Textile & Apparel');
  expect(text).not.toContain(password);
  const mail = decodeURIComponent(screen.getByRole('link', { name: forms.handOff.email }).getAttribute('href')!);
  expect(mail).toContain('Business Type: Importer');
  expect(mail).not.toContain(password);
  expect(fetchMock).not.toHaveBeenCalled();
});
