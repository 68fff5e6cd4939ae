import { getSearch } from '@/content/search';
import { renderOgImage } from '@/components/seo/og-image';
import { localeParams } from '@/lib/locale-params';
import type { LocaleParams } from '@/lib/page-locale';

export const dynamic = 'force-static';
export const generateStaticParams = localeParams;

export async function GET(_request: Request, { params }: LocaleParams) {
  const { locale } = await params;
  const search = getSearch(locale);
  return renderOgImage({ locale, title: search.title });
}
