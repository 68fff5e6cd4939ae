import type { Metadata } from 'next';
import { getBlog } from '@/content/blog';
import { locales } from '@/content/locales';
import { asCard, getRepoPosts } from '@/content/posts';
import { blogApiUrl, loadWordPressPosts } from '@/lib/wordpress-build';
import { pageMetadata } from '@/components/seo/page-metadata';
import { BlogFeed } from '@/components/blog/blog-feed';
import { Container } from '@/components/ui/container';
import { PageHero } from '@/components/ui/page-hero';
import type { LocaleParams } from '@/lib/page-locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { locale } = await params;
  const blog = getBlog(locale);
  return pageMetadata({ locale, title: blog.title, description: blog.intro, path: '/blog' });
}

export default async function BlogPage({ params }: LocaleParams) {
  const { locale } = await params;
  const blog = getBlog(locale);
  const api = blogApiUrl();
  const initial = api ? await loadWordPressPosts({ baseUrl: api, perPage: blog.perPage }) : null;
  return (
    <>
      <PageHero title={blog.title} intro={blog.intro} locale={locale} />
      <Container className="py-12 lg:py-16">
        <BlogFeed
          repoPosts={getRepoPosts(locale).map(asCard)}
          wordpress={api ? { url: api, perPage: blog.perPage, initial } : null}
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
