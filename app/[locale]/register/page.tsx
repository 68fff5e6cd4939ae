import type { Metadata } from 'next';
import { pageMetadata } from '@/components/seo/page-metadata';
import { RegisterMain } from '@/components/views/form-pages';
import { registerView } from '@/components/views/forms';
import type { LocaleParams } from '@/lib/page-locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(registerView(locale).seo);
}

export default async function RegisterPage({ params }: LocaleParams) {
  const { locale } = await params;
  return <RegisterMain {...registerView(locale)} />;
}
