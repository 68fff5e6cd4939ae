import { getCertifications, type CertificationsFile } from '@/content/certifications';
import type { PageSeo } from '@/components/seo/page-metadata';
import { CertificationGrid } from '@/components/sections/certification-grid';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';

// The /certifications page's one view, drawn by CertificationsMain for the route and the editor's preview.

/** What /certifications draws: content/certifications.yml, the page's copy and the documents. */
export type CertificationsSections = { locale: string } & CertificationsFile;

/** /certifications in `locale`. */
export function certificationsView(locale: string): CertificationsSections & { seo: PageSeo } {
  const file = getCertifications(locale);
  return { seo: { locale, title: file.page.title, description: file.page.description, path: '/certifications' }, locale, ...file };
}

/** The /certifications page's main content. */
export function CertificationsMain({ locale, page, certifications }: CertificationsSections) {
  return (
    <>
      <PageHero title={page.title} intro={page.intro} locale={locale} />
      <Section id={page.list.id} title={page.list.title} intro={page.list.intro} locale={locale} tone="tinted">
        <CertificationGrid certifications={certifications} labels={page.labels} note={page.note} locale={locale} />
      </Section>
    </>
  );
}
