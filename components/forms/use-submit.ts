import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { DeliveryFailure, DeliveryResult } from './deliver';
import { useHeldSubmit } from './use-held-submit';
import { validate, type Errors, type FormValues, type Rules } from './validate';

export type HandOffChannel = 'whatsapp' | 'email';

export type SubmitStatus =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'fallback'; failure: DeliveryFailure; opened?: HandOffChannel };

/** The honeypot's name: people never see it, bots fill it in. */
export const honeypotName = 'website';

type SubmitOptions<V extends FormValues> = {
  values: V;
  rules: Rules<V>;
  /** Sends the valid form; never called for bots or while a send is under way. */
  send: (values: V) => Promise<DeliveryResult>;
  /** After a confirmed delivery or an opened hand-off: forget the draft. */
  onDone: () => void;
  /** On "Send another": empty the fields too. */
  onRestart: () => void;
};

/**
 * Validation, sending and the outcome, shared by the contact, quote and register forms. Errors show
 * after the first submit and then follow the values; focus goes to the first invalid field.
 */
export function useSubmit<V extends FormValues>({ values, rules, send, onDone, onRestart }: SubmitOptions<V>) {
  const formRef = useRef<HTMLFormElement>(null);
  const sending = useRef(false);
  const [status, setStatus] = useState<SubmitStatus>({ kind: 'idle' });
  const [attempts, setAttempts] = useState(0);
  const [failedAttempt, setFailedAttempt] = useState(0);
  const held = useHeldSubmit(formRef);

  const errors: Errors<V> = attempts > 0 ? validate(values, rules) : {};
  const errorCount = Object.keys(errors).length;

  useEffect(() => {
    if (failedAttempt === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    // A group (fieldset) is marked as a whole; its first option takes the focus.
    const target = invalid?.matches('input, select, textarea') ? invalid : invalid?.querySelector<HTMLElement>('input');
    target?.focus();
  }, [failedAttempt]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    held.submitted();
    if (sending.current) return;
    setAttempts((count) => count + 1);
    if (Object.keys(validate(values, rules)).length > 0) {
      setFailedAttempt((count) => count + 1);
      return;
    }
    const trap = formRef.current?.elements.namedItem(honeypotName);
    if (trap instanceof HTMLInputElement && trap.value !== '') {
      // A bot: pretend all went well and send nothing.
      setStatus({ kind: 'sent' });
      return;
    }
    sending.current = true;
    setStatus({ kind: 'sending' });
    try {
      const result = await send(values);
      if (result.ok) {
        onDone();
        setStatus({ kind: 'sent' });
      } else {
        setStatus({ kind: 'fallback', failure: result });
      }
    } finally {
      sending.current = false;
    }
  }

  function handedOff(channel: HandOffChannel) {
    onDone();
    setStatus((current) => (current.kind === 'fallback' ? { ...current, opened: channel } : current));
  }

  /** Back to an empty form, as after "Send another message". */
  function restart() {
    onRestart();
    setAttempts(0);
    setFailedAttempt(0);
    setStatus({ kind: 'idle' });
  }

  return { formRef, status, errors, errorCount, failedAttempt, onSubmit, handedOff, restart };
}
