import type { Metadata } from 'next';
import { Suspense } from 'react';
import { getSearch } from '@/content/search';
import { getCategories } from '@/content/categories';
import { Link } from '@/components/ui/link';
import { numbersOf } from '@/components/i18n/page-numbers';
import { pageMetadata } from '@/components/seo/page-metadata';
import { SearchResults } from '@/components/search/search-results';
import { CategoryLinks } from '@/components/sections/category-links';
import { Container } from '@/components/ui/container';
import { PageHero } from '@/components/ui/page-hero';
import type { LocaleParams } from '@/lib/page-locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { locale } = await params;
  const search = getSearch(locale);
  return pageMetadata({ locale, title: search.title, description: search.intro, path: '/search' });
}

export default async function SearchPage({ params }: LocaleParams) {
  const { locale } = await params;
  const search = getSearch(locale);
  const services = getCategories(locale);
  const browse = (
    <section aria-labelledby="browse-title">
      <h2 id="browse-title" className="mb-4 text-xl font-semibold">
        {search.browse}
      </h2>
      <CategoryLinks items={services} locale={locale} />
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
