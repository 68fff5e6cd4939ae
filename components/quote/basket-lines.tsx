import clsx from 'clsx';
import type { ReactNode } from 'react';
import type { QuoteCopy } from '@/content/quote';
import { fillTemplate } from '@/lib/template';
import { controlClasses, focusRing } from '@/components/forms/field';
import { Link } from '@/components/ui/link';
import { basket, type BasketItem } from './basket';
import { QuantityInput } from './quantity-input';
import type { NumberStyle } from '@/components/ui/format-number';
import { formatAmount, pluralForm, type QuantityStyle } from './units';
import { SvgIcon } from '@/components/ui/svg-icon';

/**
 * A basket line as the quote request states it, by content's template, with its words' plural in
 * `locale`: "Cotton T-shirts (Textile & Apparel): 500 pieces". The item is named as it should read (product-names.ts).
 */
export function productLine(item: BasketItem, { line, units }: Pick<QuoteCopy['basket'], 'line' | 'units'>, locale: string): string {
  return fillTemplate(line, { name: item.name, category: item.category, amount: formatAmount(item, units, locale) });
}

/** A control of a basket line; screen readers hear which product it is for ("Quantity of Terry towels"). */
function LineControl({ id, label, ofProduct, children }: { id: string; label: string; ofProduct: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
        <span className="sr-only"> {ofProduct}</span>
      </label>
      {children}
    </div>
  );
}

/** A quantity under the product's minimum order, in the same unit (another unit cannot be compared). */
function isBelowMinimum({ quantity, unit, moq }: BasketItem): boolean {
  return moq !== undefined && unit === moq.unit && quantity < moq.quantity;
}

/**
 * The quote form's products: each line's quantity and unit can be changed, and the line removed.
 * `items` are named in the page's language (product-names.ts); `locale` chooses the units' plural forms.
 */
export function BasketLines({
  items,
  copy,
  locale,
  numbers,
  quantity,
}: {
  items: BasketItem[];
  copy: QuoteCopy['basket'];
  locale: string;
  /** How the page's language writes a minimum order. */
  numbers: NumberStyle;
  /** How the page's language words a quantity (content/interface.yml `quantity`). */
  quantity?: Pick<QuantityStyle, 'amount' | 'moq'>;
}) {
  if (items.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-ink-muted/50 bg-surface p-5 text-ink-soft">
        <p>{copy.empty}</p>
        <Link
          locale={locale}
          href={copy.browse.href}
          className={clsx('mt-2 inline-flex min-h-11 items-center font-semibold text-brand-dark underline underline-offset-4', focusRing)}
        >
          {copy.browse.label}
        </Link>
      </div>
    );
  }
  return (
    <ol className="grid gap-3">
      {items.map((item, index) => {
        const id = `quote-line-${index}`;
        const ofProduct = fillTemplate(copy.ofProduct, { name: item.name });
        const below = isBelowMinimum(item) && item.moq;
        return (
          <li
            key={item.key}
            className="grid gap-3 rounded-xl border border-surface-line bg-white p-4 sm:grid-cols-[1fr_7rem_12rem_auto] sm:items-end"
          >
            <div className="self-center">
              <Link
                locale={locale}
                href={item.href}
                className={clsx('font-semibold text-ink underline-offset-4 hover:underline', focusRing)}
              >
                {item.name}
              </Link>
              <p className="text-sm text-ink-muted">{item.category}</p>
            </div>
            <LineControl id={`${id}-quantity`} label={copy.quantity} ofProduct={ofProduct}>
              <QuantityInput
                id={`${id}-quantity`}
                value={item.quantity}
                onCommit={(quantity) => basket.update(item.key, { quantity })}
                describedBy={below ? `${id}-minimum` : undefined}
              />
            </LineControl>
            {/* Next to the quantity on a phone; on a wider screen, a row of its own under the line. */}
            {below && (
              <p id={`${id}-minimum`} className="flex gap-2 text-sm text-ink-soft sm:col-span-full sm:row-start-2">
                <SvgIcon name="info" strokeWidth={2} className="mt-0.5 size-4 shrink-0 text-brand" />
                {fillTemplate(copy.belowMinimum, { moq: formatAmount(below, copy.units, locale, { ...quantity, numbers }) })}
              </p>
            )}
            <LineControl id={`${id}-unit`} label={copy.unit} ofProduct={ofProduct}>
              <select
                id={`${id}-unit`}
                value={item.unit}
                onChange={(event) => basket.update(item.key, { unit: event.target.value })}
                className={controlClasses(false)}
              >
                {Object.entries(copy.units).map(([key, forms]) => (
                  <option key={key} value={key}>
                    {pluralForm(forms, item.quantity, locale)}
                  </option>
                ))}
              </select>
            </LineControl>
            <button
              type="button"
              onClick={() => basket.remove(item.key)}
              className={clsx(
                'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-red-700 hover:bg-red-50',
                focusRing,
              )}
            >
              <SvgIcon name="trash-2" strokeWidth={2} className="size-4" />
              {copy.remove}
              <span className="sr-only"> {item.name}</span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
