import { catalogue } from '@/content/catalogue';
import { renderOgImage } from '@/components/seo/og-image';

export const dynamic = 'force-static';

export function GET() {
  return renderOgImage({ title: catalogue.store.title });
}
