import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { blog } from '@/content/blog';
import { getRepoPost, repoPosts } from '@/content/posts';
import { Article } from '@/components/blog/article';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return repoPosts().map(({ slug }) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = getRepoPost((await params).slug);
  if (!post) return {};
  return {
    title: post.titleText,
    description: post.description,
    openGraph: { type: 'article', title: post.titleText, description: post.description, publishedTime: post.date },
  };
}

export default async function BlogPostPage({ params }: Props) {
  const post = getRepoPost((await params).slug);
  if (!post) notFound();
  return <Article post={post} copy={blog.article} />;
}
