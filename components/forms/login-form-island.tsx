'use client';

import clsx from 'clsx';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { FormsCopy } from '@/content/forms';
import type { LoginFormCopy } from '@/content/login';
import { Link } from '@/components/ui/link';
import { buttonClasses } from '@/components/ui/button-link';
import { ErrorSummary } from './error-summary';
import { EmailField, focusRing, TextField } from './field';
import { StatusPanel } from './status-panel';
import { heldFormProps, useHeldSubmit } from './use-held-submit';
import { email, required, validate, type Errors, type Rules } from './validate';

type LoginValues = { email: string; password: string };

type LoginFormIslandProps = {
  copy: LoginFormCopy;
  common: FormsCopy;
  /** Shown only without JavaScript, rendered by the server (LoginForm). */
  noScript?: ReactNode;
};

/**
 * Checks the two fields, then says plainly that accounts are opened by the team. Nothing is sent
 * or stored: no draft, no request.
 */
export function LoginFormIsland({ copy, common, noScript }: LoginFormIslandProps) {
  const { fields } = copy;
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [attempts, setAttempts] = useState(0);
  const [failedAttempt, setFailedAttempt] = useState(0);
  const [answered, setAnswered] = useState(false);
  const held = useHeldSubmit(formRef);

  const rules: Rules<LoginValues> = {
    email: [required(fields.email.required), email(common.messages.email)],
    password: [required(fields.password.required)],
  };
  const errors: Errors<LoginValues> = attempts > 0 ? validate(values, rules) : {};

  useEffect(() => {
    if (failedAttempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedAttempt]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    held.submitted();
    setAttempts((count) => count + 1);
    if (Object.keys(validate(values, rules)).length > 0) {
      setAnswered(false);
      setFailedAttempt((count) => count + 1);
      return;
    }
    setAnswered(true);
  }

  const set = (field: keyof LoginValues) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  return (
    <div className="grid gap-6">
      <form ref={formRef} {...heldFormProps} noValidate onSubmit={onSubmit}>
        {noScript}
        <ErrorSummary count={failedAttempt > 0 ? Object.keys(errors).length : 0} attempt={failedAttempt} copy={common.summary} />
        <div className="grid gap-5">
          <EmailField id="login-email" label={fields.email.label} value={values.email} onValue={set('email')} error={errors.email} maxLength={common.limits.email} />
          <TextField
            id="login-password"
            name="password"
            type="password"
            label={fields.password.label}
            value={values.password}
            onValue={set('password')}
            error={errors.password}
            autoComplete="current-password"
          />
        </div>
        <button type="submit" className={buttonClasses('primary', clsx('mt-6 w-full', focusRing))}>
          {copy.submit}
        </button>
      </form>
      {answered && (
        <StatusPanel title={copy.notice.title} tone="info">
          <p className="text-ink-soft">{copy.notice.text}</p>
          <div className="flex flex-wrap gap-3">
            <Link href={copy.links.register.href} className={buttonClasses('primary', focusRing)}>
              {copy.links.register.label}
            </Link>
            <Link href={copy.links.contact.href} className={buttonClasses('secondary', focusRing)}>
              {copy.links.contact.label}
            </Link>
          </div>
        </StatusPanel>
      )}
      <Link href={copy.back.href} className={clsx('inline-flex min-h-11 items-center gap-2 justify-self-start font-medium text-brand-dark hover:text-brand hover:underline', focusRing)}>
        <ArrowLeft aria-hidden="true" strokeWidth={1.75} className="size-5" />
        {copy.back.label}
      </Link>
    </div>
  );
}
