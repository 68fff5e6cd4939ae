import type { Metadata } from 'next';
import { getSite } from '@/content/site';
import { organizationJsonLd } from '@/components/seo/json-ld';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { pageMetadata } from '@/components/seo/page-metadata';
import { AboutMain, aboutView } from '@/components/views/about-page';
import type { LocaleParams } from '@/lib/page-locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(aboutView(locale).seo);
}

export default async function AboutPage({ params }: LocaleParams) {
  const { locale } = await params;
  return (
    <>
      <AboutMain {...aboutView(locale)} />
      <JsonLdScript data={organizationJsonLd(getSite(locale))} />
    </>
  );
}
