import type { Metadata } from 'next';
import { pageMetadata } from '@/components/seo/page-metadata';
import { InitiativesMain, initiativesView } from '@/components/views/initiatives-page';
import type { LocaleParams } from '@/lib/page-locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(initiativesView(locale).seo);
}

export default async function InitiativesPage({ params }: LocaleParams) {
  const { locale } = await params;
  return <InitiativesMain {...initiativesView(locale)} />;
}
