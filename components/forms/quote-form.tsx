'use client';

import type { FormsCopy } from '@/content/forms';
import type { QuoteCopy } from '@/content/quote';
import { basket, useBasket } from '@/components/quote/basket';
import { BasketLines, productLine } from '@/components/quote/basket-lines';
import { pluralForm } from '@/components/quote/units';
import { formatNumber } from '@/components/ui/format-number';
import { CharacterCount } from './character-count';
import { companySpec, countrySpec, emailSpec, nameSpec, phoneSpec } from './common-fields';
import { fillTemplate } from '@/lib/template';
import type { CountryOption } from './countries';
import { EnquiryForm } from './enquiry-form';
import { SelectField, TextAreaField, TextField } from './field';
import { CompanyField, CountryField, EmailAddressField, NameField, PhoneNumberField } from './field-groups';
import type { FormFields } from './form-fields';
import { useEnquiryForm } from './use-enquiry-form';
import { maxLength, required } from './validate';

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
export function quoteFields(copy: QuoteCopy, common: FormsCopy, countries: CountryOption[]): FormFields<QuoteValues> {
  const { country, notes } = copy.fields;
  const { text } = common.limits;
  return {
    products: {
      initial: [],
      external: true,
      read: (lines) => (lines.length > 0 ? lines.map((line, index) => `${index + 1}. ${line}`).join('\n') : copy.none),
    },
    country: countrySpec(common, countries, country.required),
    port: { initial: '', limit: text, optional: true },
    incoterm: { initial: '', limit: text },
    date: { initial: '', limit: text, optional: true },
    notes: {
      initial: '',
      limit: copy.notesMax,
      rules: [
        // Without products, the notes are the request.
        (value, values) => (values.products.length === 0 ? required(notes.requiredWhenEmpty)(value, values) : undefined),
        maxLength(copy.notesMax, fillTemplate(common.messages.tooLong, { max: formatNumber(copy.notesMax) })),
      ],
    },
    name: nameSpec(common),
    company: companySpec(common),
    email: emailSpec(common),
    phone: phoneSpec(common, false),
  };
}

type QuoteFormProps = {
  copy: QuoteCopy;
  common: FormsCopy;
  countries: CountryOption[];
  recipient: { email: string; phoneDigits: string };
};

const groupTitle = 'mb-4 text-lg font-semibold';

/** The quote request of /get-quote: the basket's products with quantities, shipping wishes and contact details. */
export function QuoteForm({ copy, common, countries, recipient }: QuoteFormProps) {
  const items = useBasket();
  const form = useEnquiryForm({
    form: 'quote',
    fields: quoteFields(copy, common, countries),
    copy,
    common,
    recipient,
    labels: { products: copy.productsLabel },
    external: { products: items.map((item) => productLine(item, copy.basket)) },
    subject: ({ products, country }) =>
      fillTemplate(copy.subject, {
        count: fillTemplate(pluralForm(copy.productCount, products.length), { count: products.length }),
        country: countries.find((option) => option.value === country)?.label ?? country,
      }),
    onDone: basket.clear,
  });

  const incoterms = Object.entries(copy.incoterms).map(([value, label]) => ({ value, label }));

  return (
    <EnquiryForm form={form} className="grid gap-8">
      <section aria-labelledby="quote-products">
        <h3 id="quote-products" className={groupTitle}>
          {copy.basket.title}
        </h3>
        <BasketLines items={items} copy={copy.basket} />
      </section>
      <fieldset>
        <legend className={groupTitle}>{copy.groups.shipping}</legend>
        <div className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
          <CountryField form={form} options={countries} />
          <TextField {...form.input('port')} />
          <SelectField {...form.field('incoterm')} options={incoterms} />
          <TextField {...form.field('date')} type="date" />
          <TextAreaField
            {...form.field('notes')}
            rows={5}
            limit={copy.notesMax}
            counter={(length) => <CharacterCount length={length} max={copy.notesMax} overLimit={common.overLimit} />}
            className="sm:col-span-2"
          />
        </div>
      </fieldset>
      <fieldset>
        <legend className={groupTitle}>{copy.groups.you}</legend>
        <div className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
          <NameField form={form} />
          <CompanyField form={form} />
          <EmailAddressField form={form} />
          <PhoneNumberField form={form} />
        </div>
      </fieldset>
    </EnquiryForm>
  );
}
