import type { FormsCopy } from '@/content/forms';
import type { QuoteCopy } from '@/content/quote';
import { englishNumbers, formatNumber, type NumberStyle } from '@/components/ui/format-number';
import { fillTemplate } from '@/lib/template';
import { companySpec, countrySpec, emailSpec, nameSpec, phoneSpec } from './common-fields';
import type { CountryOption } from './countries';
import type { FormFields } from './form-fields';
import type { QuoteMessageCopy } from './quote-form';
import { maxLength, required } from './validate';

// The quote request's fields with no React: the form (quote-form.tsx) and the inbox's
// /api/enquiry (functions/_lib/enquiry-check.ts) check a request by this one list.

export type QuoteValues = {
  /** The basket's lines as the request states them: "Terry towels (Textile & Apparel): 500 pieces". */
  products: string[];
  country: string;
  port: string;
  incoterm: string;
  date: string;
  notes: string;
  name: string;
  company: string;
  email: string;
  phone: string;
};

/** The quote request's fields, in the order the message lists them. */
export function quoteFields(
  copy: QuoteCopy,
  common: FormsCopy,
  countries: CountryOption[],
  message: Pick<QuoteMessageCopy, 'none' | 'countries'>,
  /** How the page's language writes the notes' limit. */
  numbers: NumberStyle = englishNumbers,
): FormFields<QuoteValues> {
  const { country, notes } = copy.fields;
  const { text } = common.limits;
  return {
    products: {
      initial: [],
      external: true,
      multiline: true,
      read: (lines) => (lines.length > 0 ? lines.map((line, index) => `${index + 1}. ${line}`).join('\n') : message.none),
    },
    country: countrySpec(common, countries, country.required, message.countries),
    port: { initial: '', limit: text, optional: true },
    incoterm: { initial: '', limit: text },
    date: { initial: '', limit: text, optional: true },
    notes: {
      initial: '',
      multiline: true,
      limit: copy.notesMax,
      rules: [
        // Without products, the notes are the request.
        (value, values) => (values.products.length === 0 ? required(notes.requiredWhenEmpty)(value, values) : undefined),
        maxLength(copy.notesMax, fillTemplate(common.messages.tooLong, { max: formatNumber(copy.notesMax, numbers) })),
      ],
    },
    name: nameSpec(common),
    company: companySpec(common),
    email: emailSpec(common),
    phone: phoneSpec(common, false),
  };
}
