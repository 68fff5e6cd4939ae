import type { FieldCopy } from '@/content/forms';
import { singleLine } from './compose';
import type { FormFields, TextKey } from './form-fields';
import type { Errors, FormValues } from './validate';

/** What a text, select or text area field needs from its form: where it is, what it says, its value and error. */
type BoundField = {
  id: string;
  name: string;
  label: string;
  hint?: string;
  placeholder?: string;
  /** "(optional)" for a field its spec marks optional. */
  optional?: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
};

/** A field's props by its name in the form; `as` names the control when it differs ("subject" for the contact form's topic). */
export type FieldBinder<K extends string> = {
  field(key: K, as?: string): BoundField;
  /** The field's props plus its limit as maxLength: for a one-line input, where typing stops at the limit. */
  input(key: K, as?: string): BoundField & { maxLength?: number };
};

type BindOptions<V extends FormValues> = {
  /** The form's name: ids are "<form>-<field>" ("register-confirm-password"). */
  form: string;
  fields: FormFields<V>;
  copy: Record<TextKey<V>, FieldCopy & { placeholder?: string }>;
  values: V;
  errors: Errors<V>;
  setField: <K extends keyof V>(key: K, value: V[K]) => void;
  optional: string;
};

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

export function bindFields<V extends FormValues>({
  form,
  fields,
  copy,
  values,
  errors,
  setField,
  optional,
}: BindOptions<V>): FieldBinder<TextKey<V> & string> {
  function field(key: TextKey<V> & string, as: string = key): BoundField {
    const { label, hint, placeholder } = copy[key];
    return {
      id: `${form}-${kebab(as)}`,
      name: as,
      label,
      hint,
      placeholder,
      optional: fields[key].optional && optional,
      value: values[key] as string,
      onValue: (value) => setField(key, value as V[typeof key]),
      error: errors[key],
    };
  }
  return {
    field,
    // A one-line input's value is one line, whatever reaches it: a browser drops CR and LF from an
    // input's value, but not U+2028 or other control characters, and a value set from outside (the
    // URL, a draft, early input) never went through the browser's cleaning.
    input: (key, as) => {
      const bound = field(key, as);
      return {
        ...bound,
        value: singleLine(bound.value),
        onValue: (value) => bound.onValue(singleLine(value)),
        maxLength: fields[key].limit,
      };
    },
  };
}
