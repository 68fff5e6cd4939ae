import { z } from 'zod';
import { defineContent, pluralFormsSchema } from './schema';
import { interfaceCopy } from './interface';

// Copy every form shares: validation wording, progress, the error summary and the hand-offs
// offered when a message cannot be sent online. Placeholders in {braces} are filled in by the form.

export const text = z.string().trim().min(1, 'must not be empty');
/** A link to a page of this site. */
export const siteLinkSchema = z.object({ label: text, href: z.string().regex(/^\//, 'must be a site path') });

/** What one form field says: its label, an optional hint and the message when it is left empty. */
export const fieldCopySchema = z.object({ label: text, hint: text.optional(), required: text.optional() });
export type FieldCopy = z.infer<typeof fieldCopySchema>;
/** A field that must be filled in: its "required" message is mandatory. */
export const requiredFieldCopySchema = fieldCopySchema.extend({ required: text });
/** A list to choose from: what it shows while nothing is chosen. */
export const selectFieldCopySchema = requiredFieldCopySchema.extend({ placeholder: text });

/** A confirmation: a heading and a paragraph ({name} and {email} are filled in). */
export const noticeSchema = z.object({ title: text, text });
export type Notice = z.infer<typeof noticeSchema>;

/** A page that is a form: its heading and introduction, and the form's own words. */
export function formPageSchema<F extends z.ZodType>(form: F) {
  // metaTitle: the page's short name in the browser tab and search results ("Contact"); title: its heading.
  return z.object({ metaTitle: text, title: text, intro: text, form });
}

/**
 * What every form that sends a message says besides its fields: the button, the subject line of
 * the delivered message (placeholders are the form's), the confirmation and the way to start again.
 */
export const enquiryCopySchema = z.object({ submit: text, subject: text, sent: noticeSchema, again: text });
export type EnquiryCopy = z.infer<typeof enquiryCopySchema>;

const limit = z.number().int().positive();

const formsSchema = z.object({
  /**
   * The fields several forms ask for, said once for all of them: a form's own content holds only
   * its own fields. A hint shows under its field; `required` when it is left empty.
   */
  fields: z.object({
    name: requiredFieldCopySchema,
    email: requiredFieldCopySchema,
    phone: requiredFieldCopySchema,
    company: fieldCopySchema,
    country: selectFieldCopySchema,
  }),
  /**
   * The most characters each kind of short field takes: typing stops there (maxlength), and a
   * saved draft holding more is removed. Long texts have their form's own limit (messageMax, notesMax).
   * text: subjects, ports, dates and chosen options.
   */
  limits: z.object({ name: limit, email: limit, phone: limit, text: limit }),
  /** Shown above a form whose saved draft was too large for it and has been removed. */
  draftTooLarge: text,
  /**
   * Shown in a form only when JavaScript is off: it cannot send, so say so and give the addresses.
   * {email}: the company e-mail; {phone}: its WhatsApp number.
   */
  noScript: z.object({ text, email: text, whatsapp: text }),
  messages: z.object({
    email: text,
    phone: text,
    /** {max}: the limit, formatted ("5,000"). */
    tooLong: text,
  }),
  optional: text,
  sending: text,
  /** Announced and shown above the form after a submit with errors, by CLDR plural category; {count} is the number of fields. */
  summary: pluralFormsSchema,
  /** Shown (and announced once) under a field with a character limit while it is exceeded; {max} is the limit. */
  overLimit: text,
  honeypot: text,
  handOff: z.object({
    /** failed: it did not leave or was refused; unconfirmed: it may have arrived (see intro). */
    title: z.object({ notConfigured: text, failed: text, unconfirmed: text }),
    /**
     * Why, by failure. notConfigured, offline and http: the message did not arrive. timeout, network
     * (online) and unacknowledged: it may have, so say a re-send may reach us twice. {status}: the HTTP code.
     */
    intro: z.object({ notConfigured: text, offline: text, http: text, timeout: text, network: text, unacknowledged: text }),
    whatsapp: text,
    email: text,
    newTab: text,
    copy: text,
    copied: text,
    opened: z.object({ whatsapp: text, email: text }),
  }),
});
export type FormsCopy = z.infer<typeof formsSchema>;

export const forms = defineContent('content/forms.ts', formsSchema, {
  fields: {
    name: { label: 'Full Name', required: 'Enter your full name' },
    email: { label: 'Email Address', required: 'Enter your e-mail address' },
    // No-break spaces (U+00A0) keep the example number on one line on a narrow screen.
    phone: { label: 'Phone Number', hint: 'With your country code, like +92\u00a0300\u00a01234567.', required: 'Enter your phone number' },
    company: { label: 'Company Name' },
    country: { label: 'Country', required: 'Choose your country', placeholder: 'Select a country' },
  },
  // 254: the longest e-mail address that can be delivered (RFC 5321); 32: E.164's 15 digits with spaces and punctuation.
  limits: { name: 120, email: 254, phone: 32, text: 200 },
  draftTooLarge:
    'A draft of this form saved in your browser was larger than the form accepts, so it has been removed. Please fill in the form again; we are sorry for the trouble.',
  noScript: {
    text: 'This form needs JavaScript to send, and JavaScript is turned off in this browser: pressing Enter or the button sends nothing. Write to us directly instead:',
    email: 'E-mail {email}',
    whatsapp: 'WhatsApp {phone}',
  },
  messages: {
    email: 'Enter a valid e-mail address, like name@company.com',
    phone: 'Enter a phone number with its country code, like +92 300 1234567',
    tooLong: 'Shorten this to {max} characters or fewer',
  },
  optional: '(optional)',
  sending: 'Sending…',
  summary: {
    one: 'There is a problem with {count} field. Check the field marked below.',
    other: 'There are problems with {count} fields. Check the fields marked below.',
  },
  overLimit: 'Too long: shorten it to {max} characters or fewer to send it.',
  honeypot: 'Leave this field empty',
  handOff: {
    title: {
      notConfigured: 'Send your message through WhatsApp or e-mail',
      failed: 'We could not send your message',
      unconfirmed: 'We could not confirm that your message arrived',
    },
    intro: {
      notConfigured: 'Choose WhatsApp or e-mail below: each opens with everything you typed already written in, ready to send.',
      http: 'Our form service answered with an error (code {status}). Nothing you typed is lost: send it through WhatsApp or e-mail instead, already written in.',
      offline:
        'This device is offline, so your message did not leave it. Nothing you typed is lost: send it through WhatsApp or e-mail instead, already written in, or try again once you are back online.',
      timeout:
        'Our form service did not answer in time, so your message may or may not have reached us. Nothing you typed is lost: to be sure, send it through WhatsApp or e-mail, already written in. If the first one did arrive, we will see both and answer once.',
      network:
        'Your message was sent, but the answer from our form service was blocked or cut off, so it may have reached us. Nothing you typed is lost: to be sure, send it through WhatsApp or e-mail, already written in. If the first one did arrive, we will see both and answer once.',
      unacknowledged:
        'Our form service answered (code {status}), but not with the confirmation we expect, so your message may or may not have reached us. Nothing you typed is lost: to be sure, send it through WhatsApp or e-mail, already written in. If the first one did arrive, we will see both and answer once.',
    },
    whatsapp: 'Send via WhatsApp',
    email: 'Send via e-mail',
    newTab: interfaceCopy.newTab,
    copy: 'Copy message',
    copied: 'Message copied',
    opened: {
      whatsapp: 'WhatsApp has opened with your message. Press Send there to reach us. Your draft on this page has been cleared.',
      email: 'Your e-mail app has opened with your message. Press Send there to reach us. Your draft on this page has been cleared.',
    },
  },
});
