import { getCatalogue } from '@/content/catalogue';
import { getInterface } from '@/content/interface';
import { menuLink } from '@/content/navigation';
import { categoryPath } from '@/content/category-paths';
import { getCategories, type Category } from '@/content/categories';
import { englishIn } from '@/components/i18n/text-language';
import type { CategoryDetailProps } from '@/components/sections/category-detail';
import { categoryBreadcrumbJsonLd } from '@/components/seo/json-ld';
import type { PageSeo } from '@/components/seo/page-metadata';

// The category page's one view: which category pages exist, and everything one of them shows. The
// route, its share image, the sitemap and the JSON-LD read it; docs/data-flow.md draws it.

/** A category page's address parameter: its slug. */
export type CategoryPageParams = { slug: string };

/** Every category page in `locale`, in the site's order (content/services/order.yml). */
export function categoryPages(locale: string): CategoryPageParams[] {
  return getCategories(locale).map(({ slug }) => ({ slug }));
}

/** What a category page shows, section by section, in one language. */
export type CategoryView = {
  seo: PageSeo;
  jsonLd: object[];
  detail: CategoryDetailProps;
  /** The other categories, linked under the product list. */
  others: { title: string; items: Category[] };
  /** What the share image draws: the category's title under the catalogue's eyebrow. */
  image: { title: string; eyebrow: string };
};

/** The page of category `slug` in `locale`; undefined where there is none. */
export function categoryView(locale: string, { slug }: CategoryPageParams): CategoryView | undefined {
  const categories = getCategories(locale);
  const category = categories.find((entry) => entry.slug === slug);
  if (!category) return undefined;
  const { detail, others } = categorySections(locale, category, categories);
  return {
    seo: { locale, title: category.title, description: category.description, path: categoryPath(category.slug) },
    jsonLd: [categoryBreadcrumbJsonLd(category, locale)],
    detail,
    others,
    image: { title: category.title, eyebrow: getCatalogue(locale).category.eyebrow },
  };
}

/**
 * What the page of category `category` draws, section by section, in `locale`, with `categories` every
 * category in order: the route's (categoryView) and the editor's preview's, which hands it the entry
 * being edited (cms/admin/view-previews.tsx).
 */
export function categorySections(locale: string, category: Category, categories: Category[]): Pick<CategoryView, 'detail' | 'others'> {
  const catalogue = getCatalogue(locale);
  return {
    detail: {
      locale,
      category,
      copy: catalogue,
      crumbs: { parent: menuLink('/services', locale), label: getInterface(locale).landmarks.breadcrumb },
      english: englishIn(locale),
    },
    others: { title: catalogue.category.othersTitle, items: categories.filter((entry) => entry.slug !== category.slug) },
  };
}
