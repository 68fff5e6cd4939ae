import type { MetadataRoute } from 'next';
import { robotsRules } from '@/components/seo/site-env';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return robotsRules();
}
