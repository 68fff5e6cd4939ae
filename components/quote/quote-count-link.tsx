'use client';

import type { PluralForms } from '@/content/schema';
import { fillTemplate } from '@/lib/template';
import { Link } from '@/components/ui/link';
import { useBasket } from './basket';
import { pluralForm } from './units';
import { SvgIcon } from '@/components/ui/svg-icon';

type QuoteCountLinkProps = {
  href: string;
  label: string;
  /** "{count} product", "{count} products": by CLDR plural category. */
  productCount: PluralForms;
  /** Said after the label, {count} being productCount: ", {count}". */
  countTemplate: string;
  /** What is said with an empty basket, worded by the server: the page comes alive without making an Intl object. */
  emptyCount: string;
  /** The page's language: its plurals, and the quote page the link leads to. */
  locale: string;
};

/** The header's way to the quote request, with how many products are in the basket. */
export function QuoteCountLink({ href, label, productCount, countTemplate, emptyCount, locale }: QuoteCountLinkProps) {
  const count = useBasket().length;
  // While hydrating the basket reads empty; a count is worded only once there is one.
  const said =
    count === 0 ? emptyCount : fillTemplate(countTemplate, { count: fillTemplate(pluralForm(productCount, count, locale), { count }) });
  return (
    <Link
      locale={locale}
      href={href}
      className="relative inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-ink-soft hover:bg-surface hover:text-ink"
    >
      <SvgIcon name="clipboard-list" strokeWidth={1.75} className="size-5" />
      <span className="sr-only lg:not-sr-only">{label}</span>
      <span className="sr-only">{said}</span>
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute end-0.5 top-1 inline-flex min-w-5 items-center justify-center rounded-full bg-saffron px-1 text-xs font-bold text-ink tabular-nums lg:static lg:ms-0.5"
        >
          {count}
        </span>
      )}
    </Link>
  );
}
