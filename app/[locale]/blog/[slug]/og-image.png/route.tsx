import { blog } from '@/content/blog';
import { getRepoPost, repoPosts } from '@/content/posts';
import { renderOgImage } from '@/components/seo/og-image';

type Context = { params: Promise<{ slug: string }> };

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return repoPosts().map(({ slug }) => ({ slug }));
}

export async function GET(_request: Request, { params }: Context) {
  const post = getRepoPost((await params).slug);
  if (!post) return new Response(null, { status: 404 });
  return renderOgImage({ title: post.titleText, eyebrow: blog.title });
}
