import type { Metadata } from 'next';
import { catalogue } from '@/content/catalogue';
import { services } from '@/content/services';
import { pageMetadata } from '@/components/seo/page-metadata';
import { CatalogueBrowser } from '@/components/sections/catalogue-browser';
import { TradeTerms } from '@/components/sections/trade-terms';
import { Container } from '@/components/ui/container';
import { PageHero } from '@/components/ui/page-hero';

export const metadata: Metadata = pageMetadata({ title: catalogue.store.title, description: catalogue.store.intro, path: '/store' });

const categories = services.map(({ slug, title, products }) => ({ slug, title, products }));
const labels = {
  ...catalogue.factLabels,
  filter: catalogue.store.filterLabel,
  category: catalogue.store.categoryLabel,
  allCategories: catalogue.store.allCategories,
  empty: catalogue.store.empty,
};

export default function StorePage() {
  return (
    <>
      <PageHero title={catalogue.store.title} intro={catalogue.store.intro} />
      <Container className="grid gap-10 py-12 lg:py-16">
        <CatalogueBrowser categories={categories} labels={labels} basketLabels={catalogue.basket} />
        <TradeTerms />
      </Container>
    </>
  );
}
