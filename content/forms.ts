import { z } from 'zod';
import { fillTemplate } from '@/lib/template';
import { getInterface } from './interface';
import { localeInfo, numberIn } from './locales';
import { localizedFile } from './load';
import { cached } from './read';
import { same } from './schema-reader';
import { heading, paragraph, pluralFormsSchema, text, type PluralForms } from './schema';

// Copy every form shares (content/forms.yml, every language); {placeholders} are filled in by the form.

/** A link to a page of this site. */
export const siteLinkSchema = z.object({ label: heading, href: same(z.string().regex(/^\//, 'must be a site path')) });

/** What one form field says: its label, an optional hint and the message when it is left empty. */
export const fieldCopySchema = z.object({ label: heading, hint: text.optional(), required: text.optional() });
export type FieldCopy = z.infer<typeof fieldCopySchema>;
/** A field that must be filled in: its "required" message is mandatory. */
export const requiredFieldCopySchema = fieldCopySchema.extend({ required: text });
/** A list to choose from: what it shows while nothing is chosen. */
export const selectFieldCopySchema = requiredFieldCopySchema.extend({ placeholder: text });

/** A confirmation: a heading and a paragraph ({name} and {email} are filled in). */
export const noticeSchema = z.object({ title: heading, text: paragraph });
export type Notice = z.infer<typeof noticeSchema>;

/** A page that is a form: its heading and introduction, and the form's own words. */
export function formPageSchema<F extends z.ZodType>(form: F) {
  // metaTitle: the page's short name in the browser tab and search results ("Contact"); title: its heading.
  return z.object({ metaTitle: heading, title: heading, intro: paragraph, form });
}

/**
 * What every form that sends a message says besides its fields: the button, the subject line of
 * the delivered message (placeholders are the form's), the confirmation and the way to start again.
 */
export const enquiryCopySchema = z.object({ submit: text, subject: text, sent: noticeSchema, again: text });
export type EnquiryCopy = z.infer<typeof enquiryCopySchema>;

const limit = z.number().int().positive();

const formsSchema = z.object({
  /** The fields several forms ask for, worded once: a form's own content file holds only its own fields. */
  fields: z.object({
    name: requiredFieldCopySchema,
    email: requiredFieldCopySchema,
    phone: requiredFieldCopySchema,
    company: fieldCopySchema,
    country: selectFieldCopySchema,
  }),
  /** Most characters per short field (maxlength; a larger saved draft is removed); text: subjects, ports, dates, options. Long texts: messageMax, notesMax. */
  limits: z.object({ name: limit, email: limit, phone: limit, text: limit }),
  /** Shown above a form whose saved draft was too large for it and has been removed. */
  draftTooLarge: text,
  /** Shown only with JavaScript off, when a form cannot send. {email}, {phone}: the company's addresses. */
  noScript: z.object({ text: paragraph, email: text, whatsapp: text }),
  messages: z.object({
    email: text,
    phone: text,
    /** {max}: the limit, formatted ("5,000"). */
    tooLong: text,
  }),
  optional: text,
  sending: text,
  /** Shown, and announced, while a form sent before the page has finished loading waits for it. */
  heldSubmit: text,
  /** The error summary after a failed submit, by CLDR plural category; {count}: the number of fields. */
  summary: pluralFormsSchema,
  /** Shown (and announced once) under a field with a character limit while it is exceeded; {max} is the limit. */
  overLimit: text,
  honeypot: text,
  /** Label of the message's "Language: Français (fr)" line: staff read English, so written once. */
  languageLine: same(text),
  /** The company's own inbox (docs/inbox.md): how long it keeps an enquiry, that number's words by plural category, the privacy note ({months}, filled in by getForms), and refusals by `error`. */
  inbox: z.object({
    retentionMonths: same(z.number().int().min(1).max(120)),
    months: pluralFormsSchema,
    privacy: text,
    refused: z.object({ invalid: text, tooLarge: text, rateLimited: text, spamCheck: text, unavailable: text }),
    /** The inbox did not confirm in time: a resend is safe there (it is stored once). */
    retry: text,
    /** How staff's reply from the inbox starts, in the buyer's language ({name}; {company}: the site's name). */
    reply: text,
  }),
  handOff: z.object({
    /** failed: it did not leave or was refused; unconfirmed: it may have arrived (see intro). */
    title: z.object({ notConfigured: heading, failed: heading, unconfirmed: heading }),
    /** Why, by failure ({status}: the HTTP code); after timeout, network and unacknowledged it may have arrived, so a re-send may reach us twice. */
    intro: z.object({
      notConfigured: paragraph,
      offline: paragraph,
      http: paragraph,
      timeout: paragraph,
      network: paragraph,
      unacknowledged: paragraph,
    }),
    whatsapp: text,
    email: text,
    /** Heard after a hand-off link: content/interface.yml's newTab, added by getForms. */
    newTab: text,
    copy: text,
    copied: text,
    /** The other channels, where content/site.yml has them: Telegram's link copies the message first; WeChat's button copies the ID. */
    telegram: text,
    wechat: text,
    phone: text,
    idCopied: text,
    opened: z.object({ whatsapp: text, email: text, telegram: text }),
    /** inbox.refused and inbox.retry, added by getForms: the hand-offs say why the inbox did not take the message. */
    refused: z.object({ invalid: text, tooLarge: text, rateLimited: text, spamCheck: text, unavailable: text }),
    retry: text,
  }),
});
export type FormsCopy = z.infer<typeof formsSchema>;

/** content/forms.yml: FormsCopy but the handOff words getForms adds from interface.yml and inbox. */
const formsFileSchema = formsSchema.extend({ handOff: formsSchema.shape.handOff.omit({ newTab: true, refused: true, retry: true }) });
export const formsFile = localizedFile('content/forms.yml', formsFileSchema);

/** "24 months" in `locale`'s words for that number (Arabic and Russian have several plurals), digits as the site writes them. */
export function monthsText(locale: string, { retentionMonths: count, months }: FormsCopy['inbox']) {
  const { lang } = localeInfo(locale);
  const form = months[new Intl.PluralRules(lang).select(count) as keyof PluralForms] ?? months.other;
  return fillTemplate(form, { count: numberIn(locale, count) });
}

/** The words every form shares, in `locale`; the inbox's privacy line with its months filled in. */
export const getForms = cached((locale: string): FormsCopy => {
  const copy = formsFile.get(locale);
  return {
    ...copy,
    inbox: { ...copy.inbox, privacy: fillTemplate(copy.inbox.privacy, { months: monthsText(locale, copy.inbox) }) },
    handOff: { ...copy.handOff, newTab: getInterface(locale).newTab, refused: copy.inbox.refused, retry: copy.inbox.retry },
  };
});
