import { getInitiatives, type InitiativesFile } from '@/content/initiatives';
import type { PageSeo } from '@/components/seo/page-metadata';
import { InitiativeList } from '@/components/sections/initiative-list';
import { PartnerCta } from '@/components/sections/partner-cta';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';

// The /initiatives page's one view, drawn by InitiativesMain for the route and the editor's preview.

/** What /initiatives draws: content/initiatives.yml, the page's copy and the three initiatives. */
export type InitiativesSections = { locale: string } & InitiativesFile;

/** /initiatives in `locale`. */
export function initiativesView(locale: string): InitiativesSections & { seo: PageSeo } {
  const file = getInitiatives(locale);
  return { seo: { locale, title: file.page.title, description: file.page.description, path: '/initiatives' }, locale, ...file };
}

/** The /initiatives page's main content. */
export function InitiativesMain({ locale, page, initiatives }: InitiativesSections) {
  return (
    <>
      <PageHero title={page.title} intro={page.intro} locale={locale} />
      <Section tone="tinted">
        <InitiativeList initiatives={initiatives} locale={locale} />
      </Section>
      <PartnerCta partner={page.partner} locale={locale} />
    </>
  );
}
