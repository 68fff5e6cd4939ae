import type { Metadata } from 'next';
import { pageMetadata } from '@/components/seo/page-metadata';
import { SearchMain, searchView } from '@/components/views/search-page';
import type { LocaleParams } from '@/lib/page-locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(searchView(locale).seo);
}

export default async function SearchPage({ params }: LocaleParams) {
  const { locale } = await params;
  return <SearchMain {...searchView(locale)} />;
}
