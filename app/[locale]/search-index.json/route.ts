import MiniSearch from 'minisearch';
import { searchDocuments } from '@/components/search/search-documents';
import { indexOptions } from '@/components/search/search-options';
import { localeParams } from '@/lib/locale-params';

// Runs once, at build: the export writes the site search index as a static file
// (out/search-index.json). Only the search page downloads it.
export const dynamic = 'force-static';
export const generateStaticParams = localeParams;

export function GET() {
  const index = new MiniSearch(indexOptions);
  index.addAll(searchDocuments());
  return new Response(JSON.stringify(index), { headers: { 'Content-Type': 'application/json' } });
}
