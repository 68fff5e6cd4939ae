'use client';

import type { Recipient } from '@/content/channels';
import type { ContactFormCopy } from '@/content/contact';
import type { FormsCopy } from '@/content/forms';
import type { NumberStyle } from '@/components/ui/format-number';
import { CharacterCount } from './character-count';
import { singleLine } from './compose';
import { contactFields, type ContactValues } from './contact-fields';
import { fillTemplate } from '@/lib/template';
import { EnquiryForm } from './enquiry-form';
import { FieldGrid, TextAreaField, TextField } from './field';
import { EmailAddressField, NameField } from './field-groups';
import type { MessageCopy } from './form-fields';
import { useEnquiryForm } from './use-enquiry-form';

/** The message the company reads: English labels and subject ({topic}: what the visitor wrote), and the visitor's language. */
export type ContactMessageCopy = MessageCopy<ContactValues>;

// ?subject= and ?message= come from links such as Explore Opportunities and a product page's "Ask
// about this product"; read in the browser, after hydration. The subject fills a one-line field:
// line breaks in it ("Devis%0D%0ABcc: …") become spaces here. The message is cut at the field's
// limit, so a crafted link cannot fill the form with more than a visitor could type.
function prefillFromUrl(messageMax: number): Partial<ContactValues> {
  const query = new URLSearchParams(window.location.search);
  const subject = singleLine(query.get('subject') ?? '').trim();
  const message = (query.get('message') ?? '').trim().slice(0, messageMax);
  return { ...(subject ? { topic: subject } : {}), ...(message ? { message } : {}) };
}

type ContactFormProps = {
  copy: ContactFormCopy;
  common: FormsCopy;
  /** The message's English words and the visitor's language (message-copy.ts). */
  messageCopy: ContactMessageCopy;
  /** Where the hand-offs go: the company e-mail and the digits of its WhatsApp number. */
  recipient: Recipient;
  /** The page's language, and how it writes numbers. */
  locale: string;
  numbers: NumberStyle;
};

export function ContactForm({ copy, common, messageCopy, recipient, locale, numbers }: ContactFormProps) {
  const form = useEnquiryForm({
    form: 'contact',
    fields: contactFields(copy, common, numbers),
    copy,
    common,
    recipient,
    message: messageCopy,
    subject: (values) => fillTemplate(messageCopy.subject, { topic: values.topic.trim() }),
    prefill: () => prefillFromUrl(copy.messageMax),
  });

  return (
    <EnquiryForm
      form={form}
      locale={locale}
      header={
        <>
          <h2 className="text-2xl font-bold">{copy.title}</h2>
          <p className="mt-1 mb-6 text-ink-muted">{copy.intro}</p>
        </>
      }
      footerClassName="mt-6"
    >
      <FieldGrid>
        <NameField form={form} />
        <EmailAddressField form={form} />
        <TextField {...form.input('topic', 'subject')} className="sm:col-span-2" />
        <TextAreaField
          {...form.field('message')}
          limit={copy.messageMax}
          counter={(length) => <CharacterCount length={length} max={copy.messageMax} overLimit={common.overLimit} numbers={numbers} />}
          className="sm:col-span-2"
        />
      </FieldGrid>
    </EnquiryForm>
  );
}
