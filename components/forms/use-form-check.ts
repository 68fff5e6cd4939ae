import { useEffect, useState, type RefObject } from 'react';
import { validate, type Errors, type FormValues, type Rules } from './validate';

/**
 * The checks every form runs on submit, the log-in form included: errors show after the first
 * submit and then follow the values; after a failed one the first invalid field of `formRef`'s
 * form takes the focus and the summary is announced again.
 */
export function useFormCheck<V extends FormValues>(values: V, rules: Rules<V>, formRef: RefObject<HTMLFormElement | null>) {
  const [attempts, setAttempts] = useState(0);
  const [failedAttempt, setFailedAttempt] = useState(0);

  const errors: Errors<V> = attempts > 0 ? validate(values, rules) : {};

  useEffect(() => {
    if (failedAttempt === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    // A group (fieldset) is marked as a whole; its first option takes the focus.
    const target = invalid?.matches('input, select, textarea') ? invalid : invalid?.querySelector<HTMLElement>('input');
    target?.focus();
  }, [failedAttempt, formRef]);

  return {
    errors,
    /** For ErrorSummary: how many fields failed at the last submit (0 hides it), and which submit that was. */
    summary: { count: failedAttempt > 0 ? Object.keys(errors).length : 0, attempt: failedAttempt },
    /** Whether every field passes; if not, the errors show. */
    check(): boolean {
      setAttempts((count) => count + 1);
      if (Object.keys(validate(values, rules)).length === 0) return true;
      setFailedAttempt((count) => count + 1);
      return false;
    },
    /** Back to a form nobody has submitted yet. */
    reset() {
      setAttempts(0);
      setFailedAttempt(0);
    },
  };
}
