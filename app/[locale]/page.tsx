import type { Metadata } from 'next';
import { getSite } from '@/content/site';
import { organizationJsonLd } from '@/components/seo/json-ld';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { pageMetadata } from '@/components/seo/page-metadata';
import { HomeMain, homeView } from '@/components/views/home-page';
import type { LocaleParams } from '@/lib/page-locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(homeView(locale).seo);
}

export default async function HomePage({ params }: LocaleParams) {
  const { locale } = await params;
  return (
    <>
      <HomeMain {...homeView(locale)} />
      <JsonLdScript data={organizationJsonLd(getSite(locale))} />
    </>
  );
}
