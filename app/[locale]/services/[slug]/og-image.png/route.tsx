import { catalogue } from '@/content/catalogue';
import { getService, services } from '@/content/services';
import { renderOgImage } from '@/components/seo/og-image';

type Context = { params: Promise<{ slug: string }> };

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return services.map(({ slug }) => ({ slug }));
}

export async function GET(_request: Request, { params }: Context) {
  const service = getService('en', (await params).slug);
  if (!service) return new Response(null, { status: 404 });
  return renderOgImage({ title: service.title, eyebrow: catalogue.category.eyebrow });
}
