import type { Metadata } from 'next';
import { pageMetadata } from '@/components/seo/page-metadata';
import { CertificationsMain, certificationsView } from '@/components/views/certifications-page';
import type { LocaleParams } from '@/lib/page-locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(certificationsView(locale).seo);
}

export default async function CertificationsPage({ params }: LocaleParams) {
  const { locale } = await params;
  return <CertificationsMain {...certificationsView(locale)} />;
}
