'use client';

import clsx from 'clsx';
import { ArrowLeft } from 'lucide-react';
import type { FormsCopy } from '@/content/forms';
import type { RegisterFormCopy } from '@/content/register';
import { Link } from '@/components/ui/link';
import { buttonClasses } from '@/components/ui/button-link';
import { CheckboxField, ChoiceGroup } from './choice-group';
import { fillTemplate, type ComposedMessage } from './compose';
import type { CountryOption } from './countries';
import { deliver } from './deliver';
import { DraftNotice } from './draft-notice';
import { ErrorSummary } from './error-summary';
import { EmailField, focusRing, PhoneField, SelectField, TextField } from './field';
import { FallbackHandOff } from './hand-off-panel';
import { Honeypot } from './honeypot';
import { NoScriptNotice } from './no-script-notice';
import { SentPanel } from './status-panel';
import { SubmitButton } from './submit-button';
import { useDraft } from './use-draft';
import { heldFormProps } from './use-held-submit';
import { useSubmit } from './use-submit';
import { email, matches, minLength, phone, required, type Rules } from './validate';

export type RegisterValues = {
  name: string;
  email: string;
  phone: string;
  country: string;
  company: string;
  businessType: string;
  password: string;
  confirmPassword: string;
  services: string[];
  terms: boolean;
};

const initial: RegisterValues = {
  name: '',
  email: '',
  phone: '',
  country: '',
  company: '',
  businessType: '',
  password: '',
  confirmPassword: '',
  services: [],
  terms: false,
};

// Passwords stay in memory only: never in the draft, the application or the hand-off text.
const secret = ['password', 'confirmPassword'] as const;

type RegisterFormProps = {
  copy: RegisterFormCopy;
  common: FormsCopy;
  /** Every ISO 3166-1 country, computed at build. */
  countries: CountryOption[];
  recipient: { email: string; phoneDigits: string };
};

export function RegisterForm({ copy, common, countries, recipient }: RegisterFormProps) {
  const { fields } = copy;
  const { limits } = common;
  const draft = useDraft({
    form: 'register',
    initial,
    omit: secret,
    limits: {
      name: limits.name,
      email: limits.email,
      phone: limits.phone,
      country: limits.text,
      company: limits.name,
      businessType: limits.text,
      // Every option ticked: all the names together.
      services: copy.services.join('').length,
    },
  });
  const { values } = draft;

  const rules: Rules<RegisterValues> = {
    name: [required(fields.name.required)],
    email: [required(fields.email.required), email(common.messages.email)],
    phone: [required(fields.phone.required), phone(common.messages.phone)],
    country: [required(fields.country.required)],
    businessType: [required(fields.businessType.required)],
    password: [
      required(fields.password.required),
      minLength(copy.passwordMin, fillTemplate(fields.password.tooShort, { min: copy.passwordMin })),
    ],
    confirmPassword: [required(fields.confirmPassword.required), matches<RegisterValues>('password', fields.confirmPassword.mismatch)],
    terms: [required(fields.terms.required)],
  };

  const countryName = countries.find((country) => country.value === values.country)?.label ?? values.country;
  const company = values.company.trim();
  const message: ComposedMessage = {
    subject: fillTemplate(copy.subject, { name: values.name.trim(), company: company ? ` (${company})` : '' }),
    lines: [
      { label: fields.name.label, value: values.name },
      { label: fields.email.label, value: values.email },
      { label: fields.phone.label, value: values.phone },
      { label: fields.country.label, value: countryName },
      ...(company ? [{ label: fields.company.label, value: company }] : []),
      { label: fields.businessType.label, value: values.businessType },
      { label: fields.services.label, value: values.services.length > 0 ? values.services.join(', ') : copy.none },
      { label: copy.agreed.label, value: copy.agreed.value },
    ],
  };

  const { formRef, status, errors, errorCount, failedAttempt, onSubmit, handedOff, restart } = useSubmit({
    values,
    rules,
    send: (sent) =>
      deliver({
        form: 'register',
        subject: message.subject,
        fields: {
          name: sent.name.trim(),
          email: sent.email.trim(),
          phone: sent.phone.trim(),
          country: countryName,
          countryCode: sent.country,
          company: sent.company.trim(),
          businessType: sent.businessType,
          services: sent.services,
          terms: sent.terms,
        },
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
      >
        <Link href={copy.back.href} className={buttonClasses('primary', focusRing)}>
          {copy.back.label}
        </Link>
      </SentPanel>
    );
  }

  const set = (field: Exclude<keyof RegisterValues, 'services' | 'terms'>) => (value: string) => draft.setField(field, value);

  return (
    <>
      <form ref={formRef} {...heldFormProps} noValidate onSubmit={onSubmit} className="relative">
        <p className="mb-6 text-ink-muted">{copy.intro}</p>
        <NoScriptNotice text={common.noScript.text} copy={common.noScript} newTab={common.handOff.newTab} recipient={recipient} />
        {draft.tooLarge && <DraftNotice text={common.draftTooLarge} />}
        <ErrorSummary count={failedAttempt > 0 ? errorCount : 0} attempt={failedAttempt} copy={common.summary} />
        <div className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
          <TextField id="register-name" name="name" label={fields.name.label} value={values.name} onValue={set('name')} error={errors.name} autoComplete="name" maxLength={limits.name} />
          <EmailField id="register-email" label={fields.email.label} value={values.email} onValue={set('email')} error={errors.email} maxLength={limits.email} />
          <PhoneField
            id="register-phone"
            label={fields.phone.label}
            hint={fields.phone.hint}
            value={values.phone}
            onValue={set('phone')}
            error={errors.phone}
            maxLength={limits.phone}
          />
          <SelectField
            id="register-country"
            name="country"
            label={fields.country.label}
            placeholder={fields.country.placeholder}
            options={countries}
            value={values.country}
            onValue={set('country')}
            error={errors.country}
            autoComplete="country"
            className="sm:self-end"
          />
          <TextField
            id="register-company"
            name="company"
            label={fields.company.label}
            optional={common.optional}
            value={values.company}
            onValue={set('company')}
            autoComplete="organization"
            maxLength={limits.name}
          />
          <ChoiceGroup
            id="register-business-type"
            type="radio"
            legend={fields.businessType.label}
            options={copy.businessTypes.map((type) => ({ value: type, label: type }))}
            value={values.businessType}
            onValue={set('businessType')}
            error={errors.businessType}
            layout="pairs"
          />
          <TextField
            id="register-password"
            name="password"
            type="password"
            label={fields.password.label}
            hint={fields.password.hint && fillTemplate(fields.password.hint, { min: copy.passwordMin })}
            value={values.password}
            onValue={set('password')}
            error={errors.password}
            autoComplete="new-password"
          />
          <TextField
            id="register-confirm-password"
            name="confirmPassword"
            type="password"
            label={fields.confirmPassword.label}
            value={values.confirmPassword}
            onValue={set('confirmPassword')}
            error={errors.confirmPassword}
            autoComplete="new-password"
            className="sm:self-end"
          />
          <ChoiceGroup
            id="register-services"
            type="checkbox"
            legend={fields.services.label}
            hint={fields.services.hint}
            options={copy.services.map((service) => ({ value: service, label: service }))}
            value={values.services}
            onValue={(services) => draft.setField('services', services)}
            className="sm:col-span-2"
          />
          <CheckboxField
            id="register-terms"
            label={fields.terms.label}
            checked={values.terms}
            onChecked={(checked) => draft.setField('terms', checked)}
            error={errors.terms}
            hint={
              <Link href={fields.terms.link.href} className={clsx('font-medium text-brand-dark underline underline-offset-2 hover:text-brand', focusRing)}>
                {fields.terms.link.label}
              </Link>
            }
            className="sm:col-span-2"
          />
        </div>
        <Honeypot label={common.honeypot} />
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Link href={copy.back.href} className={buttonClasses('secondary', focusRing)}>
            <ArrowLeft aria-hidden="true" strokeWidth={1.75} className="size-5" />
            {copy.back.label}
          </Link>
          <SubmitButton label={copy.submit} busyLabel={common.sending} busy={status.kind === 'sending'} />
        </div>
      </form>
      <FallbackHandOff status={status} copy={common.handOff} message={message} recipient={recipient} onOpen={handedOff} />
    </>
  );
}
