import { useSyncExternalStore } from 'react';
import { isProductKey, isCategoryPath, isSlug } from '@/content/category-paths';
import { enquiryLimits } from '@/lib/limits';
import { defaultUnit } from './units';

// The quote basket: products a visitor wants prices for, kept in localStorage so it survives
// reloads and return visits, and shared by every island on the page (header count, Add to quote
// buttons, the quote form) through one external store.

/** A number of units: the unit is a key of content/units.ts ("pieces", "kg"), never display text. */
export type Amount = { quantity: number; unit: string };

export type BasketItem = Amount & {
  /** "<category slug>/<product id>": unique across the catalogue. */
  key: string;
  name: string;
  category: string;
  href: string;
  /** The product's minimum order, when the catalogue gives one: the line starts there. */
  moq?: Amount;
};

/** What an "Add to quote" button hands the basket: the product, and its minimum order if known. */
export type NewBasketItem = Pick<BasketItem, 'key' | 'name' | 'category' | 'href'> & { moq?: Amount };

export const basketStorageKey = 'quote-basket';

const empty: BasketItem[] = [];
let items: BasketItem[] | undefined;
const listeners = new Set<() => void>();

/** The most a basket line may ask for: more than any order, far below where numbers lose precision. */
export const maxQuantity = 10_000_000;
/** Longest name, category or unit kept from storage: the catalogue's own are far shorter. */
const maxText = 200;

/** A whole number of units from 1 to maxQuantity. */
export function isQuantity(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= maxQuantity;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '' && value.length <= maxText;
/** A unit key ("pieces", "square-metres"), not free text: the form looks its words up in content. */
const isUnit = (value: unknown): value is string => isSlug(value) && value.length <= maxText;

function isAmount(value: unknown): value is Amount {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const amount = value as Record<string, unknown>;
  return isQuantity(amount.quantity) && isUnit(amount.unit);
}

/**
 * What comes back from storage is input like any other (another script, an old version or a
 * visitor may have written it): a line is kept only when every field is what the basket writes.
 */
function isItem(value: unknown): value is BasketItem {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const item = value as Record<string, unknown>;
  return (
    isProductKey(item.key) &&
    isText(item.name) &&
    isText(item.category) &&
    isCategoryPath(item.href) &&
    isQuantity(item.quantity) &&
    isUnit(item.unit) &&
    (item.moq === undefined || isAmount(item.moq))
  );
}

function load(): BasketItem[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(basketStorageKey) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    // One line per product, as add() keeps it.
    const keys = new Set<string>();
    return parsed.filter((item): item is BasketItem => isItem(item) && !keys.has(item.key) && Boolean(keys.add(item.key)));
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

/** The most lines one quote request takes: what the inbox accepts (lib/limits.ts). */
export const maxLines = enquiryLimits.maxQuoteLines;

export const basket = {
  /**
   * A new line starts at the product's minimum order, or at 1 of the default unit when it has none.
   * Returns false, adding nothing, when the basket already holds maxLines products.
   */
  add({ key, name, category, href, moq }: NewBasketItem): boolean {
    const current = getSnapshot();
    if (current.some((line) => line.key === key)) return true;
    if (current.length >= maxLines) return false;
    // Only the quantity and unit are kept: a MOQ's note is for the category page, not the basket.
    const minimum = isAmount(moq) ? { quantity: moq.quantity, unit: moq.unit } : undefined;
    const line: BasketItem = { key, name, category, href, quantity: minimum?.quantity ?? 1, unit: minimum?.unit ?? defaultUnit };
    save([...current, minimum ? { ...line, moq: minimum } : line]);
    return true;
  },
  update(key: string, change: Partial<Amount>) {
    if (change.quantity !== undefined && !isQuantity(change.quantity)) return;
    if (change.unit !== undefined && !isUnit(change.unit)) return;
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
