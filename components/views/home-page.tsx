import { getHome, type Home } from '@/content/home';
import { getSite } from '@/content/site';
import { getStats, type Figure } from '@/content/stats';
import type { PageSeo } from '@/components/seo/page-metadata';
import { AboutBlurb } from '@/components/sections/about-blurb';
import { EnquiryBand } from '@/components/sections/enquiry-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { Hero } from '@/components/sections/hero';
import { StatsStrip } from '@/components/sections/stats-strip';
import { Section } from '@/components/ui/section';

// The home page's one view: what it shows, drawn by HomeMain for the route and the editor's preview.

/** What the home page draws: its copy (content/home.yml) and the track record's figures (content/stats.yml). */
export type HomeSections = { locale: string; home: Home; figures: Figure[] };

/** The home page in `locale`. */
export function homeView(locale: string): HomeSections & { seo: PageSeo } {
  const site = getSite(locale);
  return {
    seo: {
      locale,
      title: `${site.name} · ${site.tagline}`,
      description: site.description,
      path: '/',
      imageTitle: site.tagline,
      absoluteTitle: true,
    },
    locale,
    home: getHome(locale),
    figures: getStats(locale),
  };
}

/** The home page's main content. */
export function HomeMain({ locale, home, figures }: HomeSections) {
  return (
    <>
      <Hero locale={locale} hero={home.hero} />
      <Section id="strengths" eyebrow={home.strengths.eyebrow} title={home.strengths.title} intro={home.strengths.intro} locale={locale}>
        <FeatureGrid items={home.strengths.items} />
      </Section>
      <AboutBlurb locale={locale} about={home.about} />
      <StatsStrip locale={locale} heading={home.stats} figures={figures} />
      <EnquiryBand locale={locale} />
    </>
  );
}
