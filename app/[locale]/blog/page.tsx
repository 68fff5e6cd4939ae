import type { Metadata } from 'next';
import { blogFile } from '@/content/blog';
import { blogApiUrl, loadWordPressPosts } from '@/lib/wordpress-build';
import { pageMetadata } from '@/components/seo/page-metadata';
import { BlogMain } from '@/components/views/blog-page';
import { blogView } from '@/components/views/blog';
import { blogAround } from '@/components/views/blog-around';
import type { LocaleParams } from '@/lib/page-locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(blogView(locale, blogFile.get(locale), []).seo);
}

export default async function BlogPage({ params }: LocaleParams) {
  const { locale } = await params;
  const file = blogFile.get(locale);
  const api = blogApiUrl();
  const wordpress = api
    ? { url: api, perPage: file.perPage, initial: await loadWordPressPosts({ baseUrl: api, perPage: file.perPage }) }
    : null;
  return <BlogMain {...blogView(locale, file, blogAround(locale), wordpress)} />;
}
