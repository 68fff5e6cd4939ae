import type { Metadata } from 'next';
import { forms } from '@/content/forms';
import { register } from '@/content/register';
import { phoneDigits, site } from '@/content/site';
import { pageMetadata } from '@/components/seo/page-metadata';
import { countryOptions } from '@/components/forms/countries';
import { FormPage } from '@/components/forms/form-page';
import { RegisterForm } from '@/components/forms/register-form';
import { setPageLocale, type LocaleParams } from '@/lib/page-locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await setPageLocale(params);
  return pageMetadata({ locale, title: register.metaTitle, description: register.intro, path: '/register', imageTitle: register.title });
}

export default async function RegisterPage({ params }: LocaleParams) {
  await setPageLocale(params);
  return (
    <FormPage title={register.title} intro={register.intro} width="max-w-4xl">
      <RegisterForm copy={register.form} common={forms} countries={countryOptions('en')} recipient={{ email: site.email, phoneDigits }} />
    </FormPage>
  );
}
