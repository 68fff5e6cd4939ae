import { getContact } from '@/content/contact';
import { getForms } from '@/content/forms';
import { defaultLocale } from '@/content/locale-path';
import { localeInfo } from '@/content/locales';
import { getQuote } from '@/content/quote';
import { getRegister } from '@/content/register';
import { productNames } from '@/components/quote/catalogue-names';
import type { MessageLine } from './compose';
import type { ContactMessageCopy } from './contact-form';
import { countryOptions } from './countries';
import { labelsOf } from './form-fields';
import type { QuoteMessageCopy } from './quote-form';
import type { RegisterMessageCopy } from './register-form';

// Server only, at build: what reaches the company is read by its staff in English, whatever the
// page's language. Each form page passes its form the English words its message needs (labels,
// subject, the names of its choices), next to the visible words in the page's language. The
// visitor's own words go as typed, and the message's first line names their language.

const english = defaultLocale;

/** "Language: Français (fr)": the label in English, the language named as content/locales.yml names it. */
export function languageLine(locale: string): MessageLine {
  return { label: getForms(english).languageLine, value: `${localeInfo(locale).name} (${locale})` };
}

/** The English country names by ISO code; none on an English page, whose list is already English. */
function englishCountries(locale: string): Record<string, string> | undefined {
  return locale === english ? undefined : Object.fromEntries(countryOptions(english).map(({ value, label }) => [value, label]));
}

/** The contact message: English labels and subject. */
export function contactMessage(locale: string): ContactMessageCopy {
  const { fields } = getForms(english);
  const { form } = getContact(english);
  return {
    labels: labelsOf({ name: fields.name, email: fields.email, ...form.fields }),
    language: languageLine(locale),
    subject: form.subject,
  };
}

/** The quote request: English labels, subject, unit words, product and country names. */
export function quoteMessage(locale: string): QuoteMessageCopy {
  const { fields } = getForms(english);
  const quote = getQuote(english);
  return {
    labels: { ...labelsOf({ ...fields, ...quote.fields }), products: quote.productsLabel },
    language: languageLine(locale),
    subject: quote.subject,
    productCount: quote.productCount,
    line: quote.basket.line,
    units: quote.basket.units,
    none: quote.none,
    countries: englishCountries(locale),
    // An English page's own names are English: the form uses those.
    products: locale === english ? undefined : productNames(english),
  };
}

/** The trade-account application: English labels, subject and choices. */
export function registerMessage(locale: string): RegisterMessageCopy {
  const { fields } = getForms(english);
  const { form } = getRegister(english);
  return {
    labels: { ...labelsOf({ ...fields, ...form.fields }), terms: form.agreed.label },
    language: languageLine(locale),
    subject: form.subject,
    businessTypes: form.businessTypes,
    services: form.services,
    agreed: form.agreed.value,
    none: form.none,
    countries: englishCountries(locale),
  };
}
