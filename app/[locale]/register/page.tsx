import type { Metadata } from 'next';
import { getRecipient } from '@/content/channels';
import { getForms } from '@/content/forms';
import { getRegister } from '@/content/register';
import { pageMetadata } from '@/components/seo/page-metadata';
import { countryOptions } from '@/components/forms/countries';
import { FormPage } from '@/components/forms/form-page';
import { registerMessage } from '@/components/forms/message-copy';
import { RegisterForm } from '@/components/forms/register-form';
import type { LocaleParams } from '@/lib/page-locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { locale } = await params;
  const register = getRegister(locale);
  return pageMetadata({ locale, title: register.metaTitle, description: register.intro, path: '/register', imageTitle: register.title });
}

export default async function RegisterPage({ params }: LocaleParams) {
  const { locale } = await params;
  const forms = getForms(locale);
  const register = getRegister(locale);
  return (
    <FormPage title={register.title} intro={register.intro} locale={locale} width="max-w-4xl">
      <RegisterForm
        copy={register.form}
        common={forms}
        countries={countryOptions(locale)}
        messageCopy={registerMessage(locale)}
        recipient={getRecipient(locale)}
        locale={locale}
      />
    </FormPage>
  );
}
