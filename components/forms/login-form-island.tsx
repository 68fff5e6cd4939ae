'use client';

import clsx from 'clsx';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { FormsCopy } from '@/content/forms';
import type { LoginFormCopy } from '@/content/login';
import { Link } from '@/components/ui/link';
import { buttonClasses } from '@/components/ui/button-link';
import { bindFields } from './bind-fields';
import { emailSpec } from './common-fields';
import { ErrorSummary } from './error-summary';
import { FieldGrid, focusRing, TextField } from './field';
import { EmailAddressField } from './field-groups';
import { initialValues, rulesOf, type FormFields } from './form-fields';
import { StatusPanel } from './status-panel';
import { useFormCheck } from './use-form-check';
import { useHeldSubmit } from './use-held-submit';
import { required } from './validate';
import { SvgIcon } from '@/components/ui/svg-icon';

type LoginValues = { email: string; password: string };

function loginFields(copy: LoginFormCopy, common: FormsCopy): FormFields<LoginValues> {
  return { email: emailSpec(common), password: { initial: '', secret: true, rules: [required(copy.fields.password.required)] } };
}

type LoginFormIslandProps = {
  copy: LoginFormCopy;
  common: FormsCopy;
  /** Shown only without JavaScript, rendered by the server (LoginForm). */
  noScript?: ReactNode;
  /** The page's language. */
  locale: string;
};

/**
 * Checks the two fields, then says plainly that accounts are opened by the team. Nothing is sent
 * or stored: no draft, no request.
 */
export function LoginFormIsland({ copy, common, noScript, locale }: LoginFormIslandProps) {
  const fields = loginFields(copy, common);
  const [values, setValues] = useState(() => initialValues(fields));
  const [answered, setAnswered] = useState(false);
  const held = useHeldSubmit(common.heldSubmit);
  const { errors, summary, check } = useFormCheck(values, rulesOf(fields), held.formRef);
  const form = bindFields({
    form: 'login',
    fields,
    copy: { email: common.fields.email, ...copy.fields },
    values,
    errors,
    setField: (field, value) => setValues((current) => ({ ...current, [field]: value })),
    optional: common.optional,
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    held.submitted(event);
    setAnswered(check());
  }

  return (
    <div className="grid gap-6">
      <form {...held.formProps} noValidate onSubmit={onSubmit}>
        {noScript}
        <ErrorSummary {...summary} copy={common.summary} locale={locale} />
        <FieldGrid columns={1}>
          <EmailAddressField form={form} />
          <TextField {...form.field('password')} type="password" autoComplete="current-password" />
        </FieldGrid>
        <button type="submit" className={buttonClasses('primary', clsx('mt-6 w-full', focusRing))}>
          {copy.submit}
        </button>
      </form>
      {answered && (
        <StatusPanel title={copy.notice.title} tone="info">
          <p className="text-ink-soft">{copy.notice.text}</p>
          <div className="flex flex-wrap gap-3">
            <Link locale={locale} href={copy.links.register.href} className={buttonClasses('primary', focusRing)}>
              {copy.links.register.label}
            </Link>
            <Link locale={locale} href={copy.links.contact.href} className={buttonClasses('secondary', focusRing)}>
              {copy.links.contact.label}
            </Link>
          </div>
        </StatusPanel>
      )}
      <Link
        locale={locale}
        href={copy.back.href}
        className={clsx(
          'inline-flex min-h-11 items-center gap-2 justify-self-start font-medium text-brand-dark hover:text-brand hover:underline',
          focusRing,
        )}
      >
        <SvgIcon name="arrow-left" strokeWidth={1.75} className="size-5 rtl:-scale-x-100" />
        {copy.back.label}
      </Link>
    </div>
  );
}
