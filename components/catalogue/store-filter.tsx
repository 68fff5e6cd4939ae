'use client';

import { Search } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { AddToQuote } from '@/components/quote/add-to-quote';
import { useEarlyValue } from '@/components/forms/early-input';
import { applyFilter, fill, openGroupOf, storeAttr, storeGroupsReady, type CountLabels } from './store-dom';

export type StoreFilterLabels = CountLabels & {
  search: string;
  filter: string;
  placeholder: string;
  status: string;
};

type StoreFilterProps = {
  /** The id of the prerendered groups (StoreGroups) this filter works on. */
  listId: string;
  total: number;
  labels: StoreFilterLabels;
  basketLabels: { add: string; added: string };
};

type Slot = { element: HTMLElement; item: { key: string; name: string; category: string; href: string } };

function slotsIn(root: HTMLElement): Slot[] {
  return [...root.querySelectorAll<HTMLElement>(`[${storeAttr.quoteSlot}]`)].map((element) => {
    const { key = '', name = '', category = '', href = '' } = element.dataset;
    return { element, item: { key, name, category, href } };
  });
}

/**
 * The store's filter: narrows the prerendered rows by text, opens groups with matches and says
 * how many show. It also mounts a live Add to quote button in each row, so the product list
 * reaches the browser once, as HTML, and never as props.
 */
export function StoreFilter({ listId, total, labels, basketLabels }: StoreFilterProps) {
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(total);
  const [slots, setSlots] = useState<Slot[]>([]);
  const [ready, setReady] = useState(0);
  const before = useRef(new Map<HTMLDetailsElement, boolean>());
  // What was typed before the page's scripts ran is kept (early-input.ts).
  const earlyQuery = useEarlyValue<HTMLInputElement>(query, setQuery);
  const id = useId();

  // Rows arrive with the HTML, or later after a client-side navigation (store-groups.tsx).
  useLayoutEffect(() => {
    const root = document.getElementById(listId);
    if (!root) return;
    const found = slotsIn(root);
    // The prerendered buttons are inert; live ones take their place before the next paint.
    found.forEach(({ element }) => element.replaceChildren());
    // The rows live in the DOM, not in React: reading them once they are there is this effect's job.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSlots(found);
  }, [listId, ready]);

  useEffect(() => {
    const again = () => setReady((count) => count + 1);
    document.addEventListener(storeGroupsReady, again);
    return () => document.removeEventListener(storeGroupsReady, again);
  }, []);

  useEffect(() => {
    const root = document.getElementById(listId);
    if (root) setShown(applyFilter(root, query, labels, before.current));
  }, [listId, query, labels, ready]);

  // A jump from the category index, or an address with a group's #id, opens that group.
  useEffect(() => {
    const open = () => openGroupOf(window.location.hash);
    // A link chosen in the index (or Escape) closes the index again.
    const closeIndex = (event: Event) => {
      const index = document.querySelector<HTMLDetailsElement>(`details[${storeAttr.index}][open]`);
      if (!index) return;
      const chosen = event instanceof MouseEvent && event.target instanceof Element && event.target.closest('a') && index.contains(event.target);
      const escaped = event instanceof KeyboardEvent && event.key === 'Escape' && index.contains(document.activeElement);
      if (!chosen && !escaped) return;
      index.open = false;
      if (escaped) index.querySelector('summary')?.focus();
    };
    open();
    window.addEventListener('hashchange', open);
    document.addEventListener('click', closeIndex);
    document.addEventListener('keydown', closeIndex);
    return () => {
      window.removeEventListener('hashchange', open);
      document.removeEventListener('click', closeIndex);
      document.removeEventListener('keydown', closeIndex);
    };
  }, [ready]);

  return (
    <div role="search" aria-label={labels.search} className="min-w-0 flex-1">
      <div className="mb-1.5 flex flex-wrap items-baseline justify-between gap-x-3">
        <label htmlFor={`${id}-q`} className="text-sm font-medium">
          {labels.filter}
        </label>
        <p role="status" className="text-sm text-ink-muted">
          {fill(labels.status, { shown, total })}
        </p>
      </div>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-ink-muted" />
        <input
          ref={earlyQuery}
          id={`${id}-q`}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={labels.placeholder}
          className="min-h-11 w-full rounded-lg border border-ink/20 bg-white pl-10 pr-3 text-base placeholder:text-ink-muted focus:border-brand"
        />
      </div>
      {slots.map(({ element, item }) => createPortal(<AddToQuote item={item} labels={basketLabels} />, element, item.key))}
    </div>
  );
}
