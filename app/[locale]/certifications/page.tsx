import type { Metadata } from 'next';
import { certifications, certificationsPage } from '@/content/certifications';
import { pageMetadata } from '@/components/seo/page-metadata';
import { CertificationGrid } from '@/components/sections/certification-grid';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';

export const metadata: Metadata = pageMetadata({
  title: certificationsPage.title,
  description: certificationsPage.description,
  path: '/certifications',
});

export default function CertificationsPage() {
  return (
    <>
      <PageHero title={certificationsPage.title} intro={certificationsPage.intro} />
      <Section id={certificationsPage.list.id} title={certificationsPage.list.title} intro={certificationsPage.list.intro} tone="tinted">
        <CertificationGrid certifications={certifications} labels={certificationsPage.labels} note={certificationsPage.note} />
      </Section>
    </>
  );
}
