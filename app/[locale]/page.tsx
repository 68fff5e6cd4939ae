import type { Metadata } from 'next';
import { getHome } from '@/content/home';
import { getSite } from '@/content/site';
import { pageMetadata } from '@/components/seo/page-metadata';
import { AboutBlurb } from '@/components/sections/about-blurb';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { Hero } from '@/components/sections/hero';
import { EnquiryBand } from '@/components/sections/enquiry-band';
import { StatsStrip } from '@/components/sections/stats-strip';
import { Section } from '@/components/ui/section';
import type { LocaleParams } from '@/lib/page-locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { locale } = await params;
  const site = getSite(locale);
  return pageMetadata({
    locale,
    title: `${site.name} · ${site.tagline}`,
    description: site.description,
    path: '/',
    imageTitle: site.tagline,
    absoluteTitle: true,
  });
}

export default async function HomePage({ params }: LocaleParams) {
  const { locale } = await params;
  const home = getHome(locale);
  return (
    <>
      <Hero locale={locale} />
      <Section id="strengths" eyebrow={home.strengths.eyebrow} title={home.strengths.title} intro={home.strengths.intro} locale={locale}>
        <FeatureGrid items={home.strengths.items} />
      </Section>
      <AboutBlurb locale={locale} />
      <StatsStrip locale={locale} />
      <EnquiryBand locale={locale} />
    </>
  );
}
