import { languageSearchFiles } from '@/components/search/search-documents';
import { shardCount } from '@/components/search/search-shards';
import { localeStaticParams } from '@/content/locales';

// At build: each language's shards of search terms (components/search/search-shards.ts), as
// static files out/search-index/0.json … and out/ar/search-index/0.json …; the search page loads
// those its query's words need.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return localeStaticParams().flatMap(({ locale }) =>
    Array.from({ length: shardCount }, (_, shard) => ({ locale, shard: `${shard}.json` })),
  );
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; shard: string }> }) {
  const { locale, shard } = await params;
  const number = /^(\d+)\.json$/.exec(shard)?.[1];
  const shards = languageSearchFiles(locale).shards;
  if (number === undefined || !shards[Number(number)]) return new Response(null, { status: 404 });
  return Response.json(shards[Number(number)]);
}
