import type { Metadata } from 'next';
import { getAbout } from '@/content/about';
import { pageMetadata } from '@/components/seo/page-metadata';
import { AboutStory } from '@/components/sections/about-story';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { EnquiryBand } from '@/components/sections/enquiry-band';
import { StatsStrip } from '@/components/sections/stats-strip';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import type { LocaleParams } from '@/lib/page-locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { locale } = await params;
  const about = getAbout(locale);
  return pageMetadata({ locale, title: about.title, description: about.purpose, path: '/about' });
}

export default async function AboutPage({ params }: LocaleParams) {
  const { locale } = await params;
  const about = getAbout(locale);
  return (
    <>
      <PageHero eyebrow={about.eyebrow} title={about.title} intro={about.purpose} locale={locale} />
      <AboutStory locale={locale} />
      <Section id="why-choose-us" tone="tinted" title={about.reasons.title} intro={about.reasons.intro} locale={locale}>
        <FeatureGrid items={about.reasons.items} />
      </Section>
      <StatsStrip locale={locale} />
      <EnquiryBand locale={locale} />
    </>
  );
}
