import type { Metadata } from 'next';
import { pageMetadata } from '@/components/seo/page-metadata';
import { LoginMain } from '@/components/views/form-pages';
import { loginView } from '@/components/views/forms';
import type { LocaleParams } from '@/lib/page-locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(loginView(locale).seo);
}

export default async function LoginPage({ params }: LocaleParams) {
  const { locale } = await params;
  return <LoginMain {...loginView(locale)} />;
}
