import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getContact } from '@/content/contact';
import { getForms } from '@/content/forms';
import { ContactForm } from './contact-form';
import { contactMessage } from './message-copy';
import { acknowledged, answer, fillAndSend, mockFormBackend, problemsWith, recipient, type Visitor } from './form-test-kit';
import { englishNumbers } from '@/components/ui/format-number';

const contact = getContact('en');
const forms = getForms('en');

const endpoint = 'https://forms.example.com/f/contact';
const fetchMock = mockFormBackend(endpoint);
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

function renderForm() {
  return render(contactForm);
}

function storedDraft() {
  const raw = window.localStorage.getItem('draft:contact');
  return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
}

async function fillValid(user: Visitor) {
  await user.type(screen.getByLabelText(forms.fields.name.label), 'Ayesha Khan');
  await user.type(screen.getByLabelText(forms.fields.email.label), 'ayesha@company.com');
  await user.type(screen.getByLabelText(contact.form.fields.topic.label), 'Basmati rice');
  await user.type(screen.getByLabelText(contact.form.fields.message.label), 'سلام 📦{Enter}Two containers to Hamburg.');
}

/** A visitor fills the form in validly and sends it. */
const sendValid = () => fillAndSend(contactForm, fillValid, contact.form.submit);

beforeEach(() => {
  window.history.replaceState(null, '', '/contact');
});

it('shows every error on an empty submit, sends nothing and focuses the first invalid field', async () => {
  const user = userEvent.setup();
  renderForm();
  await user.click(screen.getByRole('button', { name: contact.form.submit }));

  expect(screen.getByRole('alert')).toHaveTextContent(problemsWith(4));
  const name = screen.getByLabelText(forms.fields.name.label);
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(name).toHaveAccessibleDescription(forms.fields.name.required);
  expect(screen.getByLabelText(forms.fields.email.label)).toHaveAccessibleDescription(forms.fields.email.required);
  expect(screen.getByText(contact.form.fields.topic.required)).toBeInTheDocument();
  expect(screen.getByText(contact.form.fields.message.required)).toBeInTheDocument();
  await waitFor(() => expect(name).toHaveFocus());
  expect(fetchMock).not.toHaveBeenCalled();
});

it('explains an invalid e-mail address and clears the error once it is fixed', async () => {
  const user = userEvent.setup();
  renderForm();
  const email = screen.getByLabelText(forms.fields.email.label);
  await user.type(email, 'ayesha@company');
  await user.click(screen.getByRole('button', { name: contact.form.submit }));
  expect(email).toHaveAccessibleDescription(forms.messages.email);

  await user.type(email, '.com');
  expect(email).not.toHaveAttribute('aria-invalid');
});

it('counts characters and refuses 5,001 without cutting the text', async () => {
  const user = userEvent.setup();
  renderForm();
  const message = screen.getByLabelText(contact.form.fields.message.label);
  expect(screen.getByText('0 / 5,000')).toBeInTheDocument();

  fireEvent.change(message, { target: { value: 'a'.repeat(5000) } });
  expect(screen.getByText('5,000 / 5,000')).toBeInTheDocument();
  expect(screen.queryByText(/Too long/)).not.toBeInTheDocument();

  fireEvent.change(message, { target: { value: 'a'.repeat(5001) } });
  expect(screen.getByText('5,001 / 5,000')).toBeInTheDocument();
  expect(screen.getByText('Too long: shorten it to 5,000 characters or fewer to send it.')).toBeInTheDocument();
  expect(message).toHaveValue('a'.repeat(5001));

  await user.type(screen.getByLabelText(forms.fields.name.label), 'Ayesha Khan');
  await user.type(screen.getByLabelText(forms.fields.email.label), 'ayesha@company.com');
  await user.type(screen.getByLabelText(contact.form.fields.topic.label), 'Rice');
  await user.click(screen.getByRole('button', { name: contact.form.submit }));
  expect(message).toHaveAccessibleDescription(expect.stringContaining('Shorten this to 5,000 characters or fewer'));
  await waitFor(() => expect(message).toHaveFocus());
  expect(fetchMock).not.toHaveBeenCalled();
});

it('saves a draft as the visitor types', async () => {
  const user = userEvent.setup();
  renderForm();
  await user.type(screen.getByLabelText(forms.fields.name.label), 'Ayesha');
  expect(storedDraft()).toEqual({ name: 'Ayesha' });
});

it('restores a draft after a reload', () => {
  window.localStorage.setItem('draft:contact', JSON.stringify({ name: 'Ayesha Khan', topic: 'Rice', message: 'Hello', extra: 'x' }));
  renderForm();
  expect(screen.getByLabelText(forms.fields.name.label)).toHaveValue('Ayesha Khan');
  expect(screen.getByLabelText(contact.form.fields.topic.label)).toHaveValue('Rice');
  expect(screen.getByLabelText(contact.form.fields.message.label)).toHaveValue('Hello');
  expect(screen.getByLabelText(forms.fields.email.label)).toHaveValue('');
});

it('removes a saved draft too large for the form and says so politely', () => {
  window.localStorage.setItem('draft:contact', JSON.stringify({ name: 'Ayesha Khan', message: 'x'.repeat(1_000_000) }));
  renderForm();
  expect(screen.getByRole('status')).toHaveTextContent('larger than the form accepts, so it has been removed');
  expect(screen.getByLabelText(forms.fields.name.label)).toHaveValue('');
  expect(screen.getByLabelText(contact.form.fields.message.label)).toHaveValue('');
  expect(storedDraft()).toBeNull();
});

it('removes a draft with one field over its limit, even when the whole is small', () => {
  window.localStorage.setItem('draft:contact', JSON.stringify({ name: 'x'.repeat(forms.limits.name + 1), message: 'Hello' }));
  renderForm();
  expect(screen.getByRole('status')).toHaveTextContent('has been removed');
  expect(screen.getByLabelText(contact.form.fields.message.label)).toHaveValue('');
});

it('caps the short fields at what the form accepts', () => {
  renderForm();
  expect(screen.getByLabelText(forms.fields.name.label)).toHaveAttribute('maxlength', String(forms.limits.name));
  expect(screen.getByLabelText(forms.fields.email.label)).toHaveAttribute('maxlength', String(forms.limits.email));
  expect(screen.getByLabelText(contact.form.fields.topic.label)).toHaveAttribute('maxlength', String(forms.limits.text));
  // The message keeps its soft limit: the counter and validation refuse more, nothing is cut.
  expect(screen.getByLabelText(contact.form.fields.message.label)).not.toHaveAttribute('maxlength');
});

it('fills Subject from ?subject= unless the draft has one', () => {
  window.history.replaceState(null, '', '/contact?subject=Partnership%20enquiry');
  const { unmount } = renderForm();
  expect(screen.getByLabelText(contact.form.fields.topic.label)).toHaveValue('Partnership enquiry');
  unmount();

  window.localStorage.setItem('draft:contact', JSON.stringify({ topic: 'Rice' }));
  renderForm();
  expect(screen.getByLabelText(contact.form.fields.topic.label)).toHaveValue('Rice');
});

it('fills Message from ?message= (a product page asks about that product), at most as long as the field allows', () => {
  window.history.replaceState(
    null,
    '',
    `/contact?subject=${encodeURIComponent('Enquiry: Ceiling fans')}&message=${encodeURIComponent('Please send me details of Ceiling fans: https://www.example.com/services/electronics/ceiling-fans')}`,
  );
  const { unmount } = renderForm();
  expect(screen.getByLabelText(contact.form.fields.topic.label)).toHaveValue('Enquiry: Ceiling fans');
  expect(screen.getByLabelText(contact.form.fields.message.label)).toHaveValue(
    'Please send me details of Ceiling fans: https://www.example.com/services/electronics/ceiling-fans',
  );
  unmount();

  window.history.replaceState(null, '', `/contact?message=${'x'.repeat(20_000)}`);
  renderForm();
  expect((screen.getByLabelText(contact.form.fields.message.label) as HTMLTextAreaElement).value.length).toBeLessThanOrEqual(
    contact.form.messageMax,
  );
});

// An attacker's link: the Subject field shows one line, and once showed forged lines in the message.
it('keeps a ?subject= with line breaks on one line in the field, the hand-offs and what is sent', async () => {
  window.history.replaceState(
    null,
    '',
    '/fr/contact?subject=Devis%0D%0ABcc:%20x@evil.example%0D%0A%0D%0AName:%20CEO%20(verified)%E2%80%A8Role:%20admin',
  );
  fetchMock.mockResolvedValue(answer(500, '{"error":"down"}'));
  const user = userEvent.setup();
  renderForm();
  const oneLine = 'Devis Bcc: x@evil.example Name: CEO (verified) Role: admin';
  expect(screen.getByLabelText(contact.form.fields.topic.label)).toHaveValue(oneLine);

  // A name with a right-to-left override would turn the staff's line around.
  await user.type(screen.getByLabelText(forms.fields.name.label), 'Ayesha\u202e Khan\u2066');
  await user.type(screen.getByLabelText(forms.fields.email.label), 'ayesha@company.com');
  await user.type(screen.getByLabelText(contact.form.fields.message.label), 'Two containers.');
  await user.click(screen.getByRole('button', { name: contact.form.submit }));
  await screen.findByRole('heading', { name: forms.handOff.title.failed });

  const sent = JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string) as Record<string, string>;
  expect(sent.subject).toBe(`Website enquiry: ${oneLine}`);
  expect(sent._subject).toBe(`Website enquiry: ${oneLine}`);
  expect(sent.topic).toBe(oneLine);
  expect(sent.name).toBe('Ayesha Khan');

  const text = new URL(screen.getByRole('link', { name: /Send via WhatsApp/ }).getAttribute('href')!).searchParams.get('text')!;
  const mail = new URL(screen.getByRole('link', { name: forms.handOff.email }).getAttribute('href')!);
  const body = decodeURIComponent(mail.search.split('&body=')[1]!);
  for (const message of [text, body]) {
    const lines = message.split(/\r?\n/);
    expect(lines.filter((line) => /^(Bcc|Name|Role):/.test(line))).toEqual([]);
    expect(lines).toContain(`Subject: ${oneLine}`);
    expect(lines).toContain('Full Name: Ayesha Khan');
    expect(message).not.toMatch(/[\u2028\u2029\u202a-\u202e\u2066-\u2069]/);
  }
  expect(decodeURIComponent(mail.search.split('&body=')[0]!)).toBe(`?subject=Website enquiry: ${oneLine}`);
});

it('works when localStorage throws (private mode)', async () => {
  const get = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new Error('SecurityError');
  });
  const set = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new Error('QuotaExceededError');
  });
  const user = userEvent.setup();
  renderForm();
  await user.type(screen.getByLabelText(forms.fields.name.label), 'Ayesha');
  expect(screen.getByLabelText(forms.fields.name.label)).toHaveValue('Ayesha');
  get.mockRestore();
  set.mockRestore();
});

it('sends once, shows progress, then confirms and clears the draft', async () => {
  let reply: (value: { status: number; text: () => Promise<string> }) => void = () => {};
  fetchMock.mockImplementation(() => new Promise((resolve) => (reply = resolve)));
  const user = userEvent.setup();
  renderForm();
  await fillValid(user);
  expect(storedDraft()).not.toBeNull();

  const button = screen.getByRole('button', { name: contact.form.submit });
  await user.dblClick(button);
  expect(button).toHaveAccessibleName(forms.sending);
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(button).toHaveAttribute('aria-disabled', 'true');
  await user.click(button);
  expect(fetchMock).toHaveBeenCalledTimes(1);

  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(url).toBe(endpoint);
  expect(JSON.parse(init.body as string)).toEqual({
    form: 'contact',
    subject: 'Website enquiry: Basmati rice',
    _subject: 'Website enquiry: Basmati rice',
    name: 'Ayesha Khan',
    email: 'ayesha@company.com',
    topic: 'Basmati rice',
    message: 'سلام 📦\nTwo containers to Hamburg.',
    language: 'English (en)',
  });

  await act(async () => reply(acknowledged()));
  const status = await screen.findByRole('status');
  expect(within(status).getByRole('heading', { name: contact.form.sent.title })).toHaveFocus();
  expect(status).toHaveTextContent('We reply within one business day');
  expect(status).toHaveTextContent('ayesha@company.com');
  expect(storedDraft()).toBeNull();

  await user.click(screen.getByRole('button', { name: contact.form.again }));
  expect(screen.getByLabelText(forms.fields.name.label)).toHaveValue('');
});

it('keeps everything on a server error and offers prefilled WhatsApp and e-mail hand-offs', async () => {
  fetchMock.mockResolvedValue(answer(500, '{"error":"down"}'));
  const { user } = await sendValid();

  const heading = await screen.findByRole('heading', { name: forms.handOff.title.failed });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(screen.getByText(/code 500/)).toBeInTheDocument();
  expect(screen.getByLabelText(forms.fields.name.label)).toHaveValue('Ayesha Khan');
  expect(screen.getByLabelText(contact.form.fields.message.label)).toHaveValue('سلام 📦\nTwo containers to Hamburg.');
  expect(storedDraft()).toMatchObject({ name: 'Ayesha Khan', topic: 'Basmati rice' });

  const text =
    'Website enquiry: Basmati rice\n\nLanguage: English (en)\nFull Name: Ayesha Khan\nEmail Address: ayesha@company.com\nSubject: Basmati rice\nMessage:\nسلام 📦\nTwo containers to Hamburg.';
  const whatsapp = screen.getByRole('link', { name: /Send via WhatsApp/ });
  expect(whatsapp).toHaveAttribute('href', `https://wa.me/${recipient.phoneDigits}?text=${encodeURIComponent(text)}`);
  expect(whatsapp).toHaveAttribute('target', '_blank');
  expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');

  const mail = screen.getByRole('link', { name: forms.handOff.email });
  const body =
    'Language: English (en)\r\nFull Name: Ayesha Khan\r\nEmail Address: ayesha@company.com\r\nSubject: Basmati rice\r\nMessage:\r\nسلام 📦\r\nTwo containers to Hamburg.';
  expect(mail).toHaveAttribute(
    'href',
    `mailto:${recipient.email}?subject=${encodeURIComponent('Website enquiry: Basmati rice')}&body=${encodeURIComponent(body)}`,
  );

  whatsapp.addEventListener('click', (event) => event.preventDefault());
  await user.click(whatsapp);
  expect(await screen.findByText(/WhatsApp has opened with your message/)).toBeInTheDocument();
  expect(storedDraft()).toBeNull();
});

it('keeps the draft when a 2xx answer is an HTML page, and says the message may have arrived', async () => {
  fetchMock.mockResolvedValue(answer(200, '<!doctype html><title>Thanks</title>'));
  await sendValid();

  expect(await screen.findByRole('heading', { name: forms.handOff.title.unconfirmed })).toBeInTheDocument();
  expect(screen.getByText(/may or may not have reached us/)).toHaveTextContent('code 200');
  expect(screen.getByRole('link', { name: /Send via WhatsApp/ })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: contact.form.sent.title })).not.toBeInTheDocument();
  expect(storedDraft()).toMatchObject({ name: 'Ayesha Khan', topic: 'Basmati rice' });
});

it('says a message refused while online may have arrived, and one from an offline device did not leave', async () => {
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  const { user } = await sendValid();
  expect(await screen.findByRole('heading', { name: forms.handOff.title.unconfirmed })).toBeInTheDocument();
  expect(screen.getByText(/may have reached us/)).toBeInTheDocument();

  const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  await user.click(screen.getByRole('button', { name: contact.form.submit }));
  expect(await screen.findByRole('heading', { name: forms.handOff.title.failed })).toBeInTheDocument();
  expect(screen.getByText(/did not leave it/)).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  onLine.mockRestore();
});

it('offers the hand-offs straight away when no endpoint is configured', async () => {
  delete process.env.NEXT_PUBLIC_FORM_ENDPOINT;
  await sendValid();

  expect(await screen.findByRole('heading', { name: forms.handOff.title.notConfigured })).toBeInTheDocument();
  expect(screen.getByText(forms.handOff.intro.notConfigured)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: forms.handOff.email })).toHaveAttribute(
    'href',
    expect.stringMatching(/^mailto:info@example\.com\?subject=/),
  );
  expect(fetchMock).not.toHaveBeenCalled();
  expect(storedDraft()).not.toBeNull();
});

it('drops a submission whose honeypot is filled, silently', async () => {
  const user = userEvent.setup();
  const { container } = renderForm();
  await fillValid(user);
  fireEvent.change(container.querySelector('input[name="website"]')!, { target: { value: 'http://spam.example' } });
  await user.click(screen.getByRole('button', { name: contact.form.submit }));
  expect(await screen.findByRole('heading', { name: contact.form.sent.title })).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});
