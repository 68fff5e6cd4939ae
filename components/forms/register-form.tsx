'use client';

import clsx from 'clsx';
import { ArrowLeft } from 'lucide-react';
import type { Recipient } from '@/content/channels';
import type { FormsCopy } from '@/content/forms';
import type { RegisterFormCopy } from '@/content/register';
import { Link } from '@/components/ui/link';
import { buttonClasses } from '@/components/ui/button-link';
import { CheckboxField, ChoiceGroup } from './choice-group';
import { companySpec, countrySpec, emailSpec, nameSpec, phoneSpec } from './common-fields';
import { fillTemplate } from '@/lib/template';
import type { CountryOption } from './countries';
import { EnquiryForm } from './enquiry-form';
import { FieldGrid, focusRing, TextField } from './field';
import { CompanyField, CountryField, EmailAddressField, NameField, PhoneNumberField } from './field-groups';
import type { FormFields, MessageCopy } from './form-fields';
import { useEnquiryForm } from './use-enquiry-form';
import { matches, minLength, required } from './validate';

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

/**
 * A choice in English: the value of each choice is its English item (a draft reads the same in
 * every language); one saved as another language's item becomes English's at the same position.
 */
function inEnglish(value: string, shown: string[], english: string[]): string {
  if (english.includes(value)) return value;
  const index = shown.indexOf(value);
  return index >= 0 && index < english.length ? english[index]! : value;
}

/** The page's choices, each valued by its English item at the same position. */
function choices(shown: string[], english: string[]) {
  return shown.map((label, index) => ({ value: english[index] ?? label, label }));
}

/** The application's fields, in the order the message lists them. Passwords stay in memory only. */
function registerFields(
  copy: RegisterFormCopy,
  common: FormsCopy,
  countries: CountryOption[],
  message: Omit<RegisterMessageCopy, keyof MessageCopy<RegisterValues>>,
): FormFields<RegisterValues> {
  const { businessType, password, confirmPassword, terms } = copy.fields;
  const business = (type: string) => inEnglish(type, copy.businessTypes, message.businessTypes);
  const services = (list: string[]) => list.map((service) => inEnglish(service, copy.services, message.services));
  return {
    name: nameSpec(common),
    email: emailSpec(common),
    phone: phoneSpec(common, true),
    country: countrySpec(common, countries, common.fields.country.required, message.countries),
    company: companySpec(common),
    businessType: {
      initial: '',
      limit: common.limits.text,
      rules: [required(businessType.required)],
      read: business,
      send: (type) => ({ businessType: business(type) }),
    },
    password: {
      initial: '',
      secret: true,
      rules: [required(password.required), minLength(copy.passwordMin, fillTemplate(password.tooShort, { min: copy.passwordMin }))],
    },
    confirmPassword: {
      initial: '',
      secret: true,
      rules: [required(confirmPassword.required), matches<RegisterValues>('password', confirmPassword.mismatch)],
    },
    // Every option ticked: all the names together.
    services: {
      initial: [],
      limit: Math.max(message.services.join('').length, copy.services.join('').length),
      read: (list) => (list.length > 0 ? services(list).join(', ') : message.none),
      send: (list) => ({ services: services(list) }),
    },
    terms: { initial: false, rules: [required(terms.required)], read: () => message.agreed },
  };
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
          <ArrowLeft aria-hidden="true" strokeWidth={1.75} className="size-5 rtl:-scale-x-100" />
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
