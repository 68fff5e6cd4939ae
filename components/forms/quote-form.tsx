'use client';

import type { FormsCopy } from '@/content/forms';
import type { QuoteCopy } from '@/content/quote';
import type { Units } from '@/content/schema';
import { basket, useBasket, type BasketItem } from '@/components/quote/basket';
import { BasketLines } from '@/components/quote/basket-lines';
import { formatAmount, pluralForm } from '@/components/quote/units';
import { formatNumber } from '@/components/ui/format-number';
import { CharacterCount } from './character-count';
import { fillTemplate, type ComposedMessage } from './compose';
import type { CountryOption } from './countries';
import { deliver } from './deliver';
import { DraftNotice } from './draft-notice';
import { ErrorSummary } from './error-summary';
import { EmailField, PhoneField, SelectField, TextAreaField, TextField } from './field';
import { FallbackHandOff } from './hand-off-panel';
import { Honeypot } from './honeypot';
import { NoScriptNotice } from './no-script-notice';
import { SentPanel } from './status-panel';
import { SubmitButton } from './submit-button';
import { useDraft } from './use-draft';
import { heldFormProps } from './use-held-submit';
import { useSubmit } from './use-submit';
import { email, maxLength, phone, required, type Rules } from './validate';

export type QuoteValues = {
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

const initial: QuoteValues = { country: '', port: '', incoterm: '', date: '', notes: '', name: '', company: '', email: '', phone: '' };

/** "Cotton T-shirts (Textile & Apparel): 500 pieces" */
export function productLine(item: BasketItem, units: Units): string {
  return `${item.name} (${item.category}): ${formatAmount(item, units)}`;
}

type QuoteFormProps = {
  copy: QuoteCopy;
  common: FormsCopy;
  countries: CountryOption[];
  recipient: { email: string; phoneDigits: string };
};

/** The quote request of /get-quote: the basket's products with quantities, shipping wishes and contact details. */
export function QuoteForm({ copy, common, countries, recipient }: QuoteFormProps) {
  const { fields } = copy;
  const items = useBasket();
  const { limits } = common;
  const draft = useDraft({
    form: 'quote',
    initial,
    limits: {
      country: limits.text,
      port: limits.text,
      incoterm: limits.text,
      date: limits.text,
      notes: copy.notesMax,
      name: limits.name,
      company: limits.name,
      email: limits.email,
      phone: limits.phone,
    },
  });
  const { values } = draft;

  const rules: Rules<QuoteValues> = {
    country: [required(fields.country.required)],
    notes: [
      (value) => (items.length === 0 ? required(fields.notes.requiredWhenEmpty)(value, values) : undefined),
      maxLength(copy.notesMax, fillTemplate(common.messages.tooLong, { max: formatNumber(copy.notesMax) })),
    ],
    name: [required(fields.name.required)],
    email: [required(fields.email.required), email(common.messages.email)],
    phone: [phone(common.messages.phone)],
  };

  const countryName = countries.find((country) => country.value === values.country)?.label ?? values.country;
  const products = items.map((item) => productLine(item, copy.basket.units));
  const optionalLine = (label: string, value: string) => (value.trim() ? [{ label, value }] : []);
  const message: ComposedMessage = {
    subject: fillTemplate(copy.subject, {
      count: fillTemplate(pluralForm(copy.productCount, items.length), { count: items.length }),
      country: countryName,
    }),
    lines: [
      { label: copy.productsLabel, value: products.length > 0 ? products.map((line, index) => `${index + 1}. ${line}`).join('\n') : copy.none },
      { label: fields.country.label, value: countryName },
      ...optionalLine(fields.port.label, values.port),
      ...optionalLine(fields.incoterm.label, values.incoterm),
      ...optionalLine(fields.date.label, values.date),
      ...optionalLine(fields.notes.label, values.notes),
      { label: fields.name.label, value: values.name },
      ...optionalLine(fields.company.label, values.company),
      { label: fields.email.label, value: values.email },
      ...optionalLine(fields.phone.label, values.phone),
    ],
  };

  function finish() {
    draft.discard();
    basket.clear();
  }

  const { formRef, status, errors, errorCount, failedAttempt, onSubmit, handedOff, restart } = useSubmit({
    values,
    rules,
    send: (sent) =>
      deliver({
        form: 'quote',
        subject: message.subject,
        fields: {
          products,
          country: countryName,
          countryCode: sent.country,
          port: sent.port.trim(),
          incoterm: sent.incoterm,
          date: sent.date,
          notes: sent.notes.trim(),
          name: sent.name.trim(),
          company: sent.company.trim(),
          email: sent.email.trim(),
          phone: sent.phone.trim(),
        },
      }),
    onDone: finish,
    onRestart: draft.reset,
  });

  if (status.kind === 'sent') {
    return (
      <SentPanel
        notice={copy.sent}
        values={values}
        againLabel={copy.again}
        onAgain={restart}
      />
    );
  }

  const set = (field: keyof QuoteValues) => (value: string) => draft.setField(field, value);
  const groupTitle = 'mb-4 text-lg font-semibold';

  return (
    <>
      <form ref={formRef} {...heldFormProps} noValidate onSubmit={onSubmit} className="relative grid gap-8">
        <NoScriptNotice text={common.noScript.text} copy={common.noScript} newTab={common.handOff.newTab} recipient={recipient} />
        {draft.tooLarge && <DraftNotice text={common.draftTooLarge} />}
        <ErrorSummary count={failedAttempt > 0 ? errorCount : 0} attempt={failedAttempt} copy={common.summary} />
        <section aria-labelledby="quote-products">
          <h3 id="quote-products" className={groupTitle}>
            {copy.basket.title}
          </h3>
          <BasketLines items={items} copy={copy.basket} />
        </section>
        <fieldset>
          <legend className={groupTitle}>{copy.groups.shipping}</legend>
          <div className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
            <SelectField
              id="quote-country"
              name="country"
              label={fields.country.label}
              placeholder={fields.country.placeholder}
              options={countries}
              value={values.country}
              onValue={set('country')}
              error={errors.country}
              autoComplete="country"
            />
            <TextField id="quote-port" name="port" label={fields.port.label} hint={fields.port.hint} optional={common.optional} value={values.port} onValue={set('port')} maxLength={limits.text} />
            <SelectField
              id="quote-incoterm"
              name="incoterm"
              label={fields.incoterm.label}
              hint={fields.incoterm.hint}
              placeholder={fields.incoterm.placeholder}
              options={copy.incoterms}
              value={values.incoterm}
              onValue={set('incoterm')}
            />
            <TextField id="quote-date" name="date" type="date" label={fields.date.label} optional={common.optional} value={values.date} onValue={set('date')} className="sm:self-end" />
            <TextAreaField
              id="quote-notes"
              name="notes"
              label={fields.notes.label}
              hint={fields.notes.hint}
              value={values.notes}
              onValue={set('notes')}
              error={errors.notes}
              rows={5}
              counter={(length) => <CharacterCount length={length} max={copy.notesMax} overLimit={common.overLimit} />}
              className="sm:col-span-2"
            />
          </div>
        </fieldset>
        <fieldset>
          <legend className={groupTitle}>{copy.groups.you}</legend>
          <div className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
            <TextField id="quote-name" name="name" label={fields.name.label} value={values.name} onValue={set('name')} error={errors.name} autoComplete="name" maxLength={limits.name} />
            <TextField
              id="quote-company"
              name="company"
              label={fields.company.label}
              optional={common.optional}
              value={values.company}
              onValue={set('company')}
              autoComplete="organization"
              maxLength={limits.name}
            />
            <EmailField id="quote-email" label={fields.email.label} value={values.email} onValue={set('email')} error={errors.email} maxLength={limits.email} />
            <PhoneField
              id="quote-phone"
              label={fields.phone.label}
              hint={fields.phone.hint}
              optional={common.optional}
              value={values.phone}
              onValue={set('phone')}
              error={errors.phone}
              maxLength={limits.phone}
            />
          </div>
        </fieldset>
        <Honeypot label={common.honeypot} />
        <div>
          <SubmitButton label={copy.submit} busyLabel={common.sending} busy={status.kind === 'sending'} />
        </div>
      </form>
      <FallbackHandOff status={status} copy={common.handOff} message={message} recipient={recipient} onOpen={handedOff} />
    </>
  );
}
