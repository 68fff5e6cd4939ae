import { z } from 'zod';
import { enquiryCopySchema, formPageSchema, requiredFieldCopySchema } from './forms';
import { heading, paragraph, text } from './schema';
import { localizedFile } from './load';

// /contact: its words are in content/contact.yml, in every language.

/** subject: the delivered message's subject line; {topic} is what the visitor wrote. Name and e-mail: content/forms.yml. */
const contactFormSchema = enquiryCopySchema.extend({
  title: heading,
  intro: paragraph,
  fields: z.object({ topic: requiredFieldCopySchema, message: requiredFieldCopySchema }),
  messageMax: z.number().int().positive(),
});

const contactSchema = formPageSchema(contactFormSchema).extend({
  details: z.object({
    title: heading,
    intro: paragraph,
    address: text,
    socials: text,
  }),
});
export type ContactCopy = z.infer<typeof contactSchema>;
export type ContactFormCopy = ContactCopy['form'];

export const contactFile = localizedFile('content/contact.yml', contactSchema);

/** /contact's page, form and details card in `locale`. */
export const getContact = contactFile.get;
