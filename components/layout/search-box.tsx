'use client';

import { useRef, useState, type FormEvent, type RefObject } from 'react';
import type { SearchCopy as SearchPageCopy } from '@/content/search';
import { localePath } from '@/content/locale-path';
import { asset } from '@/components/ui/asset';
import { openPage } from '@/components/ui/open-page';
import { Disclosure, DisclosureIcon, useDisclosureControls } from '@/components/ui/disclosure';
import { searchHref } from '@/components/search/search-query';

type SearchCopy = SearchPageCopy['header'];

function SearchForm({ copy, searchPage, input }: { copy: SearchCopy; searchPage: string; input: RefObject<HTMLInputElement | null> }) {
  const { close } = useDisclosureControls();
  const [query, setQuery] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const href = searchHref(searchPage, query);
    if (!href) {
      input.current?.focus();
      return;
    }
    openPage(href);
    setQuery('');
    close(true);
  }

  return (
    <form role="search" action={asset(searchPage)} onSubmit={submit} className="mx-auto flex max-w-content gap-2 px-4 py-3 sm:px-6 lg:px-8">
      <label htmlFor="site-search-input" className="sr-only">
        {copy.label}
      </label>
      <input
        ref={input}
        id="site-search-input"
        type="search"
        name="q"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={copy.placeholder}
        autoComplete="off"
        className="min-h-11 w-full rounded-lg border border-ink/20 bg-white px-3 text-base placeholder:text-ink-muted focus:border-brand"
      />
      <button type="submit" className="min-h-11 rounded-lg bg-brand px-4 font-semibold text-white hover:bg-brand-dark">
        {copy.submit}
      </button>
    </form>
  );
}

/** The header search: a toggled box that opens the search page in the page's language (/search, /ar/search …). Empty or whitespace-only queries are ignored. */
export function SearchBox({ copy, locale }: { copy: SearchCopy; locale: string }) {
  const input = useRef<HTMLInputElement>(null);
  // The search page of the page's language, which searches that language's index.
  const searchPage = localePath(locale, '/search');
  return (
    <Disclosure
      buttonClassName="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-ink-soft hover:bg-surface hover:text-ink"
      button={<DisclosureIcon icon="search" className="size-5" label={copy.toggle} labelClassName="sr-only lg:not-sr-only" />}
      panelId="site-search"
      // Opaque and above the header's later rows: from md it covers the menu row, whose links are positioned.
      panelClassName="absolute inset-x-0 top-full z-10 border-y border-surface-line bg-white shadow-lift"
      onOpen={() => input.current?.focus()}
    >
      <SearchForm copy={copy} searchPage={searchPage} input={input} />
    </Disclosure>
  );
}
