import type { Metadata } from 'next';
import { forms } from '@/content/forms';
import { login } from '@/content/login';
import { pageMetadata } from '@/components/seo/page-metadata';
import { FormPage } from '@/components/forms/form-page';
import { LoginForm } from '@/components/forms/login-form';
import { setPageLocale, type LocaleParams } from '@/lib/page-locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await setPageLocale(params);
  return pageMetadata({ locale, title: login.metaTitle, description: login.intro, path: '/login', imageTitle: login.title });
}

export default async function LoginPage({ params }: LocaleParams) {
  await setPageLocale(params);
  return (
    <FormPage title={login.title} intro={login.intro} width="max-w-xl" cardClassName="sm:p-8">
      <LoginForm copy={login.form} common={forms} />
    </FormPage>
  );
}
