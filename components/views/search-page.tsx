import { Suspense } from 'react';
import { getCategories, type Category } from '@/content/categories';
import { searchFile, type SearchCopy } from '@/content/search';
import { numbersOf } from '@/components/i18n/page-numbers';
import type { PageSeo } from '@/components/seo/page-metadata';
import { SearchResults } from '@/components/search/search-results';
import { CategoryLinks } from '@/components/sections/category-links';
import { Container } from '@/components/ui/container';
import { Link } from '@/components/ui/link';
import { PageHero } from '@/components/ui/page-hero';

// The /search page's one view, drawn by SearchMain for the route and the editor's preview.

/** What /search draws: content/search.yml's words, and the categories it offers to browse. */
export type SearchSections = { locale: string; search: SearchCopy; categories: Pick<Category, 'slug' | 'title' | 'image'>[] };

/** /search in `locale`, from its file (`file`: the editor's entry) and the catalogue's categories. */
export function searchView(
  locale: string,
  file = searchFile.get(locale),
  categories: SearchSections['categories'] = getCategories(locale),
): SearchSections & { seo: PageSeo } {
  return { seo: { locale, title: file.title, description: file.intro, path: '/search' }, locale, search: file, categories };
}

/** The /search page's main content: before a query, the categories to browse. */
export function SearchMain({ locale, search, categories }: SearchSections) {
  const browse = (
    <section aria-labelledby="browse-title">
      <h2 id="browse-title" className="mb-4 text-xl font-semibold">
        {search.browse}
      </h2>
      <CategoryLinks items={categories} locale={locale} />
    </section>
  );
  return (
    <>
      <PageHero title={search.title} intro={search.intro} locale={locale} />
      <Container className="py-12 lg:py-16">
        <noscript>
          <p className="mb-6 rounded-card border border-saffron bg-saffron-light p-4">
            {search.noScript}{' '}
            <Link locale={locale} href={search.noScriptLink.href}>
              {search.noScriptLink.label}
            </Link>
          </p>
        </noscript>
        {/* useSearchParams needs a Suspense boundary in a static export; the fallback is the empty-query page. */}
        <Suspense fallback={browse}>
          <SearchResults copy={search} browse={browse} locale={locale} numbers={numbersOf(locale)} />
        </Suspense>
      </Container>
    </>
  );
}
