import type { Metadata } from 'next';
import { forms } from '@/content/forms';
import { login } from '@/content/login';
import { pageMetadata } from '@/components/seo/page-metadata';
import { FormPage } from '@/components/forms/form-page';
import { LoginForm } from '@/components/forms/login-form';

export const metadata: Metadata = pageMetadata({
  title: login.metaTitle,
  description: login.intro,
  path: '/login',
  imageTitle: login.title,
});

export default function LoginPage() {
  return (
    <FormPage title={login.title} intro={login.intro} width="max-w-xl" cardClassName="sm:p-8">
      <LoginForm copy={login.form} common={forms} />
    </FormPage>
  );
}
