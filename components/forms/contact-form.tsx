'use client';

import type { ContactFormCopy } from '@/content/contact';
import type { FormsCopy } from '@/content/forms';
import { formatNumber } from '@/components/ui/format-number';
import { CharacterCount } from './character-count';
import { fillTemplate, type ComposedMessage } from './compose';
import { deliver } from './deliver';
import { DraftNotice } from './draft-notice';
import { ErrorSummary } from './error-summary';
import { EmailField, TextAreaField, TextField } from './field';
import { FallbackHandOff } from './hand-off-panel';
import { Honeypot } from './honeypot';
import { NoScriptNotice } from './no-script-notice';
import { SentPanel } from './status-panel';
import { SubmitButton } from './submit-button';
import { useDraft } from './use-draft';
import { heldFormProps } from './use-held-submit';
import { useSubmit } from './use-submit';
import { email, maxLength, required, type Rules } from './validate';

export type ContactValues = { name: string; email: string; topic: string; message: string };

const initial: ContactValues = { name: '', email: '', topic: '', message: '' };

// ?subject= comes from links such as Explore Opportunities; read in the browser, after hydration.
function subjectFromUrl(): Partial<ContactValues> {
  const subject = new URLSearchParams(window.location.search).get('subject')?.trim();
  return subject ? { topic: subject } : {};
}

type ContactFormProps = {
  copy: ContactFormCopy;
  common: FormsCopy;
  /** Where the hand-offs go: the company e-mail and the digits of its WhatsApp number. */
  recipient: { email: string; phoneDigits: string };
};

export function ContactForm({ copy, common, recipient }: ContactFormProps) {
  const { fields } = copy;
  const { limits } = common;
  const draft = useDraft({
    form: 'contact',
    initial,
    limits: { name: limits.name, email: limits.email, topic: limits.text, message: copy.messageMax },
    prefill: subjectFromUrl,
  });
  const { values } = draft;

  const rules: Rules<ContactValues> = {
    name: [required(fields.name.required)],
    email: [required(fields.email.required), email(common.messages.email)],
    topic: [required(fields.topic.required)],
    message: [
      required(fields.message.required),
      maxLength(copy.messageMax, fillTemplate(common.messages.tooLong, { max: formatNumber(copy.messageMax) })),
    ],
  };

  const message: ComposedMessage = {
    subject: fillTemplate(copy.subject, { topic: values.topic.trim() }),
    lines: [
      { label: fields.name.label, value: values.name },
      { label: fields.email.label, value: values.email },
      { label: fields.topic.label, value: values.topic },
      { label: fields.message.label, value: values.message },
    ],
  };

  const { formRef, status, errors, errorCount, failedAttempt, onSubmit, handedOff, restart } = useSubmit({
    values,
    rules,
    send: (sent) =>
      deliver({
        form: 'contact',
        subject: message.subject,
        fields: { name: sent.name.trim(), email: sent.email.trim(), topic: sent.topic.trim(), message: sent.message.trim() },
      }),
    onDone: draft.discard,
    onRestart: draft.reset,
  });

  if (status.kind === 'sent') {
    return (
      <SentPanel
        notice={copy.sent}
        values={values}
        againLabel={copy.again}
        onAgain={restart}
      />
    );
  }

  const set = (field: keyof ContactValues) => (value: string) => draft.setField(field, value);

  return (
    <>
      <form ref={formRef} {...heldFormProps} noValidate onSubmit={onSubmit} className="relative">
        <h2 className="text-2xl font-bold">
          {copy.title}
        </h2>
        <p className="mb-6 mt-1 text-ink-muted">{copy.intro}</p>
        <NoScriptNotice text={common.noScript.text} copy={common.noScript} newTab={common.handOff.newTab} recipient={recipient} />
        {draft.tooLarge && <DraftNotice text={common.draftTooLarge} />}
        <ErrorSummary count={failedAttempt > 0 ? errorCount : 0} attempt={failedAttempt} copy={common.summary} />
        <div className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
          <TextField id="contact-name" name="name" label={fields.name.label} value={values.name} onValue={set('name')} error={errors.name} autoComplete="name" maxLength={limits.name} />
          <EmailField id="contact-email" label={fields.email.label} value={values.email} onValue={set('email')} error={errors.email} maxLength={limits.email} />
          <TextField
            id="contact-subject"
            name="subject"
            label={fields.topic.label}
            value={values.topic}
            onValue={set('topic')}
            error={errors.topic}
            maxLength={limits.text}
            className="sm:col-span-2"
          />
          <TextAreaField
            id="contact-message"
            name="message"
            label={fields.message.label}
            hint={fields.message.hint}
            value={values.message}
            onValue={set('message')}
            error={errors.message}
            limit={copy.messageMax}
            counter={(length) => <CharacterCount length={length} max={copy.messageMax} overLimit={common.overLimit} />}
            className="sm:col-span-2"
          />
        </div>
        <Honeypot label={common.honeypot} />
        <div className="mt-6">
          <SubmitButton label={copy.submit} busyLabel={common.sending} busy={status.kind === 'sending'} />
        </div>
      </form>
      <FallbackHandOff status={status} copy={common.handOff} message={message} recipient={recipient} onOpen={handedOff} />
    </>
  );
}
