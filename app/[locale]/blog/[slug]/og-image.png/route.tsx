import { getBlog } from '@/content/blog';
import { localeCodes } from '@/content/locales';
import { getRepoPost, getRepoPosts } from '@/content/posts';
import { renderOgImage } from '@/components/seo/og-image';

type Context = { params: Promise<{ locale: string; slug: string }> };

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return localeCodes.flatMap((locale) => getRepoPosts(locale).map(({ slug }) => ({ locale, slug })));
}

export async function GET(_request: Request, { params }: Context) {
  const { locale, slug } = await params;
  const blog = getBlog(locale);
  const post = getRepoPost(locale, slug);
  if (!post) return new Response(null, { status: 404 });
  return renderOgImage({ locale, title: post.titleText, eyebrow: blog.title });
}
