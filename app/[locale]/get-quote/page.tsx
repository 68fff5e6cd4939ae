import type { Metadata } from 'next';
import { pageMetadata } from '@/components/seo/page-metadata';
import { QuoteMain } from '@/components/views/quote-page';
import { quoteView } from '@/components/views/quote';
import type { LocaleParams } from '@/lib/page-locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(quoteView(locale).seo);
}

export default async function GetQuotePage({ params }: LocaleParams) {
  const { locale } = await params;
  return <QuoteMain {...quoteView(locale)} />;
}
