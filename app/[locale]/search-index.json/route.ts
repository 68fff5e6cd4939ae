import MiniSearch from 'minisearch';
import { searchDocuments } from '@/components/search/search-documents';
import { indexOptions } from '@/components/search/search-options';
import { localeStaticParams } from '@/lib/locale-static-params';
import type { LocaleParams } from '@/lib/page-locale';

// Runs once per language, at build: the export writes each language's site search index, from
// that language's content, as a static file (out/search-index.json for English, out/ar/search-index.json …).
// Only that language's search page downloads it.
export const dynamic = 'force-static';
export const generateStaticParams = localeStaticParams;

export async function GET(_request: Request, { params }: LocaleParams) {
  const { locale } = await params;
  const index = new MiniSearch(indexOptions);
  index.addAll(searchDocuments(locale));
  return new Response(JSON.stringify(index), { headers: { 'Content-Type': 'application/json' } });
}
