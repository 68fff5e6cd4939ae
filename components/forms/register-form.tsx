'use client';

import clsx from 'clsx';
import type { Recipient } from '@/content/channels';
import type { FormsCopy } from '@/content/forms';
import type { RegisterFormCopy } from '@/content/register';
import { Link } from '@/components/ui/link';
import { buttonClasses } from '@/components/ui/button-link';
import { CheckboxField, ChoiceGroup } from './choice-group';
import { fillTemplate } from '@/lib/template';
import type { CountryOption } from './countries';
import { EnquiryForm } from './enquiry-form';
import { FieldGrid, focusRing, TextField } from './field';
import { CompanyField, CountryField, EmailAddressField, NameField, PhoneNumberField } from './field-groups';
import type { MessageCopy } from './form-fields';
import { registerFields, type RegisterValues } from './register-fields';
import { useEnquiryForm } from './use-enquiry-form';
import { SvgIcon } from '@/components/ui/svg-icon';

/**
 * The application as the company reads it, in English whatever the page's language (message-copy.ts).
 * subject: {name}, and {company} as " (Company)"; businessTypes and services: the choices, in the
 * order the page lists them; agreed: how the ticked terms read; none: no service ticked;
 * countries: the English names, where the page's are another language's.
 */
export type RegisterMessageCopy = MessageCopy<RegisterValues> & {
  businessTypes: string[];
  services: string[];
  agreed: string;
  none: string;
  countries?: Record<string, string>;
};

/** The page's choices, each valued by its English item at the same position. */
function choices(shown: string[], english: string[]) {
  return shown.map((label, index) => ({ value: english[index] ?? label, label }));
}

type RegisterFormProps = {
  copy: RegisterFormCopy;
  common: FormsCopy;
  /** Every ISO 3166-1 country, computed at build. */
  countries: CountryOption[];
  /** The application's English words and the visitor's language (message-copy.ts). */
  messageCopy: RegisterMessageCopy;
  recipient: Recipient;
  /** The page's language. */
  locale: string;
};

export function RegisterForm({ copy, common, countries, messageCopy, recipient, locale }: RegisterFormProps) {
  const { fields } = copy;
  const form = useEnquiryForm({
    form: 'register',
    fields: registerFields(copy, common, countries, messageCopy),
    copy,
    common,
    recipient,
    message: messageCopy,
    subject: ({ name, company }) =>
      fillTemplate(messageCopy.subject, { name: name.trim(), company: company.trim() ? ` (${company.trim()})` : '' }),
  });
  const { values, errors, setField } = form;

  return (
    <EnquiryForm
      form={form}
      locale={locale}
      header={<p className="mb-6 text-ink-muted">{copy.intro}</p>}
      aside={
        <Link locale={locale} href={copy.back.href} className={buttonClasses('secondary', focusRing)}>
          <SvgIcon name="arrow-left" strokeWidth={1.75} className="size-5 rtl:-scale-x-100" />
          {copy.back.label}
        </Link>
      }
      sentActions={
        <Link locale={locale} href={copy.back.href} className={buttonClasses('primary', focusRing)}>
          {copy.back.label}
        </Link>
      }
      footerClassName="mt-8"
    >
      <FieldGrid>
        <NameField form={form} />
        <EmailAddressField form={form} />
        <PhoneNumberField form={form} />
        <CountryField form={form} options={countries} />
        <CompanyField form={form} />
        <ChoiceGroup
          id="register-business-type"
          type="radio"
          legend={fields.businessType.label}
          options={choices(copy.businessTypes, messageCopy.businessTypes)}
          value={values.businessType}
          onValue={(type) => setField('businessType', type)}
          error={errors.businessType}
          layout="pairs"
        />
        <TextField
          {...form.field('password')}
          type="password"
          hint={fields.password.hint && fillTemplate(fields.password.hint, { min: copy.passwordMin })}
          autoComplete="new-password"
        />
        <TextField {...form.field('confirmPassword')} type="password" autoComplete="new-password" />
        <ChoiceGroup
          id="register-services"
          type="checkbox"
          legend={fields.services.label}
          hint={fields.services.hint}
          options={choices(copy.services, messageCopy.services)}
          value={values.services}
          onValue={(services) => setField('services', services)}
          className="sm:col-span-2"
        />
        <CheckboxField
          id="register-terms"
          label={fields.terms.label}
          checked={values.terms}
          onChecked={(checked) => setField('terms', checked)}
          error={errors.terms}
          hint={
            <Link
              locale={locale}
              href={fields.terms.link.href}
              className={clsx('font-medium text-brand-dark underline underline-offset-2 hover:text-brand', focusRing)}
            >
              {fields.terms.link.label}
            </Link>
          }
          className="sm:col-span-2"
        />
      </FieldGrid>
    </EnquiryForm>
  );
}
