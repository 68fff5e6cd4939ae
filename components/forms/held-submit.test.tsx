import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { getContact } from '@/content/contact';
import { getForms } from '@/content/forms';
import { getLogin } from '@/content/login';
import { getRegister } from '@/content/register';
import { ContactForm } from './contact-form';
import { contactMessage, registerMessage } from './message-copy';
import { acknowledged, mockFormBackend, problemsWith, recipient } from './form-test-kit';
import { holdSubmitSource } from './held-submit';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { englishNumbers } from '@/components/ui/format-number';

const contact = getContact('en');
const forms = getForms('en');
const login = getLogin('en');
const register = getRegister('en');

// Pages paint before their scripts run: a visitor can fill a form and press Enter before React
// has hydrated it. The inline script (run here as the page runs it) holds that submit; the form
// replays it once it is live, with what was typed.

const fetchMock = mockFormBackend('https://forms.example.com/f/contact');

beforeAll(() => {
  // Once: the page runs it once, and a second copy would hold submits the first lets through.
  new Function(holdSubmitSource)();
});

beforeEach(() => {
  delete document.documentElement.dataset.hydrated;
  fetchMock.mockResolvedValue(acknowledged());
});

/** The prerendered page, in the document, before any script of the form has run. */
function prerender(form: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(form);
  document.body.append(container);
  return container;
}

function typeEarly(container: HTMLElement, selector: string, value: string) {
  (container.querySelector(selector) as HTMLInputElement).value = value;
}

/** Enter in a field, as the browser turns it into a submit of the form. */
function pressEnter(container: HTMLElement) {
  container.querySelector('form')!.requestSubmit();
}

/** The prerendered `form`: a visitor types `early` (selector: value) and presses Enter before it is live; then it hydrates. */
function hydrateAfterEarlyEnter(form: ReactElement, early: Record<string, string>) {
  const container = prerender(form);
  for (const [selector, value] of Object.entries(early)) typeEarly(container, selector, value);
  pressEnter(container);
  render(form, { container, hydrate: true });
  return container;
}

const contactForm = (
  <ContactForm
    copy={contact.form}
    common={forms}
    messageCopy={contactMessage('en')}
    recipient={recipient}
    locale="en"
    numbers={englishNumbers}
  />
);

it('holds a submit made before hydration and sends it once, with what was typed, when the form is live', async () => {
  const container = prerender(contactForm);
  typeEarly(container, '#contact-name', 'Ayesha Khan');
  typeEarly(container, '#contact-email', 'ayesha@company.com');
  typeEarly(container, '#contact-subject', 'Basmati rice');
  typeEarly(container, '#contact-message', 'Two containers to Hamburg.');
  // A double Enter.
  pressEnter(container);
  pressEnter(container);
  expect(fetchMock).not.toHaveBeenCalled();

  // While it waits, the page says so, politely, in a live region.
  const note = await screen.findByText(forms.heldSubmit);
  expect(note).toHaveAttribute('role', 'status');

  render(contactForm, { container, hydrate: true });
  expect(await screen.findByRole('heading', { name: contact.form.sent.title })).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(screen.queryByText(forms.heldSubmit)).not.toBeInTheDocument();
  expect(JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string)).toMatchObject({
    name: 'Ayesha Khan',
    email: 'ayesha@company.com',
    topic: 'Basmati rice',
    message: 'Two containers to Hamburg.',
  });
  container.remove();
});

it('replays an early submit of an incomplete form as a check: the errors show, nothing is sent', async () => {
  const container = hydrateAfterEarlyEnter(contactForm, { '#contact-name': 'Ayesha Khan' });
  expect(await screen.findByRole('alert')).toHaveTextContent(problemsWith(3));
  expect(screen.queryByText(forms.heldSubmit)).not.toBeInTheDocument();
  expect(screen.getByLabelText(forms.fields.name.label)).toHaveValue('Ayesha Khan');
  expect(fetchMock).not.toHaveBeenCalled();
  container.remove();
});

it('replays nothing when nothing was submitted early, and a live form sends once per submit', async () => {
  const container = prerender(contactForm);
  render(contactForm, { container, hydrate: true });
  await act(async () => {});
  expect(screen.getByRole('alert')).toBeEmptyDOMElement();

  const user = userEvent.setup();
  await user.type(screen.getByLabelText(forms.fields.name.label), 'Ayesha Khan');
  await user.type(screen.getByLabelText(forms.fields.email.label), 'ayesha@company.com');
  await user.type(screen.getByLabelText(contact.form.fields.topic.label), 'Rice');
  await user.type(screen.getByLabelText(contact.form.fields.message.label), 'Hello');
  await user.click(screen.getByRole('button', { name: contact.form.submit }));
  expect(await screen.findByRole('heading', { name: contact.form.sent.title })).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledTimes(1);

  // The form after "Send another" is a new element: it must be live too, not held.
  await user.click(screen.getByRole('button', { name: contact.form.again }));
  await user.click(screen.getByRole('button', { name: contact.form.submit }));
  expect(await screen.findByRole('alert')).toHaveTextContent(problemsWith(4));
  container.remove();
});

it('replays an early log-in: the check runs on what was typed', async () => {
  const form = <LoginForm copy={login.form} common={forms} locale="en" />;
  const container = hydrateAfterEarlyEnter(form, { '#login-email': 'buyer@company.com' });
  expect(await screen.findByLabelText(login.form.fields.password.label)).toHaveAccessibleDescription(login.form.fields.password.required);
  expect(screen.getByLabelText(forms.fields.email.label)).toHaveValue('buyer@company.com');
  container.remove();

  const second = hydrateAfterEarlyEnter(form, { '#login-email': 'buyer@company.com', '#login-password': 'anything at all' });
  expect(await screen.findByRole('heading', { name: 'Buyer accounts are opened by our team' })).toBeInTheDocument();
  second.remove();
});

it('cannot navigate or put a password in a URL: method="dialog", and password inputs have no name', () => {
  const countries = [{ value: 'DE', label: 'Germany' }];
  const container = prerender(
    <>
      <RegisterForm
        copy={register.form}
        common={forms}
        countries={countries}
        messageCopy={registerMessage('en')}
        recipient={recipient}
        locale="en"
      />
      <LoginForm copy={login.form} common={forms} locale="en" />
    </>,
  );
  const forms_ = [...container.querySelectorAll('form')];
  expect(forms_).toHaveLength(2);
  for (const form of forms_) {
    expect(form).toHaveAttribute('method', 'dialog');
    expect(form).toHaveAttribute('data-hold-submit');
  }
  const passwords = [...container.querySelectorAll('input[type="password"]')];
  expect(passwords).toHaveLength(3);
  for (const input of passwords) expect(input).not.toHaveAttribute('name');
  container.remove();
});

it('tells visitors without JavaScript that the form cannot send, and where to write instead', () => {
  const html = renderToString(contactForm);
  const notice = /<noscript>(.*?)<\/noscript>/s.exec(html)?.[1] ?? '';
  expect(notice).toContain('This form needs JavaScript to send');
  expect(notice).toContain(`href="mailto:${recipient.email}"`);
  expect(notice).toContain(`href="https://wa.me/${recipient.phoneDigits}"`);
  // The number as people write it (content/site.yml's phone.display), not the digits of the link.
  const text = notice.replace(/<[^>]+>/g, '');
  expect(text).toContain(`WhatsApp ${recipient.phoneDisplay}`);
  expect(text).not.toContain(`+${recipient.phoneDigits}`);

  const login_ = renderToString(<LoginForm copy={login.form} common={forms} locale="en" />);
  expect(/<noscript>(.*?)<\/noscript>/s.exec(login_)?.[1]).toContain('Logging in needs JavaScript');
});

it('lets a submit through untouched on a page already hydrated', async () => {
  document.documentElement.dataset.hydrated = '';
  const form = document.createElement('form');
  form.setAttribute('data-hold-submit', '');
  document.body.append(form);
  const seen = jest.fn((event: Event) => event.preventDefault());
  form.addEventListener('submit', seen);
  form.requestSubmit();
  await waitFor(() => expect(seen).toHaveBeenCalledTimes(1));
  form.remove();
});
