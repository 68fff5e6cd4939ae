import type { Metadata } from 'next';
import { pageMetadata } from '@/components/seo/page-metadata';
import { HomeMain, homeView } from '@/components/views/home-page';
import type { LocaleParams } from '@/lib/page-locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(homeView(locale).seo);
}

export default async function HomePage({ params }: LocaleParams) {
  const { locale } = await params;
  return <HomeMain {...homeView(locale)} />;
}
