'use client';

import clsx from 'clsx';
import { Check, Plus } from 'lucide-react';
import { basket, useBasket, type NewBasketItem } from './basket';

type AddToQuoteProps = {
  /** moq: the product's minimum order ({ quantity: 1000, unit: 'pieces' }); the basket line starts there. */
  item: NewBasketItem;
  labels: { add: string; added: string };
  className?: string;
};

/** Puts a product into the quote basket, or takes it out again. One button, so focus stays put. */
export function AddToQuote({ item, labels, className }: AddToQuoteProps) {
  const inBasket = useBasket().some(({ key }) => key === item.key);
  return (
    <button
      type="button"
      aria-pressed={inBasket}
      aria-label={`${inBasket ? labels.added : labels.add}: ${item.name}`}
      onClick={() => (inBasket ? basket.remove(item.key) : basket.add(item))}
      className={clsx(
        'inline-flex min-h-10 items-center gap-1.5 rounded-lg border px-3 text-sm font-semibold transition-colors',
        inBasket
          ? 'border-brand bg-brand-light text-brand-dark'
          : 'border-ink/15 bg-white text-ink hover:border-brand hover:text-brand-dark',
        className,
      )}
    >
      {inBasket ? <Check aria-hidden="true" className="size-4" /> : <Plus aria-hidden="true" className="size-4" />}
      {inBasket ? labels.added : labels.add}
    </button>
  );
}
