// Field validation for every form. Rules return the message to show, or undefined when the value
// passes. Format rules let an empty value through, so "required" alone decides about emptiness.

export type FieldValue = string | boolean | string[];
export type FormValues = Record<string, FieldValue>;
export type Rule<V extends FormValues = FormValues> = (value: FieldValue, values: V) => string | undefined;
export type Rules<V extends FormValues> = { [K in keyof V]?: Rule<V>[] };
export type Errors<V extends FormValues> = { [K in keyof V]?: string };

export function isEmpty(value: FieldValue | undefined): boolean {
  if (value === undefined || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

// One "@", no spaces, and a dot in the domain followed by at least two letters.
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;
// "+", a country code that does not start with 0, then the rest: 7 to 15 digits in all (E.164).
const phonePattern = /^\+[1-9]\d{6,14}$/;

export function required(message: string): Rule {
  return (value) => (isEmpty(value) ? message : undefined);
}

export function email(message: string): Rule {
  return (value) => (typeof value === 'string' && !isEmpty(value) && !emailPattern.test(value.trim()) ? message : undefined);
}

/** International format: +92 300 1234567, +49 30-1234567, +1 (555) 123-4567. */
export function phone(message: string): Rule {
  return (value) => {
    if (typeof value !== 'string' || isEmpty(value)) return undefined;
    const compact = value.trim().replace(/[\s\-().]/g, '');
    return phonePattern.test(compact) ? undefined : message;
  };
}

/** Length in UTF-16 units, the same count a textarea and its counter use. */
export function minLength(min: number, message: string): Rule {
  return (value) => (typeof value === 'string' && !isEmpty(value) && value.length < min ? message : undefined);
}

export function maxLength(max: number, message: string): Rule {
  return (value) => (typeof value === 'string' && value.length > max ? message : undefined);
}

/** The value must equal another field's, as a password confirmation must. */
export function matches<V extends FormValues>(field: keyof V, message: string): Rule<V> {
  return (value, values) => (!isEmpty(value) && value !== values[field] ? message : undefined);
}

/** The first failing rule's message for each field, in the order the rules are listed. */
export function validate<V extends FormValues>(values: V, rules: Rules<V>): Errors<V> {
  const errors: Errors<V> = {};
  for (const field of Object.keys(rules) as (keyof V)[]) {
    for (const rule of rules[field] ?? []) {
      const message = rule(values[field] as FieldValue, values);
      if (message) {
        errors[field] = message;
        break;
      }
    }
  }
  return errors;
}
