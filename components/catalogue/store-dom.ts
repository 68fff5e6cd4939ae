import { englishNumbers, formatNumber, type NumberStyle } from '@/components/ui/format-number';
import { fillTemplate } from '@/lib/template';

// The store's markup is drawn once, on the server (store-groups.tsx), and never rebuilt by React.
// These are the attributes the filter island finds it by, and the DOM work it does on it.

export const storeAttr = {
  group: 'data-store-group',
  product: 'data-store-product',
  name: 'data-store-name',
  count: 'data-store-count',
  empty: 'data-store-empty',
  /** Words a row is found by besides its visible name (the specification). */
  search: 'data-search',
  quoteSlot: 'data-quote-slot',
} as const;

/** "{shown} of {total}" with the numbers put in, as the page's language writes them ("1,204", "1 204"). */
export function fill(template: string, values: Record<string, number>, numbers: NumberStyle = englishNumbers) {
  return fillTemplate(template, Object.fromEntries(Object.entries(values).map(([key, value]) => [key, formatNumber(value, numbers)])));
}

const text = (element: Element | null | undefined) => (element?.textContent ?? '').toLowerCase();

export type CountLabels = { groupCount: string; groupCountFiltered: string };

/**
 * Shows the rows whose name, specification or category holds every word of `query`, hides the
 * rest and any group left empty, and opens each group with a match. Clearing the query gives each
 * group back the open state it had before filtering (kept in `before`). Returns how many rows show.
 */
export function applyFilter(
  root: ParentNode,
  query: string,
  labels: CountLabels,
  before: Map<HTMLDetailsElement, boolean>,
  numbers: NumberStyle = englishNumbers,
) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  let shown = 0;
  for (const group of root.querySelectorAll<HTMLDetailsElement>(`details[${storeAttr.group}]`)) {
    const title = text(group.querySelector('summary h2'));
    const rows = [...group.querySelectorAll<HTMLElement>(`[${storeAttr.product}]`)];
    let inGroup = 0;
    for (const row of rows) {
      const haystack = `${text(row.querySelector(`[${storeAttr.name}]`))} ${(row.getAttribute(storeAttr.search) ?? '').toLowerCase()} ${title}`;
      const match = words.every((word) => haystack.includes(word));
      row.hidden = !match;
      if (match) inGroup += 1;
    }
    shown += inGroup;
    group.hidden = inGroup === 0;
    const count = group.querySelector(`[${storeAttr.count}]`);
    if (count) {
      const filtered = inGroup < rows.length;
      count.textContent = fill(filtered ? labels.groupCountFiltered : labels.groupCount, { shown: inGroup, count: rows.length }, numbers);
    }
    if (words.length > 0) {
      if (!before.has(group)) before.set(group, group.open);
      if (inGroup > 0) group.open = true;
    } else if (before.has(group)) {
      group.open = before.get(group)!;
    }
  }
  if (words.length === 0) before.clear();
  const empty = root.querySelector<HTMLElement>(`[${storeAttr.empty}]`);
  if (empty) empty.hidden = shown > 0;
  return shown;
}

/** Opens the group a link or address points at ("#store-toys-games"), so a jump lands on its products. */
export function openGroupOf(hash: string) {
  if (!hash.startsWith('#') || hash.length < 2) return;
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  if (target instanceof HTMLDetailsElement && target.hasAttribute(storeAttr.group)) target.open = true;
}

/** The width from which groups start open (Tailwind's lg). */
export const wideScreen = '(min-width: 64rem)';
