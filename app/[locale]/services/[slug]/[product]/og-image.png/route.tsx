import { localeCodes } from '@/content/locales';
import { categoryProducts, getProduct } from '@/content/products';
import { getService, getServices } from '@/content/services';
import { renderOgImage } from '@/components/seo/og-image';

type Context = { params: Promise<{ locale: string; slug: string; product: string }> };

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return localeCodes.flatMap((locale) =>
    getServices(locale).flatMap(({ slug }) =>
      categoryProducts(locale, slug)
        .filter((product) => product.hasPage)
        .map((product) => ({ locale, slug, product: product.id })),
    ),
  );
}

/** The product's name over its category, beside its first picture (its category's art until a photo is uploaded). */
export async function GET(_request: Request, { params }: Context) {
  const { locale, slug, product: id } = await params;
  const service = getService(locale, slug);
  const product = getProduct(locale, id);
  if (!service || !product) return new Response(null, { status: 404 });
  return renderOgImage({ locale, title: product.name, eyebrow: service.title, picture: (product.images[0] ?? service.image).src });
}
