import { z } from 'zod';
import { enquiryCopySchema, formPageSchema, requiredFieldCopySchema, text } from './forms';
import { defineContent } from './schema';

/** subject: the delivered message's subject line; {topic} is what the visitor wrote. Name and e-mail: content/forms.ts. */
const contactFormSchema = enquiryCopySchema.extend({
  title: text,
  intro: text,
  fields: z.object({ topic: requiredFieldCopySchema, message: requiredFieldCopySchema }),
  messageMax: z.number().int().positive(),
});

const contactSchema = formPageSchema(contactFormSchema).extend({
  details: z.object({
    title: text,
    intro: text,
    phone: text,
    email: text,
    address: text,
    socials: text,
  }),
});
export const contact = defineContent('content/contact.ts', contactSchema, {
  metaTitle: 'Contact',
  title: 'Contact us',
  intro: 'Tell us what you want to source or ship. A member of our Haripur team reads every message and answers it personally.',
  form: {
    title: 'Send us a message',
    intro: 'All fields are required.',
    fields: {
      topic: { label: 'Subject', required: 'Enter a subject, for example the product you need' },
      message: {
        label: 'Message',
        hint: 'Products, quantities, destination and timing help us answer in one reply.',
        required: 'Enter your message',
      },
    },
    messageMax: 5000,
    submit: 'Send Message',
    subject: 'Website enquiry: {topic}',
    sent: {
      title: 'Message sent',
      text: 'Thank you, {name}. Your message has reached our team. We reply within one business day (Pakistan time, UTC+5) to {email}.',
    },
    again: 'Send another message',
  },
  details: {
    title: 'Reach us directly',
    intro:
      'Prefer to talk? Call us, or message us on WhatsApp or by e-mail at any hour. We reply within one business day (Pakistan time, UTC+5).',
    phone: 'Phone and WhatsApp',
    email: 'E-mail',
    address: 'Office',
    socials: 'Follow us',
  },
});
export type ContactCopy = typeof contact;
export type ContactFormCopy = ContactCopy['form'];
