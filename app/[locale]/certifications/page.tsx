import type { Metadata } from 'next';
import { getCertifications } from '@/content/certifications';
import { pageMetadata } from '@/components/seo/page-metadata';
import { CertificationGrid } from '@/components/sections/certification-grid';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import type { LocaleParams } from '@/lib/page-locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { locale } = await params;
  const certificationsPage = getCertifications(locale).page;
  return pageMetadata({ locale, title: certificationsPage.title, description: certificationsPage.description, path: '/certifications' });
}

export default async function CertificationsPage({ params }: LocaleParams) {
  const { locale } = await params;
  const certifications = getCertifications(locale).certifications;
  const certificationsPage = getCertifications(locale).page;
  return (
    <>
      <PageHero title={certificationsPage.title} intro={certificationsPage.intro} locale={locale} />
      <Section
        id={certificationsPage.list.id}
        title={certificationsPage.list.title}
        intro={certificationsPage.list.intro}
        locale={locale}
        tone="tinted"
      >
        <CertificationGrid
          certifications={certifications}
          labels={certificationsPage.labels}
          note={certificationsPage.note}
          locale={locale}
        />
      </Section>
    </>
  );
}
