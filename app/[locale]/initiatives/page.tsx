import type { Metadata } from 'next';
import { initiatives, initiativesPage } from '@/content/initiatives';
import { pageMetadata } from '@/components/seo/page-metadata';
import { InitiativeList } from '@/components/sections/initiative-list';
import { PartnerCta } from '@/components/sections/partner-cta';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';

export const metadata: Metadata = pageMetadata({
  title: initiativesPage.title,
  description: initiativesPage.description,
  path: '/initiatives',
});

export default function InitiativesPage() {
  return (
    <>
      <PageHero title={initiativesPage.title} intro={initiativesPage.intro} />
      <Section tone="tinted">
        <InitiativeList initiatives={initiatives} />
      </Section>
      <PartnerCta partner={initiativesPage.partner} />
    </>
  );
}
