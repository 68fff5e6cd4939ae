import { z } from 'zod';
import { formPageSchema, noticeSchema, requiredFieldCopySchema, siteLinkSchema as linkSchema } from './forms';
import { text } from './schema';
import { localizedFile } from './load';

// /login: its words are in content/login.yml, in every language.

const loginSchema = formPageSchema(
  z.object({
    /** The e-mail field's words are content/forms.yml's. */
    fields: z.object({ password: requiredFieldCopySchema }),
    submit: text,
    /** Shown after valid input: accounts are opened by hand, nothing is sent. */
    notice: noticeSchema,
    links: z.object({ register: linkSchema, contact: linkSchema }),
    back: linkSchema,
    /** In place of forms.noScript.text when JavaScript is off: logging in needs it, and nothing is sent. */
    noScript: text,
  }),
);
export type LoginCopy = z.infer<typeof loginSchema>;
export type LoginFormCopy = LoginCopy['form'];

export const loginFile = localizedFile('content/login.yml', loginSchema);

/** /login's page and form in `locale`. */
export const getLogin = loginFile.get;
