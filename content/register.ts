import { z } from 'zod';
import { enquiryCopySchema, fieldCopySchema, formPageSchema, requiredFieldCopySchema, siteLinkSchema as linkSchema } from './forms';
import { heading, paragraph, text } from './schema';
import { localizedFile } from './load';

// /register: its words are in content/register.yml, in every language.

/** subject: {name} is filled in, and {company} as " (Company)" when given. Name, e-mail, phone, country and company: content/forms.yml. */
const registerSchema = formPageSchema(
  enquiryCopySchema.extend({
    intro: paragraph,
    fields: z.object({
      businessType: requiredFieldCopySchema,
      password: requiredFieldCopySchema.extend({ tooShort: text }),
      confirmPassword: requiredFieldCopySchema.extend({ mismatch: text }),
      services: fieldCopySchema,
      terms: requiredFieldCopySchema.extend({ link: linkSchema }),
    }),
    businessTypes: z.array(text).length(4),
    /** The Interested Services a buyer ticks; the delivered message matches them to English's by position. */
    services: z.array(text).length(20),
    passwordMin: z.number().int().min(8),
    back: linkSchema,
    /** How the ticked terms box reads in the delivered message. */
    agreed: z.object({ label: heading, value: text }),
    /** In the message when no service is ticked. */
    none: text,
  }),
);
export type RegisterCopy = z.infer<typeof registerSchema>;
export type RegisterFormCopy = RegisterCopy['form'];

export const registerFile = localizedFile('content/register.yml', registerSchema);

/** /register's page and form in `locale`. */
export const getRegister = registerFile.get;
