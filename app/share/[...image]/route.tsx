import { renderOgImage } from '@/components/seo/og-image';
import { shareImages } from '@/components/seo/share-images';

// Every share image of the site, from one list (components/seo/share-images.ts): /share/<language>/<page>.png, and one per product.
type Context = { params: Promise<{ image: string[] }> };

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return [...shareImages().keys()].map((path) => ({ image: path.split('/').slice(2) }));
}

export async function GET(_request: Request, { params }: Context) {
  const { image } = await params;
  const draw = shareImages().get(`/share/${image.join('/')}`);
  if (!draw) return new Response(null, { status: 404 });
  return renderOgImage(draw());
}
