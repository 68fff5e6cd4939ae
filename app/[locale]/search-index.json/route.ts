import { languageSearchFiles } from '@/components/search/search-documents';
import { localeStaticParams } from '@/content/locales';
import type { LocaleParams } from '@/lib/page-locale';

// Runs once per language, at build: the export writes the head of each language's site search
// index (components/search/search-shards.ts), from that language's content, as a static file
// (out/search-index.json for English, out/ar/search-index.json …); its terms are in
// app/[locale]/search-index/[shard]. Only that language's search page downloads them.
export const dynamic = 'force-static';
export const generateStaticParams = localeStaticParams;

export async function GET(_request: Request, { params }: LocaleParams) {
  const { locale } = await params;
  return Response.json(languageSearchFiles(locale).head);
}
