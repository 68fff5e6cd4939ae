import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/components/seo/absolute-url';
import { sitemapRoutes } from '@/components/seo/site-routes';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapRoutes().map(({ path, lastModified }) => ({ url: absoluteUrl(path), ...(lastModified ? { lastModified } : {}) }));
}
