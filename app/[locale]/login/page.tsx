import type { Metadata } from 'next';
import { getForms } from '@/content/forms';
import { getLogin } from '@/content/login';
import { pageMetadata } from '@/components/seo/page-metadata';
import { FormPage } from '@/components/forms/form-page';
import { LoginForm } from '@/components/forms/login-form';
import type { LocaleParams } from '@/lib/page-locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { locale } = await params;
  const login = getLogin(locale);
  return pageMetadata({ locale, title: login.metaTitle, description: login.intro, path: '/login', imageTitle: login.title });
}

export default async function LoginPage({ params }: LocaleParams) {
  const { locale } = await params;
  const forms = getForms(locale);
  const login = getLogin(locale);
  return (
    <FormPage title={login.title} intro={login.intro} locale={locale} width="max-w-xl" cardClassName="sm:p-8">
      <LoginForm copy={login.form} common={forms} locale={locale} />
    </FormPage>
  );
}
