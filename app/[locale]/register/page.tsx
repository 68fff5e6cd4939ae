import type { Metadata } from 'next';
import { forms } from '@/content/forms';
import { register } from '@/content/register';
import { phoneDigits, site } from '@/content/site';
import { pageMetadata } from '@/components/seo/page-metadata';
import { countryOptions } from '@/components/forms/countries';
import { FormPage } from '@/components/forms/form-page';
import { RegisterForm } from '@/components/forms/register-form';

export const metadata: Metadata = pageMetadata({
  title: register.metaTitle,
  description: register.intro,
  path: '/register',
  imageTitle: register.title,
});

export default function RegisterPage() {
  return (
    <FormPage title={register.title} intro={register.intro} width="max-w-4xl">
      <RegisterForm copy={register.form} common={forms} countries={countryOptions('en')} recipient={{ email: site.email, phoneDigits }} />
    </FormPage>
  );
}
