import { search } from '@/content/search';
import { renderOgImage } from '@/components/seo/og-image';
import { localeParams } from '@/lib/locale-params';

export const dynamic = 'force-static';
export const generateStaticParams = localeParams;

export function GET() {
  return renderOgImage({ title: search.title });
}
