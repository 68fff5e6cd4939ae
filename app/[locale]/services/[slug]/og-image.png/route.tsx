import { getCatalogue } from '@/content/catalogue';
import { localeCodes } from '@/content/locales';
import { getService, getServices } from '@/content/services';
import { renderOgImage } from '@/components/seo/og-image';

type Context = { params: Promise<{ locale: string; slug: string }> };

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return localeCodes.flatMap((locale) => getServices(locale).map(({ slug }) => ({ locale, slug })));
}

export async function GET(_request: Request, { params }: Context) {
  const { locale, slug } = await params;
  const catalogue = getCatalogue(locale);
  const service = getService(locale, slug);
  if (!service) return new Response(null, { status: 404 });
  return renderOgImage({ locale, title: service.title, eyebrow: catalogue.category.eyebrow });
}
