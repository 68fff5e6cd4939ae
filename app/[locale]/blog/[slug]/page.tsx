import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getBlog } from '@/content/blog';
import { articleLanguages, getRepoPost, getRepoPosts } from '@/content/posts';
import { Article } from '@/components/blog/article';
import { postBreadcrumbJsonLd } from '@/components/seo/json-ld';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { pageMetadata } from '@/components/seo/page-metadata';

type Props = { params: Promise<{ locale: string; slug: string }> };

export const dynamicParams = false;

export function generateStaticParams({ params }: { params: { locale: string } }) {
  return getRepoPosts(params.locale).map(({ slug }) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const post = getRepoPost(locale, slug);
  if (!post) return {};
  return pageMetadata({
    locale,
    title: post.titleText,
    description: post.description,
    path: post.href,
    article: { publishedTime: post.date },
    languages: articleLanguages(post.slug),
  });
}

export default async function BlogPostPage({ params }: Props) {
  const { locale, slug } = await params;
  const blog = getBlog(locale);
  const post = getRepoPost(locale, slug);
  if (!post) notFound();
  return (
    <>
      <JsonLdScript data={postBreadcrumbJsonLd(post, locale)} />
      <Article post={post} copy={blog.article} date={blog.date} locale={locale} />
    </>
  );
}
