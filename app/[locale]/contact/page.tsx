import type { Metadata } from 'next';
import { pageMetadata } from '@/components/seo/page-metadata';
import { ContactMain } from '@/components/views/form-pages';
import { contactView } from '@/components/views/forms';
import type { LocaleParams } from '@/lib/page-locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(contactView(locale).seo);
}

export default async function ContactPage({ params }: LocaleParams) {
  const { locale } = await params;
  return <ContactMain {...contactView(locale)} />;
}
