'use client';

import clsx from 'clsx';
import type { SearchResult } from 'minisearch';
import { useSearchParams } from 'next/navigation';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import useSWR from 'swr';
import type { SearchCopy } from '@/content/search';
import { localePath } from '@/content/locale-path';
import { pluralForm } from '@/components/quote/units';
import { formatNumber, type NumberStyle } from '@/components/ui/format-number';
import { Link } from '@/components/ui/link';
import { buttonClasses } from '@/components/ui/button-link';
import { asset } from '@/components/ui/asset';
import { fillTemplate } from '@/lib/template';
import { highlight } from './highlight';
import { readQuery, searchHref } from './search-query';
import { markedTerms } from './search-text';
import { queryOptions, searchIndexPath, type StoredFields } from './search-options';
import { loadIndex, queryShards, searchShardPath, type SearchHead, type SearchShard } from './search-shards';
import { SvgIcon } from '@/components/ui/svg-icon';

async function loadJson<T>(path: string): Promise<T> {
  const response = await fetch(asset(path));
  if (!response.ok) throw new Error(`Search index: HTTP ${response.status}`);
  return JSON.parse(await response.text()) as T;
}

/** The shards a query needs, fetched together; SWR's key names them (after a tag, so it is no other key). */
const loadShards = ([, ...paths]: string[]) => Promise.all(paths.map((path) => loadJson<SearchShard>(path)));

type Hit = SearchResult & StoredFields;

function ResultList({ hits, copy, locale }: { hits: Hit[]; copy: SearchCopy; locale: string }) {
  return (
    <ol className="grid gap-3">
      {hits.map((hit) => {
        const marks = markedTerms(hit.terms, hit.queryTerms);
        return (
          <li key={hit.id} className="rounded-xl border border-surface-line bg-white p-4 shadow-card sm:p-5">
            <p className="text-xs font-semibold tracking-wider text-brand-dark uppercase">
              {copy.kinds[hit.kind]}
              {hit.context && (
                <span className="font-normal tracking-normal text-ink-muted normal-case">
                  {' '}
                  {copy.inCategory} {highlight(hit.context, marks)}
                </span>
              )}
            </p>
            <h2 className="mt-1 text-lg font-semibold">
              <Link locale={locale} href={hit.href} className="underline-offset-4 hover:text-brand-dark hover:underline">
                {highlight(hit.title, marks)}
              </Link>
            </h2>
            {hit.text && <p className="mt-1 text-sm text-ink-soft">{highlight(hit.text, marks)}</p>}
          </li>
        );
      })}
    </ol>
  );
}

type SearchResultsProps = {
  copy: SearchCopy;
  /** Shown when there is no query or nothing matches: the categories to browse. */
  browse: ReactNode;
  /** The page's language: its index, its results' pages, its plurals. */
  locale: string;
  /** How the page's language writes the count of results. */
  numbers: NumberStyle;
};

/**
 * /search: reads ?q=, loads the page's language's prebuilt index (the parts its words need), and lists what matches
 * with the words marked; each result leads to its page in that language.
 */
export function SearchResults({ copy, browse, locale, numbers }: SearchResultsProps) {
  const searchPage = localePath(locale, '/search');
  const { query, cut } = readQuery(useSearchParams().get('q') ?? '');
  const [draft, setDraft] = useState<string | null>(null);
  // The head once per visit, and the shards of the query's words (search-shards.ts): at most a
  // few kB for each new word's first letter.
  const swrOptions = { revalidateOnFocus: false, revalidateOnReconnect: false };
  const head = useSWR(query ? searchIndexPath(locale) : null, loadJson<SearchHead>, swrOptions);
  const shardPaths = useMemo(() => queryShards(query).map((shard) => searchShardPath(locale, shard)), [locale, query]);
  const shards = useSWR(query ? ['search-shards', ...shardPaths] : null, loadShards, swrOptions);
  const error = head.error ?? shards.error;
  const isLoading = head.isLoading || shards.isLoading;
  const mutate = () => Promise.all([head.mutate(), shards.mutate()]);

  // Built once per head and set of shards, searched once per query and index (each keystroke in the box renders).
  const index = useMemo(() => (head.data && shards.data ? loadIndex(head.data, shards.data) : undefined), [head.data, shards.data]);
  const hits = useMemo(() => (index && query ? (index.search(query, queryOptions).slice(0, 50) as Hit[]) : []), [index, query]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const href = searchHref(searchPage, draft ?? query);
    if (!href) return;
    setDraft(null);
    // The same page with a new ?q=: Next's router follows history.pushState (useSearchParams reads it), and fetches nothing.
    window.history.pushState(null, '', asset(href));
  }

  const showBrowse = !query || Boolean(error) || (index && hits.length === 0);

  return (
    <div className="grid gap-8">
      <form role="search" action={asset(searchPage)} onSubmit={submit} className="flex max-w-2xl gap-2">
        <label htmlFor="search-page-input" className="sr-only">
          {copy.label}
        </label>
        <div className="relative flex-1">
          <SvgIcon
            name="search"
            strokeWidth={2}
            className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-ink-muted"
          />
          <input
            id="search-page-input"
            type="search"
            name="q"
            value={draft ?? query}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={copy.placeholder}
            className="min-h-12 w-full rounded-lg border border-ink/20 bg-white ps-10 pe-3 text-base placeholder:text-ink-muted focus:border-brand"
          />
        </div>
        <button type="submit" className={buttonClasses('primary')}>
          {copy.submit}
        </button>
      </form>

      <div aria-live="polite" className={clsx(!query && 'sr-only')}>
        {query && isLoading && <p className="text-ink-muted">{copy.loading}</p>}
        {query && error && (
          <div role="alert" className="flex flex-wrap items-center gap-4 rounded-card border border-red-200 bg-red-50 p-5 text-red-900">
            <p>{copy.failed}</p>
            <button type="button" onClick={() => mutate()} className={buttonClasses('secondary')}>
              {copy.retry}
            </button>
          </div>
        )}
        {query && cut && <p className="text-ink-muted">{copy.tooLong}</p>}
        {query && index && (
          <p className="font-medium text-ink">
            {hits.length === 0
              ? fillTemplate(copy.none, { query })
              : fillTemplate(pluralForm(copy.results, hits.length, locale), { count: formatNumber(hits.length, numbers), query })}
          </p>
        )}
      </div>
      {hits.length > 0 && <ResultList hits={hits} copy={copy} locale={locale} />}
      {showBrowse && browse}
    </div>
  );
}
