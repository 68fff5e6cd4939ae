import { sitemapFiles, sitemapIndexXml } from '@/components/seo/sitemap-files';

// Written once at build into out/sitemap.xml: the index of the per-language files
// (app/sitemaps/[file]/route.ts). robots.txt names it.
export const dynamic = 'force-static';

export function GET() {
  return new Response(sitemapIndexXml(sitemapFiles()), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
