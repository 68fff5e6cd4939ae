import type { Metadata } from 'next';
import { getInitiatives } from '@/content/initiatives';
import { pageMetadata } from '@/components/seo/page-metadata';
import { InitiativeList } from '@/components/sections/initiative-list';
import { PartnerCta } from '@/components/sections/partner-cta';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import type { LocaleParams } from '@/lib/page-locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { locale } = await params;
  const initiativesPage = getInitiatives(locale).page;
  return pageMetadata({ locale, title: initiativesPage.title, description: initiativesPage.description, path: '/initiatives' });
}

export default async function InitiativesPage({ params }: LocaleParams) {
  const { locale } = await params;
  const initiatives = getInitiatives(locale).initiatives;
  const initiativesPage = getInitiatives(locale).page;
  return (
    <>
      <PageHero title={initiativesPage.title} intro={initiativesPage.intro} locale={locale} />
      <Section tone="tinted">
        <InitiativeList initiatives={initiatives} locale={locale} />
      </Section>
      <PartnerCta partner={initiativesPage.partner} locale={locale} />
    </>
  );
}
