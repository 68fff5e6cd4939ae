import { CategoryDetail } from '@/components/sections/category-detail';
import { CategoryLinks } from '@/components/sections/category-links';
import { Section } from '@/components/ui/section';
import type { CategoryView } from './category';

/** A category page's main content, drawn from its view: the route's and the editor's preview's. */
export function CategoryMain({ detail, others }: Pick<CategoryView, 'detail' | 'others'>) {
  return (
    <>
      <CategoryDetail {...detail} />
      <Section id="other-categories" title={others.title} locale={detail.locale}>
        <CategoryLinks items={others.items} locale={detail.locale} />
      </Section>
    </>
  );
}
