import type { FormsCopy } from '@/content/forms';
import type { CountryOption } from './countries';
import type { FieldSpec } from './form-fields';
import { email, phone, required, type FieldValue, type FormValues } from './validate';

// The fields several forms ask for, declared once. Their words are content/forms.ts `fields`;
// field-groups.tsx draws them.

/** A text field's spec, for any form that has the field. */
type Text<V extends FormValues> = Omit<FieldSpec<V>, 'initial' | 'read' | 'send'> & {
  initial: string;
  read?: (value: string) => string;
  send?: (value: string) => Record<string, FieldValue>;
};

export function nameSpec<V extends FormValues>({ fields, limits }: FormsCopy): Text<V> {
  return { initial: '', limit: limits.name, rules: [required(fields.name.required)] };
}

export function emailSpec<V extends FormValues>({ fields, limits, messages }: FormsCopy): Text<V> {
  return { initial: '', limit: limits.email, rules: [required(fields.email.required), email(messages.email)] };
}

/** International format; optional where `needed` is false. */
export function phoneSpec<V extends FormValues>({ fields, limits, messages }: FormsCopy, needed: boolean): Text<V> {
  const format = phone(messages.phone);
  return needed
    ? { initial: '', limit: limits.phone, rules: [required(fields.phone.required), format] }
    : { initial: '', limit: limits.phone, rules: [format], optional: true };
}

export function companySpec<V extends FormValues>({ limits }: FormsCopy): Text<V> {
  return { initial: '', limit: limits.name, optional: true };
}

/**
 * A country chosen by its ISO code: the message reads its English name, and both are sent.
 * `english`: the English names by code (message-copy.ts); without them (an English page), the listed names.
 */
export function countrySpec<V extends FormValues>(
  { limits }: FormsCopy,
  countries: CountryOption[],
  requiredMessage: string,
  english?: Record<string, string>,
): Text<V> {
  const nameOf = (code: string) => englishCountry(code, countries, english);
  return {
    initial: '',
    limit: limits.text,
    rules: [required(requiredMessage)],
    read: nameOf,
    send: (code) => ({ country: nameOf(code), countryCode: code }),
  };
}

/** A country's English name by its ISO code: from `english` where given, else from the (English) list; the code when neither has it. */
export function englishCountry(code: string, countries: CountryOption[], english?: Record<string, string>): string {
  if (english) return Object.hasOwn(english, code) ? english[code]! : code;
  return countries.find((country) => country.value === code)?.label ?? code;
}
