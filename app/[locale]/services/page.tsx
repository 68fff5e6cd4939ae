import type { Metadata } from 'next';
import { catalogue } from '@/content/catalogue';
import { services } from '@/content/services';
import { pageMetadata } from '@/components/seo/page-metadata';
import { ServiceGrid } from '@/components/sections/service-grid';
import { TradeTerms } from '@/components/sections/trade-terms';
import { Container } from '@/components/ui/container';
import { PageHero } from '@/components/ui/page-hero';

export const metadata: Metadata = pageMetadata({
  title: catalogue.services.title,
  description: catalogue.services.intro,
  path: '/services',
});

export default function ServicesPage() {
  return (
    <>
      <PageHero title={catalogue.services.title} intro={catalogue.services.intro} />
      <Container className="grid gap-12 py-12 lg:py-16">
        <ServiceGrid items={services} />
        <TradeTerms />
      </Container>
    </>
  );
}
