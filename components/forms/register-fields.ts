import type { FormsCopy } from '@/content/forms';
import type { RegisterFormCopy } from '@/content/register';
import { fillTemplate } from '@/lib/template';
import { companySpec, countrySpec, emailSpec, nameSpec, phoneSpec } from './common-fields';
import type { CountryOption } from './countries';
import type { FormFields, MessageCopy } from './form-fields';
import type { RegisterMessageCopy } from './register-form';
import { matches, minLength, required } from './validate';

// The trade-account application's fields with no React: the form (register-form.tsx) and the
// inbox's /api/enquiry (functions/_lib/enquiry-check.ts) check an application by this one list.

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
 * A choice in English: the value of each choice is its English item (a draft reads the same in
 * every language); one saved as another language's item becomes English's at the same position.
 */
function inEnglish(value: string, shown: string[], english: string[]): string {
  if (english.includes(value)) return value;
  const index = shown.indexOf(value);
  return index >= 0 && index < english.length ? english[index]! : value;
}

/** The application's fields, in the order the message lists them. Passwords stay in memory only. */
export function registerFields(
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
