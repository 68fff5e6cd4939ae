import type { Metadata } from 'next';
import { pageMetadata } from '@/components/seo/page-metadata';
import { ServicesMain, servicesView } from '@/components/views/services-page';
import type { LocaleParams } from '@/lib/page-locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(servicesView(locale).seo);
}

export default async function CategoriesPage({ params }: LocaleParams) {
  const { locale } = await params;
  return <ServicesMain {...servicesView(locale)} />;
}
