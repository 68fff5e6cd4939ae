import { getInitiatives } from '@/content/initiatives';
import { renderOgImage } from '@/components/seo/og-image';
import { localeStaticParams } from '@/lib/locale-static-params';
import type { LocaleParams } from '@/lib/page-locale';

export const dynamic = 'force-static';
export const generateStaticParams = localeStaticParams;

export async function GET(_request: Request, { params }: LocaleParams) {
  const { locale } = await params;
  const initiativesPage = getInitiatives(locale).page;
  return renderOgImage({ locale, title: initiativesPage.title });
}
