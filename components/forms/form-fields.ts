import type { FieldCopy } from '@/content/forms';
import { messageValue, type MessageLine } from './compose';
import type { FieldValue, FormValues, Rule, Rules } from './validate';

// A form's fields, declared once: its draft, checks, message and payload all follow this one list, so a new
// field is one entry and its words (docs/forms.md, "How a form is built").

export type FieldSpec<V extends FormValues, K extends keyof V = keyof V> = {
  initial: V[K];
  /** The most a draft keeps: characters, or for a list all entries together. None for a tick box. */
  limit?: number;
  /** Checked in order; the first failing rule's message shows. */
  rules?: Rule<V>[];
  /** Kept in memory only: never in the draft, the message or what is sent (a password). */
  secret?: true;
  /** "(optional)" after its label. */
  optional?: true;
  /** Its value may hold line breaks (a text area, a list the form writes); every other field's is one line wherever it goes. */
  multiline?: true;
  /** Comes from outside the form (the quote basket): never in the draft. */
  external?: true;
  /** How the message shows the value; by default the text itself, a list joined with commas, a tick box not at all. */
  read?: (value: V[K]) => string;
  /** What is sent for it, by name: by default { [field]: value }, text trimmed. */
  send?: (value: V[K]) => Record<string, FieldValue>;
};

export type FormFields<V extends FormValues> = { [K in keyof V]: FieldSpec<V, K> };

/** The label of each field in the message; separate from what the visitor sees, so the company can read another language. */
export type MessageLabels<V extends FormValues> = Record<keyof V, string>;

/** The English words of the message the company reads, whatever the page's language (message-copy.ts). */
export type MessageCopy<V extends FormValues> = {
  labels: MessageLabels<V>;
  /** "Language: Français (fr)": the first line of the message. */
  language: MessageLine;
  /** The subject line's template; the form fills in its placeholders. */
  subject: string;
};

/** The fields whose value is text: the ones an input, a select or a text area edits. */
export type TextKey<V extends FormValues> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

function keysOf<V extends FormValues>(fields: FormFields<V>): (keyof V)[] {
  return Object.keys(fields) as (keyof V)[];
}

export function initialValues<V extends FormValues>(fields: FormFields<V>): V {
  return Object.fromEntries(keysOf(fields).map((key) => [key, fields[key].initial])) as unknown as V;
}

/** The fields a draft never holds: secrets, and values from outside the form. */
export function unstoredKeys<V extends FormValues>(fields: FormFields<V>): (keyof V)[] {
  return keysOf(fields).filter((key) => fields[key].secret || fields[key].external);
}

/** Each stored field's limit, for the draft. */
export function draftLimits<V extends FormValues>(fields: FormFields<V>): Record<string, number> {
  return Object.fromEntries(
    keysOf(fields).flatMap((key) => (fields[key].limit === undefined || fields[key].secret ? [] : [[key, fields[key].limit]])),
  );
}

export function rulesOf<V extends FormValues>(fields: FormFields<V>): Rules<V> {
  return Object.fromEntries(keysOf(fields).flatMap((key) => (fields[key].rules ? [[key, fields[key].rules]] : []))) as Rules<V>;
}

function defaultRead(value: FieldValue): string {
  if (Array.isArray(value)) return value.join(', ');
  return typeof value === 'string' ? value : '';
}

/** "Label: value" lines in the fields' order; a field whose text is empty (an optional one left blank) is left out. */
export function messageLines<V extends FormValues>(fields: FormFields<V>, values: V, labels: MessageLabels<V>): MessageLine[] {
  return keysOf(fields).flatMap((key) => {
    const { secret, read, multiline } = fields[key];
    if (secret) return [];
    const value = read ? read(values[key]) : defaultRead(values[key] as FieldValue);
    return value.trim() ? [{ label: labels[key], value, ...(multiline ? { multiline: true } : {}) }] : [];
  });
}

/** A sent value as the company reads it (compose.ts's messageValue): one line unless `multiline`, no bidi controls. */
function cleanSent(value: FieldValue, multiline: boolean): FieldValue {
  if (typeof value === 'string') return messageValue(value, multiline);
  return Array.isArray(value) ? value.map((item) => messageValue(item, multiline)) : value;
}

/** What is POSTed: every field but the secrets, text trimmed, each one-line field's text on one line. */
export function payloadOf<V extends FormValues>(fields: FormFields<V>, values: V): Record<string, FieldValue> {
  return Object.assign(
    {},
    ...keysOf(fields).map((key) => {
      const { secret, send, multiline = false } = fields[key];
      const value = values[key];
      if (secret) return {};
      const sent: Record<string, FieldValue> = send ? send(value) : { [key]: value as FieldValue };
      return Object.fromEntries(Object.entries(sent).map(([name, item]) => [name, cleanSent(item, multiline)]));
    }),
  );
}

/** Each field's label, from its words: with English words, the message's labels (message-copy.ts). */
export function labelsOf<C extends Record<string, FieldCopy>>(copy: C): Record<keyof C, string> {
  return Object.fromEntries(Object.entries(copy).map(([key, field]) => [key, field.label])) as Record<keyof C, string>;
}
