import { getAbout, type About } from '@/content/about';
import { getHome, type Home } from '@/content/home';
import { getStats, type Figure } from '@/content/stats';
import type { PageSeo } from '@/components/seo/page-metadata';
import { AboutStory } from '@/components/sections/about-story';
import { EnquiryBand } from '@/components/sections/enquiry-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { StatsStrip } from '@/components/sections/stats-strip';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';

// The /about page's one view, drawn by AboutMain for the route and the editor's preview.

/** What /about draws: its copy (content/about.yml), and the track record as the home page heads it. */
export type AboutSections = { locale: string; about: About; stats: { heading: Home['stats']; figures: Figure[] } };

/** /about in `locale`. */
export function aboutView(locale: string): AboutSections & { seo: PageSeo } {
  const about = getAbout(locale);
  return {
    seo: { locale, title: about.title, description: about.purpose, path: '/about' },
    locale,
    about,
    stats: { heading: getHome(locale).stats, figures: getStats(locale) },
  };
}

/** The /about page's main content. */
export function AboutMain({ locale, about, stats }: AboutSections) {
  return (
    <>
      <PageHero eyebrow={about.eyebrow} title={about.title} intro={about.purpose} locale={locale} />
      <AboutStory locale={locale} about={about} />
      <Section id="why-choose-us" tone="tinted" title={about.reasons.title} intro={about.reasons.intro} locale={locale}>
        <FeatureGrid items={about.reasons.items} />
      </Section>
      <StatsStrip locale={locale} {...stats} />
      <EnquiryBand locale={locale} />
    </>
  );
}
