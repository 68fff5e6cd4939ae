import type { Metadata } from 'next';
import { getCatalogue } from '@/content/catalogue';
import { getCategories } from '@/content/categories';
import { pageMetadata } from '@/components/seo/page-metadata';
import { CategoryGrid } from '@/components/sections/category-grid';
import { TradeTerms } from '@/components/sections/trade-terms';
import { Container } from '@/components/ui/container';
import { PageHero } from '@/components/ui/page-hero';
import type { LocaleParams } from '@/lib/page-locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { locale } = await params;
  const catalogue = getCatalogue(locale);
  return pageMetadata({ locale, title: catalogue.services.title, description: catalogue.services.intro, path: '/services' });
}

export default async function CategoriesPage({ params }: LocaleParams) {
  const { locale } = await params;
  const catalogue = getCatalogue(locale);
  const services = getCategories(locale);
  return (
    <>
      <PageHero title={catalogue.services.title} intro={catalogue.services.intro} locale={locale} />
      <Container className="grid gap-12 py-12 lg:py-16">
        <CategoryGrid items={services} locale={locale} />
        <TradeTerms locale={locale} />
      </Container>
    </>
  );
}
