import clsx from 'clsx';
import type { ReactNode } from 'react';
import { DraftNotice } from './draft-notice';
import { inboxEnabled } from './enquiry-inbox';
import { ErrorSummary } from './error-summary';
import { FallbackHandOff } from './hand-off-panel';
import { Honeypot } from './honeypot';
import { NoScriptNotice } from './no-script-notice';
import { SentPanel } from './status-panel';
import { SubmitButton } from './submit-button';
import type { EnquiryForm as EnquiryFormState } from './use-enquiry-form';
import type { FormValues } from './validate';

/** A form that sends a message asks whom to answer: the confirmation names them. */
type Contactable = FormValues & { name: string; email: string };

type EnquiryFormProps<V extends Contactable> = {
  form: EnquiryFormState<V>;
  /** The page's language. */
  locale: string;
  /** Above the notices: the form's heading or introduction. */
  header?: ReactNode;
  /** Beside the submit button: a way back. */
  aside?: ReactNode;
  /** Offered in the confirmation, before starting again. */
  sentActions?: ReactNode;
  /** The row of the submit button. */
  footerClassName?: string;
  className?: string;
  /** The fields. */
  children: ReactNode;
};

/**
 * A form that sends a message, around its fields: what it says without JavaScript, a draft too large
 * to load, the error summary, the honeypot and the button; after a submit, the confirmation in its
 * place or the hand-offs under it.
 */
export function EnquiryForm<V extends Contactable>({
  form,
  locale,
  header,
  aside,
  sentActions,
  footerClassName,
  className,
  children,
}: EnquiryFormProps<V>) {
  const {
    copy,
    common,
    recipient,
    formProps,
    onSubmit,
    status,
    summary,
    tooLarge,
    composeMessage,
    handedOff,
    restart,
    values,
    turnstileBox,
    startTurnstile,
  } = form;
  if (status.kind === 'sent') {
    return (
      <SentPanel notice={copy.sent} values={values} againLabel={copy.again} onAgain={restart}>
        {sentActions}
      </SentPanel>
    );
  }
  return (
    <>
      <form {...formProps} noValidate onSubmit={onSubmit} onFocus={startTurnstile} className={clsx('relative', className)}>
        {header}
        <NoScriptNotice text={common.noScript.text} copy={common.noScript} newTab={common.handOff.newTab} recipient={recipient} />
        {tooLarge && <DraftNotice text={common.draftTooLarge} />}
        <ErrorSummary {...summary} copy={common.summary} locale={locale} />
        {children}
        <Honeypot label={common.honeypot} />
        {/* With the inbox: Turnstile's check, shown only if it needs the visitor (enquiry-inbox.ts). */}
        {inboxEnabled && <div ref={turnstileBox} data-turnstile="" className="mb-4" />}
        {inboxEnabled && <p className="mb-4 text-sm text-ink-soft">{common.inbox.privacy}</p>}
        <div className={clsx(aside && 'flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between', footerClassName)}>
          {aside}
          <SubmitButton label={copy.submit} busyLabel={common.sending} busy={status.kind === 'sending'} />
        </div>
      </form>
      <FallbackHandOff status={status} copy={common.handOff} compose={composeMessage} recipient={recipient} onOpen={handedOff} />
    </>
  );
}
