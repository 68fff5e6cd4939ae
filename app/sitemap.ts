import type { MetadataRoute } from 'next';
import { sitemapEntries } from '@/components/seo/site-routes';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries();
}
