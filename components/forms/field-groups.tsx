import type { FieldBinder } from './bind-fields';
import type { CountryOption } from './countries';
import { EmailField, PhoneField, SelectField, TextField } from './field';

// The fields several forms ask for, drawn the same everywhere: their specs are common-fields.ts,
// their words content/forms.ts. Each takes its form's field binder (use-enquiry-form.ts).

type GroupProps<K extends string> = { form: FieldBinder<K>; className?: string };

export function NameField({ form, className }: GroupProps<'name'>) {
  return <TextField {...form.input('name')} autoComplete="name" className={className} />;
}

export function EmailAddressField({ form, className }: GroupProps<'email'>) {
  return <EmailField {...form.input('email')} className={className} />;
}

export function PhoneNumberField({ form, className }: GroupProps<'phone'>) {
  return <PhoneField {...form.input('phone')} className={className} />;
}

export function CompanyField({ form, className }: GroupProps<'company'>) {
  return <TextField {...form.input('company')} autoComplete="organization" className={className} />;
}

export function CountryField({ form, options, className }: GroupProps<'country'> & { options: CountryOption[] }) {
  return <SelectField {...form.field('country')} options={options} autoComplete="country" className={className} />;
}
