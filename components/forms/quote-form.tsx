'use client';

import type { Recipient } from '@/content/channels';
import type { FormsCopy } from '@/content/forms';
import { defaultLocale } from '@/content/locale-path';
import type { QuoteCopy } from '@/content/quote';
import type { PluralForms, Units } from '@/content/schema';
import { basket, useBasket } from '@/components/quote/basket';
import { BasketLines, productLine } from '@/components/quote/basket-lines';
import type { QuantityStyle } from '@/components/quote/units';
import { named, type ProductNames } from '@/components/quote/product-names';
import { pluralForm } from '@/components/quote/units';
import type { NumberStyle } from '@/components/ui/format-number';
import { CharacterCount } from './character-count';
import { englishCountry } from './common-fields';
import { fillTemplate } from '@/lib/template';
import type { CountryOption } from './countries';
import { EnquiryForm } from './enquiry-form';
import { FieldGrid, SelectField, TextAreaField, TextField } from './field';
import { CompanyField, CountryField, EmailAddressField, NameField, PhoneNumberField } from './field-groups';
import type { MessageCopy } from './form-fields';
import { quoteFields, type QuoteValues } from './quote-fields';
import { useEnquiryForm } from './use-enquiry-form';

/**
 * The request as the company reads it, in English whatever the page's language (message-copy.ts).
 * subject: {count} is productCount, {country} the destination; line: a product ({name},
 * {category}, {amount}); none: the products when the basket is empty. countries and products:
 * the English names, where the page's are another language's.
 */
export type QuoteMessageCopy = MessageCopy<QuoteValues> & {
  productCount: PluralForms;
  line: string;
  units: Units;
  none: string;
  countries?: Record<string, string>;
  products?: ProductNames;
};

type QuoteFormProps = {
  copy: QuoteCopy;
  common: FormsCopy;
  countries: CountryOption[];
  /** The catalogue's names in the page's language: the basket shows its lines by them, wherever they were added. */
  names: ProductNames;
  /** The request's English words and the visitor's language (message-copy.ts). */
  messageCopy: QuoteMessageCopy;
  recipient: Recipient;
  /** How the page's language words a quantity (content/interface.yml `quantity`); English's when left out. */
  quantity?: Pick<QuantityStyle, 'amount' | 'moq'>;
  /** The page's language, and how it writes numbers. */
  locale: string;
  numbers: NumberStyle;
};

const groupTitle = 'mb-4 text-lg font-semibold';

/** The quote request of /get-quote: the basket's products with quantities, shipping wishes and contact details. */
export function QuoteForm({ copy, common, countries, names, messageCopy, recipient, quantity, locale, numbers }: QuoteFormProps) {
  const stored = useBasket();
  const english = messageCopy.products ?? names;
  const form = useEnquiryForm({
    form: 'quote',
    fields: quoteFields(copy, common, countries, messageCopy, numbers),
    copy,
    common,
    recipient,
    message: messageCopy,
    // The company reads every line in English, whichever language it was added in.
    external: { products: stored.map((item) => productLine(named(item, english), messageCopy, defaultLocale)) },
    subject: ({ products, country }) =>
      fillTemplate(messageCopy.subject, {
        count: fillTemplate(pluralForm(messageCopy.productCount, products.length, defaultLocale), { count: products.length }),
        country: englishCountry(country, countries, messageCopy.countries),
      }),
    onDone: basket.clear,
  });

  const incoterms = Object.entries(copy.incoterms).map(([value, label]) => ({ value, label }));

  return (
    <EnquiryForm form={form} locale={locale} className="grid gap-8">
      <section aria-labelledby="quote-products">
        <h3 id="quote-products" className={groupTitle}>
          {copy.basket.title}
        </h3>
        <BasketLines
          items={stored.map((item) => named(item, names))}
          copy={copy.basket}
          locale={locale}
          numbers={numbers}
          quantity={quantity}
        />
      </section>
      <fieldset>
        <legend className={groupTitle}>{copy.groups.shipping}</legend>
        <FieldGrid>
          <CountryField form={form} options={countries} />
          <TextField {...form.input('port')} />
          <SelectField {...form.field('incoterm')} options={incoterms} />
          <TextField {...form.field('date')} type="date" />
          <TextAreaField
            {...form.field('notes')}
            rows={5}
            limit={copy.notesMax}
            counter={(length) => <CharacterCount length={length} max={copy.notesMax} overLimit={common.overLimit} numbers={numbers} />}
            className="sm:col-span-2"
          />
        </FieldGrid>
      </fieldset>
      <fieldset>
        <legend className={groupTitle}>{copy.groups.you}</legend>
        <FieldGrid>
          <NameField form={form} />
          <CompanyField form={form} />
          <EmailAddressField form={form} />
          <PhoneNumberField form={form} />
        </FieldGrid>
      </fieldset>
    </EnquiryForm>
  );
}
