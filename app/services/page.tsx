import type { Metadata } from 'next';
import { catalogue } from '@/content/catalogue';
import { services } from '@/content/services';
import { ServiceGrid } from '@/components/sections/service-grid';
import { TradeTerms } from '@/components/sections/trade-terms';
import { Container } from '@/components/ui/container';
import { PageHero } from '@/components/ui/page-hero';

export const metadata: Metadata = { title: catalogue.services.title, description: catalogue.services.intro };

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
