'use client';

import clsx from 'clsx';
import { useState } from 'react';
import { basket, maxLines, useBasket, type BasketItem, type NewBasketItem } from './basket';
import { SvgIcon } from '@/components/ui/svg-icon';

type AddToQuoteProps = {
  /** moq: the product's minimum order ({ quantity: 1000, unit: 'pieces' }); the basket line starts there. */
  item: NewBasketItem;
  /** full: said under the button when a press finds the basket holding the most one request takes. */
  labels: { add: string; added: string; full: string };
  /**
   * For a grid of narrow cards (the store): from the md width the button is its icon alone and the
   * label shows above it while the button is pointed at or focused. Its accessible name is the full label throughout.
   */
  compact?: boolean;
  className?: string;
};

// A compact button's label: from md a tip above it, shown on hover and on keyboard focus.
const tooltip =
  'md:pointer-events-none md:absolute md:end-0 md:bottom-full md:z-20 md:mb-1.5 md:rounded-md md:bg-ink md:px-2 md:py-1 md:text-xs md:font-medium md:whitespace-nowrap md:text-white md:opacity-0 md:shadow-card md:transition-opacity md:group-hover/quote:opacity-100 md:group-focus-visible/quote:opacity-100';

/** Puts a product into the quote basket, or takes it out again. One button, so focus stays put. */
export function AddToQuote({ item, labels, compact = false, className }: AddToQuoteProps) {
  const items = useBasket();
  const inBasket = items.some(({ key }) => key === item.key);
  // The basket as it was when a press added nothing: the notice stays while the basket is unchanged.
  const [refusedWith, setRefusedWith] = useState<BasketItem[] | null>(null);
  // While the basket has no room, a live region waits beside each button that could add, and says why a press added nothing.
  const full = !inBasket && items.length >= maxLines;
  const refused = full && refusedWith === items;
  const label = inBasket ? labels.added : labels.add;
  const button = (
    <button
      type="button"
      aria-pressed={inBasket}
      aria-label={`${label}: ${item.name}`}
      onClick={() => {
        if (inBasket) basket.remove(item.key);
        else if (!basket.add(item)) setRefusedWith(items);
      }}
      className={clsx(
        'inline-flex min-h-10 items-center gap-1.5 rounded-lg border px-3 text-sm font-semibold transition-colors',
        compact && 'group/quote relative md:size-10 md:justify-center md:px-0',
        inBasket
          ? 'border-brand bg-brand-light text-brand-dark'
          : 'border-ink/15 bg-white text-ink hover:border-brand hover:text-brand-dark',
        className,
      )}
    >
      {inBasket ? <SvgIcon name="check" strokeWidth={2} className="size-4" /> : <SvgIcon name="plus" strokeWidth={2} className="size-4" />}
      {compact ? <span className={tooltip}>{label}</span> : label}
    </button>
  );
  return (
    <>
      {button}
      {full && (
        <span role="status" className={refused ? 'mt-1 block text-sm text-ink-soft' : 'sr-only'}>
          {refused ? labels.full : ''}
        </span>
      )}
    </>
  );
}
