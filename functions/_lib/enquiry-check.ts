import { composeText, messageValue } from '../../components/forms/compose';
import { enquiryFields, isEnquiryForm, type EnquiryFormName, type EnquiryRules } from '../../components/forms/enquiry-rules';
import { messageLines, rulesOf, type FormFields } from '../../components/forms/form-fields';
import { validate, type FieldValue, type FormValues, type Rules } from '../../components/forms/validate';
import { enquiryLimits } from '../../lib/limits';

// An enquiry as /api/enquiry receives it, checked by the rules the forms check it by
// (components/forms/*-fields.ts, with the limits and words the pages were built with): the
// request's shape, each field's type and size, the form's own rules, the lines of a quote. What
// passes becomes what is stored: the fields as sent (known names only) and the English message
// staff read, made by compose.ts as the hand-offs make it.

export type Refusal = {
  /** The answer's `error`, which the form words in the visitor's language (content/forms.yml inbox.refused). */
  error: 'bad-request' | 'invalid' | 'too-large' | 'rate-limited' | 'spam-check' | 'unavailable' | 'key-reused';
  status: number;
  /** For `invalid`: the fields that failed, by name. */
  fields?: string[];
  /** For the log and the tests: which check refused it. */
  detail: string;
};

export type Enquiry = {
  key: string;
  form: EnquiryFormName;
  /** "Français (fr)", as the form names the language. */
  language: string;
  /** The page it was sent from: "/fr/contact". */
  page: string;
  subject: string;
  token: string;
  /** The fields as sent, known names only. */
  fields: Record<string, FieldValue>;
  /** The message staff read, in English: subject, blank line, "Label: value" lines. */
  message: string;
  /** The buyer's e-mail address, name and company, for the inbox's list and search. */
  email: string;
  name: string;
  company: string;
};

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const refuse = (error: Refusal['error'], status: number, detail: string, fields?: string[]): Refusal => ({
  error,
  status,
  detail,
  ...(fields ? { fields } : {}),
});

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;

/** A value of the type the field starts as: text, a list of texts, or a tick. */
function ofType(value: unknown, initial: FieldValue): value is FieldValue {
  if (typeof initial === 'string') return typeof value === 'string';
  if (typeof initial === 'boolean') return typeof value === 'boolean';
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function sizeOf(value: FieldValue): number {
  if (typeof value === 'string') return value.length;
  return Array.isArray(value) ? value.join('').length : 0;
}

/** The names a field is sent under: its own, or what its `send` makes (country → country, countryCode). */
function sentNames(fields: FormFields<FormValues>, key: string): string[] {
  const spec = fields[key]!;
  return spec.send ? Object.keys(spec.send(spec.initial as never)) : [key];
}

/**
 * The request's JSON, checked. `body` is the parsed JSON; the caller has already capped its size.
 * Returns the enquiry to store, or why it is refused.
 */
export function checkEnquiry(body: unknown, rules: EnquiryRules): Enquiry | Refusal {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return refuse('bad-request', 400, 'not a JSON object');
  const sent = body as Record<string, unknown>;
  const { form, key, language, page, subject, turnstile } = sent;
  if (!isEnquiryForm(form)) return refuse('bad-request', 400, 'unknown form');
  if (typeof key !== 'string' || !uuid.test(key)) return refuse('bad-request', 400, 'no idempotency key (a version 4 UUID)');
  if (typeof language !== 'string' || !rules.languages.includes(language)) return refuse('bad-request', 400, 'unknown language');
  if (!isText(page, enquiryLimits.maxPage) || !page.startsWith('/')) return refuse('bad-request', 400, 'no page');
  if (!isText(subject, enquiryLimits.maxSubject)) return refuse('invalid', 422, 'subject', ['subject']);
  const token = isText(turnstile, enquiryLimits.maxToken) ? turnstile : '';

  const { fields, message } = enquiryFields(rules, form);
  const values: FormValues = {};
  const kept: Record<string, FieldValue> = {};
  const wrong: string[] = [];
  for (const key of Object.keys(fields)) {
    const spec = fields[key]!;
    if (spec.secret) continue;
    // A field is read from its own name; one sent under others (country) from the first of them.
    const name = sentNames(fields, key)[0]!;
    const value = Object.hasOwn(sent, name) ? sent[name] : spec.initial;
    if (!ofType(value, spec.initial)) {
      wrong.push(key);
      continue;
    }
    if (spec.limit !== undefined && sizeOf(value) > spec.limit) wrong.push(key);
    if (spec.external && Array.isArray(value)) {
      if (value.length > enquiryLimits.maxQuoteLines || value.some((line) => line.length > enquiryLimits.maxLineLength)) wrong.push(key);
    }
    values[key] = value;
    for (const sentName of sentNames(fields, key)) {
      const item = sentName === name ? value : sent[sentName];
      if (item !== undefined && ofType(item, spec.initial) && sizeOf(item) <= (spec.limit ?? enquiryLimits.maxSubject))
        kept[sentName] = item;
    }
  }
  const formRules = Object.fromEntries(Object.entries(rulesOf(fields)).filter(([key]) => !fields[key]!.secret));
  const failed = [...new Set([...wrong, ...Object.keys(validate(values, formRules as Rules<FormValues>))])];
  if (failed.length) return refuse('invalid', 422, `fields: ${failed.join(', ')}`, failed);

  const line = messageValue(subject);
  const text = (name: string) => (typeof values[name] === 'string' ? messageValue(values[name] as string) : '');
  return {
    key,
    form,
    language,
    page,
    subject: line,
    token,
    fields: kept,
    message: composeText({
      subject: line,
      lines: [{ label: message.language.label, value: language }, ...messageLines(fields, values, message.labels)],
    }),
    email: text('email'),
    name: text('name'),
    company: text('company'),
  };
}

export function isRefusal(result: Enquiry | Refusal): result is Refusal {
  return 'error' in result;
}
