import type { Metadata } from 'next';
import { getCatalogue } from '@/content/catalogue';
import { pageMetadata } from '@/components/seo/page-metadata';
import { StoreCatalogue } from '@/components/catalogue/store-catalogue';
import { TradeTerms } from '@/components/sections/trade-terms';
import { Container } from '@/components/ui/container';
import { PageHero } from '@/components/ui/page-hero';
import type { LocaleParams } from '@/lib/page-locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { locale } = await params;
  const catalogue = getCatalogue(locale);
  return pageMetadata({ locale, title: catalogue.store.title, description: catalogue.store.intro, path: '/store' });
}

export default async function StorePage({ params }: LocaleParams) {
  const { locale } = await params;
  const catalogue = getCatalogue(locale);
  return (
    <>
      <PageHero title={catalogue.store.title} intro={catalogue.store.intro} locale={locale} />
      <Container className="grid gap-10 pb-12 lg:pb-16">
        <StoreCatalogue locale={locale} />
        <TradeTerms terms={catalogue.terms} locale={locale} />
      </Container>
    </>
  );
}
