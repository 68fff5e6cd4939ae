import { sitemapFiles, urlsetXml } from '@/components/seo/sitemap-files';

// One file per language (out/sitemaps/en.xml, out/sitemaps/ar.xml …, split into ar-2.xml … past
// sitemaps.org's limits), written at build; sitemap.xml lists them.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return sitemapFiles().map(({ name }) => ({ file: name }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const found = sitemapFiles().find(({ name }) => name === file);
  if (!found) return new Response(null, { status: 404 });
  return new Response(urlsetXml(found.entries), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
