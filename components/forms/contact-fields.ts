import type { ContactFormCopy } from '@/content/contact';
import type { FormsCopy } from '@/content/forms';
import { englishNumbers, formatNumber, type NumberStyle } from '@/components/ui/format-number';
import { fillTemplate } from '@/lib/template';
import { emailSpec, nameSpec } from './common-fields';
import type { FormFields } from './form-fields';
import { maxLength, required } from './validate';

// The contact form's fields with no React: the form (contact-form.tsx) and the inbox's
// /api/enquiry (functions/_lib/enquiry-check.ts) check a message by this one list.

export type ContactValues = { name: string; email: string; topic: string; message: string };

/** The contact form's fields, in the order the message lists them; `numbers`: how the page's language writes the limit. */
export function contactFields(copy: ContactFormCopy, common: FormsCopy, numbers: NumberStyle = englishNumbers): FormFields<ContactValues> {
  const { topic, message } = copy.fields;
  return {
    name: nameSpec(common),
    email: emailSpec(common),
    topic: { initial: '', limit: common.limits.text, rules: [required(topic.required)] },
    message: {
      initial: '',
      multiline: true,
      limit: copy.messageMax,
      rules: [
        required(message.required),
        maxLength(copy.messageMax, fillTemplate(common.messages.tooLong, { max: formatNumber(copy.messageMax, numbers) })),
      ],
    },
  };
}
