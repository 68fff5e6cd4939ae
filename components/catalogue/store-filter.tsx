'use client';

import { useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { AddToQuote } from '@/components/quote/add-to-quote';
import type { NewBasketItem } from '@/components/quote/basket';
import type { NumberStyle } from '@/components/ui/format-number';
import { applyFilter, fill, openGroupOf, storeAttr, type CountLabels } from './store-dom';

type StoreFilterLabels = CountLabels & { status: string };

type StoreFilterProps = {
  /** The ids of the prerendered groups (StoreGroups), the filter's input and its status line. */
  listId: string;
  inputId: string;
  statusId: string;
  total: number;
  labels: StoreFilterLabels;
  basketLabels: { add: string; added: string; full: string };
  /** How the page's language writes the counts. */
  numbers: NumberStyle;
};

type Slot = { element: HTMLElement; item: NewBasketItem };

function slotsIn(root: HTMLElement): Slot[] {
  return [...root.querySelectorAll<HTMLElement>(`[${storeAttr.quoteSlot}]`)].map((element) => {
    const { key = '', name = '', category = '', href = '', moqQuantity, moqUnit } = element.dataset;
    // The basket checks the minimum order again before it starts a line there.
    const moq = moqQuantity && moqUnit ? { quantity: Number(moqQuantity), unit: moqUnit } : undefined;
    return { element, item: { key, name, category, href, moq } };
  });
}

/**
 * The store's behaviour on its prerendered markup: the filter input narrows the rows, opens groups
 * with matches and updates the status line; a jump from the category index opens its group; each
 * row gets a live Add to quote button. It draws nothing of its own, so the product list reaches
 * the browser once, as HTML, and never as props. (The index closes itself: DetailsDisclosure.)
 */
export function StoreFilter({ listId, inputId, statusId, total, labels, basketLabels, numbers }: StoreFilterProps) {
  const [slots, setSlots] = useState<Slot[]>([]);

  useLayoutEffect(() => {
    const root = document.getElementById(listId);
    if (!root) return;
    const found = slotsIn(root);
    // The prerendered buttons are inert; live ones take their place before the next paint.
    found.forEach(({ element }) => element.replaceChildren());
    // The rows live in the DOM, not in React: reading them once they are there is this effect's job.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSlots(found);
  }, [listId]);

  useEffect(() => {
    const root = document.getElementById(listId);
    const input = document.getElementById(inputId);
    const status = document.getElementById(statusId);
    if (!root || !(input instanceof HTMLInputElement) || !status) return;
    const before = new Map<HTMLDetailsElement, boolean>();
    const filter = () => {
      const shown = applyFilter(root, input.value, labels, before, numbers);
      status.textContent = fill(labels.status, { shown, total }, numbers);
    };
    // Words typed before the scripts ran (or refilled on Back) count at once.
    if (input.value) filter();
    input.addEventListener('input', filter);

    // A jump from the category index, or an address with a group's #id, opens that group.
    const open = () => openGroupOf(window.location.hash);
    open();
    window.addEventListener('hashchange', open);
    return () => {
      input.removeEventListener('input', filter);
      window.removeEventListener('hashchange', open);
    };
  }, [listId, inputId, statusId, total, labels, numbers]);

  return <>{slots.map(({ element, item }) => createPortal(<AddToQuote item={item} labels={basketLabels} compact />, element, item.key))}</>;
}
