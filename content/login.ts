import { z } from 'zod';
import { formPageSchema, noticeSchema, requiredFieldCopySchema, siteLinkSchema as linkSchema, text } from './forms';
import { defineContent } from './schema';

const loginSchema = formPageSchema(
  z.object({
    /** The e-mail field's words are content/forms.ts's. */
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

export const login = defineContent('content/login.ts', loginSchema, {
  metaTitle: 'Log in',
  title: 'Buyer login',
  intro: 'Log in to your trade account.',
  form: {
    fields: { password: { label: 'Password', required: 'Enter your password' } },
    submit: 'Log In',
    notice: {
      title: 'Buyer accounts are opened by our team',
      text: 'Online log-in is not open yet. Our team opens every buyer account by hand and sends access by e-mail. Nothing you typed here was sent or stored. New buyer? Register for a trade account. Need help? Contact us.',
    },
    links: {
      register: { label: 'Register', href: '/register' },
      contact: { label: 'Contact', href: '/contact' },
    },
    back: { label: 'Back to home', href: '/' },
    noScript:
      'Logging in needs JavaScript, and JavaScript is turned off in this browser: nothing you type here is sent. For help with your account, write to us:',
  },
});
export type LoginCopy = typeof login;
export type LoginFormCopy = LoginCopy['form'];
