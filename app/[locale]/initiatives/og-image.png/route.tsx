import { initiativesPage } from '@/content/initiatives';
import { renderOgImage } from '@/components/seo/og-image';

export const dynamic = 'force-static';

export function GET() {
  return renderOgImage({ title: initiativesPage.title });
}
