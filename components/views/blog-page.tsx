import { locales } from '@/content/locales';
import { BlogFeed } from '@/components/blog/blog-feed';
import { Container } from '@/components/ui/container';
import { PageHero } from '@/components/ui/page-hero';
import type { BlogSections } from './blog';

// The /blog page, drawn from its view (./blog.ts) for the route and the editor's preview.

/** The /blog page's main content. */
export function BlogMain({ locale, blog, posts, wordpress }: BlogSections) {
  return (
    <>
      <PageHero title={blog.title} intro={blog.intro} locale={locale} />
      <Container className="py-12 lg:py-16">
        <BlogFeed
          repoPosts={posts}
          wordpress={wordpress}
          copy={blog.feed}
          date={blog.date}
          empty={blog.empty}
          locale={locale}
          rtl={locales.filter(({ dir }) => dir === 'rtl').map(({ code }) => code)}
        />
      </Container>
    </>
  );
}
