import type { Metadata } from 'next';
import { getCatalogue } from '@/content/catalogue';
import { getServices } from '@/content/services';
import { pageMetadata } from '@/components/seo/page-metadata';
import { ServiceGrid } from '@/components/sections/service-grid';
import { TradeTerms } from '@/components/sections/trade-terms';
import { Container } from '@/components/ui/container';
import { PageHero } from '@/components/ui/page-hero';
import type { LocaleParams } from '@/lib/page-locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { locale } = await params;
  const catalogue = getCatalogue(locale);
  return pageMetadata({ locale, title: catalogue.services.title, description: catalogue.services.intro, path: '/services' });
}

export default async function ServicesPage({ params }: LocaleParams) {
  const { locale } = await params;
  const catalogue = getCatalogue(locale);
  const services = getServices(locale);
  return (
    <>
      <PageHero title={catalogue.services.title} intro={catalogue.services.intro} locale={locale} />
      <Container className="grid gap-12 py-12 lg:py-16">
        <ServiceGrid items={services} locale={locale} />
        <TradeTerms locale={locale} />
      </Container>
    </>
  );
}
