import { useRef, useState, type FormEvent } from 'react';
import type { Recipient } from '@/content/channels';
import type { EnquiryCopy, FieldCopy, FormsCopy } from '@/content/forms';
import { bindFields } from './bind-fields';
import type { ComposedMessage } from './compose';
import { deliver, type DeliveryFailure } from './deliver';
import { draftKey, forgetKey, inboxEnabled, inboxEndpoint, useTurnstile } from './enquiry-inbox';
import {
  draftLimits,
  initialValues,
  messageLines,
  payloadOf,
  rulesOf,
  unstoredKeys,
  type FormFields,
  type MessageCopy,
  type TextKey,
} from './form-fields';
import { useDraft, type DraftLimits } from './use-draft';
import { useFormCheck } from './use-form-check';
import { useHeldSubmit } from './use-held-submit';
import type { FormValues } from './validate';

// The one way a form that sends a message works (contact, quote, register): its draft, a submit
// held until the page is live (use-held-submit.ts), its checks, the send, and what shows after
// (sent, hand-offs). A form brings its fields (form-fields.ts), its words and its layout;
// enquiry-form.tsx draws the rest.

/** The hand-offs that carry the message away (a call does not): each has its line in content/forms.yml handOff.opened. */
export type HandOffChannel = 'whatsapp' | 'email' | 'telegram';

export type SubmitStatus =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'fallback'; failure: DeliveryFailure; opened?: HandOffChannel };

/** The honeypot's name: people never see it, bots fill it in. */
export const honeypotName = 'website';

type EnquiryOptions<V extends FormValues> = {
  /** The form's name: its draft is "draft:<form>", its delivery says form: "<form>", its ids start "<form>-". */
  form: string;
  fields: FormFields<V>;
  /** The form's words: the button, subject, confirmation, and its own fields' (the shared ones are common.fields). */
  copy: EnquiryCopy & { fields: Partial<Record<keyof V, FieldCopy>> };
  common: FormsCopy;
  /** Where the hand-offs go: the company e-mail, the digits of its WhatsApp number, and its channels in the page's order. */
  recipient: Recipient;
  /** The message the company reads, in English whatever the page's language: its labels and language line (message-copy.ts). */
  message: MessageCopy<V>;
  /** The message's subject line, from the values: in English, from `message.subject`. */
  subject: (values: V) => string;
  /** Values the form does not keep itself, for its `external` fields (the basket's products). */
  external?: Partial<V>;
  /** Values from elsewhere (the URL), used only where the draft has nothing. Runs in the browser only. */
  prefill?: () => Partial<V>;
  /** After a confirmed delivery or an opened hand-off, besides forgetting the draft. */
  onDone?: () => void;
};

export function useEnquiryForm<V extends FormValues>({
  form,
  fields,
  copy,
  common,
  recipient,
  message: messageCopy,
  subject,
  external,
  prefill,
  onDone,
}: EnquiryOptions<V>) {
  // Every text field has its words in one of the two; a missing one fails the form's tests at once.
  const fieldCopy = { ...common.fields, ...copy.fields } as Record<TextKey<V>, FieldCopy & { placeholder?: string }>;
  const draft = useDraft<V, keyof V>({
    form,
    initial: initialValues(fields),
    omit: unstoredKeys(fields),
    // Every stored field has a limit in its spec (a tick box needs none); typed by the specs, not here.
    limits: draftLimits(fields) as DraftLimits<V, keyof V>,
    prefill,
  });
  const values: V = { ...draft.values, ...external };
  const held = useHeldSubmit(common.heldSubmit);
  const check = useFormCheck(values, rulesOf(fields), held.formRef);
  const sending = useRef(false);
  const { box: turnstileBox, start: startTurnstile, token: turnstileToken, reset: resetTurnstile } = useTurnstile(form);
  const [status, setStatus] = useState<SubmitStatus>({ kind: 'idle' });

  // Worded when it is needed (a send, a hand-off), not on every render: a subject with a count
  // makes an Intl object, which the form must not do while it comes alive (units.ts).
  function composeMessage(): ComposedMessage {
    return { subject: subject(values), lines: [messageCopy.language, ...messageLines(fields, values, messageCopy.labels)] };
  }

  function done() {
    draft.discard();
    forgetKey(form);
    onDone?.();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    held.submitted(event);
    if (sending.current || !check.check()) return;
    const trap = held.formRef.current?.elements.namedItem(honeypotName);
    if (trap instanceof HTMLInputElement && trap.value !== '') {
      // A bot: pretend all went well and send nothing.
      setStatus({ kind: 'sent' });
      return;
    }
    sending.current = true;
    setStatus({ kind: 'sending' });
    try {
      const submission = { form, subject: subject(values), language: messageCopy.language.value, fields: payloadOf(fields, values) };
      const result = inboxEnabled
        ? await deliver(
            {
              ...submission,
              extra: {
                key: draftKey(form, JSON.stringify(submission)),
                page: window.location.pathname,
                turnstile: await turnstileToken(),
              },
            },
            { endpoint: inboxEndpoint, idempotent: true },
          )
        : await deliver(submission);
      // A token is good for one check: the next send needs a fresh one.
      if (inboxEnabled && !result.ok) resetTurnstile();
      if (result.ok) done();
      setStatus(result.ok ? { kind: 'sent' } : { kind: 'fallback', failure: result });
    } finally {
      sending.current = false;
    }
  }

  return {
    copy,
    common,
    recipient,
    values,
    setField: draft.setField,
    /** Props of a text, select or text area field by its name. */
    ...bindFields({ form, fields, copy: fieldCopy, values, errors: check.errors, setField: draft.setField, optional: common.optional }),
    errors: check.errors,
    summary: check.summary,
    tooLarge: draft.tooLarge,
    /** The <form>'s ref and attributes (use-held-submit.ts). */
    formProps: held.formProps,
    /** Turnstile, with the inbox: its box, and its start on the form's first focus (enquiry-inbox.ts). */
    turnstileBox,
    startTurnstile,
    onSubmit,
    status,
    /** The message as the company reads it, for the hand-offs. */
    composeMessage,
    handedOff(channel: HandOffChannel) {
      done();
      setStatus((current) => (current.kind === 'fallback' ? { ...current, opened: channel } : current));
    },
    /** Back to an empty form, as after "Send another message". */
    restart() {
      draft.reset();
      check.reset();
      setStatus({ kind: 'idle' });
    },
  };
}

export type EnquiryForm<V extends FormValues = FormValues> = ReturnType<typeof useEnquiryForm<V>>;
