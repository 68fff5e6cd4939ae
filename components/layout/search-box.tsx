'use client';

import { Search, X } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { search } from '@/content/search';
import { asset } from '@/components/ui/asset';
import { useDisclosure } from './use-disclosure';

/** The header search: a toggled box that opens /search. Empty or whitespace-only queries are ignored. */
export function SearchBox({ copy }: { copy: (typeof search)['header'] }) {
  const router = useRouter();
  const { open, setOpen, toggle, root, button } = useDisclosure();
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = query.trim();
    if (!trimmed) {
      input.current?.focus();
      return;
    }
    router.push(`/search?q=${encodeURIComponent(trimmed)}`);
    setQuery('');
    setOpen(false);
    button.current?.focus();
  }

  return (
    <div ref={root}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="site-search"
        onClick={toggle}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-ink-soft hover:bg-surface hover:text-ink"
      >
        {open ? <X aria-hidden="true" className="size-5" /> : <Search aria-hidden="true" className="size-5" />}
        <span className="sr-only lg:not-sr-only">{copy.toggle}</span>
      </button>
      {/* Opaque and above the header's later rows: from md it covers the menu row, whose links are positioned. */}
      <div id="site-search" hidden={!open} className="absolute inset-x-0 top-full z-10 border-y border-surface-line bg-white shadow-lift">
        <form role="search" action={asset('/search')} onSubmit={submit} className="mx-auto flex max-w-content gap-2 px-4 py-3 sm:px-6 lg:px-8">
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
      </div>
    </div>
  );
}
