import { blog } from '@/content/blog';
import { renderOgImage } from '@/components/seo/og-image';

export const dynamic = 'force-static';

export function GET() {
  return renderOgImage({ title: blog.title });
}
