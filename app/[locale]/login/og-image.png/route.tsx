import { login } from '@/content/login';
import { renderOgImage } from '@/components/seo/og-image';

export const dynamic = 'force-static';

export function GET() {
  return renderOgImage({ title: login.title });
}
