import type { ContactFormCopy } from '@/content/contact';
import type { FormsCopy } from '@/content/forms';
import type { QuoteCopy } from '@/content/quote';
import type { RegisterFormCopy } from '@/content/register';
import { contactFields } from './contact-fields';
import type { ContactMessageCopy } from './contact-form';
import type { FormFields, MessageCopy } from './form-fields';
import { quoteFields } from './quote-fields';
import type { QuoteMessageCopy } from './quote-form';
import { registerFields } from './register-fields';
import type { RegisterMessageCopy } from './register-form';
import type { FormValues } from './validate';

// What the inbox's /api/enquiry checks a message by: the English words and limits of the three
// forms, as the pages were built with them. The build writes them to out/enquiry-rules.json
// (scripts/build-enquiry-rules.mjs); the function reads that file from the site it runs beside, so
// the forms and the function check with one definition, the field lists of *-fields.ts.

export const enquiryForms = ['contact', 'quote', 'register'] as const;
export type EnquiryFormName = (typeof enquiryForms)[number];

export type EnquiryRules = {
  forms: FormsCopy;
  contact: ContactFormCopy;
  quote: QuoteCopy;
  register: RegisterFormCopy;
  /** The English words of each form's message (message-copy.ts), as an English page has them. */
  message: { contact: ContactMessageCopy; quote: QuoteMessageCopy; register: RegisterMessageCopy };
  /** Every language's line, "Français (fr)", as a form names its visitor's language. */
  languages: string[];
  /** Months an enquiry is kept (content/forms.yml privacy.retentionMonths). */
  retentionMonths: number;
};

export function isEnquiryForm(name: unknown): name is EnquiryFormName {
  return typeof name === 'string' && (enquiryForms as readonly string[]).includes(name);
}

/**
 * A form's fields and its message's English words. Countries come as their English names (what the
 * form sends as `country`), so no list is needed to read them.
 */
export function enquiryFields(
  rules: EnquiryRules,
  form: EnquiryFormName,
): { fields: FormFields<FormValues>; message: MessageCopy<FormValues> } {
  const pick = <V extends FormValues>(fields: FormFields<V>, message: MessageCopy<V>) => ({
    fields: fields as unknown as FormFields<FormValues>,
    message: message as unknown as MessageCopy<FormValues>,
  });
  if (form === 'contact') return pick(contactFields(rules.contact, rules.forms), rules.message.contact);
  if (form === 'quote') return pick(quoteFields(rules.quote, rules.forms, [], rules.message.quote), rules.message.quote);
  return pick(registerFields(rules.register, rules.forms, [], rules.message.register), rules.message.register);
}
