'use client';

import { useSyncExternalStore } from 'react';

// The quote basket: products a visitor wants prices for, kept in localStorage so it survives
// reloads and return visits, and shared by every island on the page (header count, Add to quote
// buttons, the quote form) through one external store.

export type BasketItem = {
  /** "<category slug>/<product id>": unique across the catalogue. */
  key: string;
  name: string;
  category: string;
  href: string;
  quantity: number;
  unit: string;
};

export const basketStorageKey = 'quote-basket';
export const defaultUnit = 'pieces';

const empty: BasketItem[] = [];
let items: BasketItem[] | undefined;
const listeners = new Set<() => void>();

function isItem(value: unknown): value is BasketItem {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.key === 'string' &&
    typeof item.name === 'string' &&
    typeof item.category === 'string' &&
    typeof item.href === 'string' &&
    typeof item.quantity === 'number' &&
    Number.isFinite(item.quantity) &&
    typeof item.unit === 'string'
  );
}

function load(): BasketItem[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(basketStorageKey) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isItem) : [];
  } catch {
    return [];
  }
}

function save(next: BasketItem[]) {
  items = next;
  try {
    if (next.length > 0) window.localStorage.setItem(basketStorageKey, JSON.stringify(next));
    else window.localStorage.removeItem(basketStorageKey);
  } catch {
    // Storage is unavailable (private mode, full): the basket still works for this page view.
  }
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  // Another tab changed the basket.
  if (event.key !== basketStorageKey && event.key !== null) return;
  items = load();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

function getSnapshot(): BasketItem[] {
  items ??= load();
  return items;
}

const getServerSnapshot = () => empty;

export const basket = {
  add(item: Omit<BasketItem, 'quantity' | 'unit'> & Partial<Pick<BasketItem, 'quantity' | 'unit'>>) {
    const current = getSnapshot();
    if (current.some(({ key }) => key === item.key)) return;
    save([...current, { quantity: 1, unit: defaultUnit, ...item }]);
  },
  update(key: string, change: Partial<Pick<BasketItem, 'quantity' | 'unit'>>) {
    save(getSnapshot().map((item) => (item.key === key ? { ...item, ...change } : item)));
  },
  remove(key: string) {
    save(getSnapshot().filter((item) => item.key !== key));
  },
  clear() {
    save([]);
  },
  /** For tests: forget the in-memory copy so the next read comes from storage. */
  reload() {
    items = undefined;
  },
};

/** The basket's items; empty in the prerendered HTML and during hydration. */
export function useBasket(): BasketItem[] {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
