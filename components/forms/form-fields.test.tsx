import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getContact } from '@/content/contact';
import { getForms } from '@/content/forms';
import { contactFields, type ContactValues } from './contact-fields';
import { EnquiryForm } from './enquiry-form';
import { TextField } from './field';
import { EmailAddressField, NameField } from './field-groups';
import { draftLimits, initialValues, labelsOf, messageLines, payloadOf, type FormFields } from './form-fields';
import { answer, mockFormBackend, postedBody, recipient } from './form-test-kit';
import { contactMessage } from './message-copy';
import { useEnquiryForm } from './use-enquiry-form';
import { required } from './validate';

const contact = getContact('en');
const forms = getForms('en');

// A form's fields are listed once; its draft, checks, message and payload follow from the list.

type WithBudget = ContactValues & { budget: string };

const contactLabels = labelsOf({ ...forms.fields, ...contact.form.fields });
// The contact form's own list plus one field; the cast widens its values type by that field.
const budgetFields = {
  ...contactFields(contact.form, forms),
  budget: { initial: '', limit: 40, rules: [required('Enter a budget')] },
} as unknown as FormFields<WithBudget>;
const fetchMock = mockFormBackend('https://forms.example.com/f/budget');
const values: WithBudget = {
  name: 'Ayesha Khan',
  email: 'ayesha@company.com',
  topic: 'Rice',
  message: 'Two containers.',
  budget: ' 5,000 USD ',
};

it('puts a field added to the list in the message and the payload, and gives it a draft limit', () => {
  expect(messageLines(budgetFields, values, { ...contactLabels, budget: 'Budget' })).toContainEqual({
    label: 'Budget',
    value: ' 5,000 USD ',
  });
  expect(payloadOf(budgetFields, values)).toEqual({
    name: 'Ayesha Khan',
    email: 'ayesha@company.com',
    topic: 'Rice',
    message: 'Two containers.',
    budget: '5,000 USD',
  });
  expect(initialValues(budgetFields)).toMatchObject({ budget: '' });
  expect(draftLimits(budgetFields)).toMatchObject({ budget: 40 });
});

it('takes the message labels as given, apart from what the visitor sees', () => {
  const english = { ...contactLabels, budget: 'Budget' };
  const other = { ...english, name: 'پورا نام' };
  expect(messageLines(budgetFields, values, other)[0]).toEqual({ label: 'پورا نام', value: 'Ayesha Khan' });
});

it('leaves secrets out of both, and an empty optional field out of the message only', () => {
  type Account = { email: string; company: string; password: string };
  const fields: FormFields<Account> = {
    email: { initial: '' },
    company: { initial: '', optional: true },
    password: { initial: '', secret: true },
  };
  const account = { email: 'a@b.co', company: '', password: 'hunter22' };
  const labels = { email: 'Email', company: 'Company', password: 'Password' };
  expect(messageLines(fields, account, labels)).toEqual([{ label: 'Email', value: 'a@b.co' }]);
  expect(payloadOf(fields, account)).toEqual({ email: 'a@b.co', company: '' });
  expect(draftLimits<Account>({ ...fields, password: { initial: '', secret: true, limit: 64 } })).not.toHaveProperty('password');
});

/** The contact form with one field more: the list, its words and where it sits in the layout. */
function BudgetForm() {
  const form = useEnquiryForm({
    form: 'budget',
    fields: budgetFields,
    copy: { ...contact.form, fields: { ...contact.form.fields, budget: { label: 'Budget' } } },
    common: forms,
    recipient,
    message: { ...contactMessage('en'), labels: { ...contactMessage('en').labels, budget: 'Budget' } },
    subject: ({ topic }) => topic,
  });
  return (
    <EnquiryForm form={form} locale="en">
      <NameField form={form} />
      <EmailAddressField form={form} />
      <TextField {...form.input('topic', 'subject')} />
      <TextField {...form.field('message')} />
      <TextField {...form.input('budget')} />
    </EnquiryForm>
  );
}

it('sends the added field and writes it into the hand-off message', async () => {
  fetchMock.mockResolvedValue(answer(500, '{}'));
  const user = userEvent.setup();
  render(<BudgetForm />);
  await user.type(screen.getByLabelText('Full Name'), 'Ayesha Khan');
  await user.type(screen.getByLabelText('Email Address'), 'ayesha@company.com');
  await user.type(screen.getByLabelText('Subject'), 'Rice');
  await user.type(screen.getByLabelText('Message'), 'Two containers.');
  await user.click(screen.getByRole('button', { name: contact.form.submit }));
  expect(screen.getByLabelText('Budget')).toHaveAccessibleDescription('Enter a budget');
  expect(fetchMock).not.toHaveBeenCalled();

  await user.type(screen.getByLabelText('Budget'), '5,000 USD');
  expect(screen.getByLabelText('Budget')).toHaveAttribute('maxlength', '40');
  await user.click(screen.getByRole('button', { name: contact.form.submit }));

  const whatsapp = await screen.findByRole('link', { name: /Send via WhatsApp/ });
  expect(postedBody(fetchMock)).toMatchObject({ form: 'budget', budget: '5,000 USD' });
  expect(new URL(whatsapp.getAttribute('href')!).searchParams.get('text')).toContain('\nBudget: 5,000 USD');
});
