import { getCatalogue, type CatalogueCopy } from '@/content/catalogue';
import { getCategories } from '@/content/categories';
import type { PageSeo } from '@/components/seo/page-metadata';
import { CategoryGrid, type CategoryCard } from '@/components/sections/category-grid';
import { TradeTerms } from '@/components/sections/trade-terms';
import { Container } from '@/components/ui/container';
import { PageHero } from '@/components/ui/page-hero';

// The /services page's one view, drawn by ServicesMain for the route and for the editor's preview,
// which hands it the catalogue's words being edited and the categories as the build read them.

/** What /services draws: its words (content/catalogue.yml) and every category's card. */
export type ServicesSections = {
  locale: string;
  copy: Pick<CatalogueCopy, 'services' | 'terms'>;
  categories: CategoryCard[];
};

/** /services in `locale`. */
export function servicesView(
  locale: string,
  copy: Pick<CatalogueCopy, 'services' | 'terms'> = getCatalogue(locale),
  categories: CategoryCard[] = getCategories(locale),
): ServicesSections & { seo: PageSeo } {
  return { seo: { locale, title: copy.services.title, description: copy.services.intro, path: '/services' }, locale, copy, categories };
}

/** The /services page's main content: the categories' cards, then the terms of every order. */
export function ServicesMain({ locale, copy, categories }: ServicesSections) {
  return (
    <>
      <PageHero title={copy.services.title} intro={copy.services.intro} locale={locale} />
      <Container className="grid gap-12 py-12 lg:py-16">
        <CategoryGrid items={categories} cardLink={copy.services.cardLink} locale={locale} />
        <TradeTerms terms={copy.terms} locale={locale} />
      </Container>
    </>
  );
}
