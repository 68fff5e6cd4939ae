import type { Product } from '@/content/products';
import { getUnits } from '@/content/units';
import { formatMoq } from '@/components/quote/units';
import { quantityStyleOf } from '@/components/i18n/page-numbers';

type FactLabels = Record<'moq' | 'leadTime' | 'packing' | 'spec', string>;

const keys = ['moq', 'leadTime', 'packing', 'spec'] as const;

/** A fact as the page shows it: the minimum order is data ({ quantity, unit, note }), the rest text. */
function factText(product: Product, key: (typeof keys)[number], locale: string): string | undefined {
  if (key === 'moq') return product.moq && formatMoq(product.moq, getUnits(locale), locale, quantityStyleOf(locale));
  return product[key];
}

type ProductFactsProps = {
  product: Product;
  labels: FactLabels & { onRequest: string };
  /** The page's language (a code of content/locales.yml), in which the minimum order is written. */
  locale: string;
};

/** The buyer-comparison fields a product has been given, or a note that they are quoted on request. */
export function ProductFacts({ product, labels, locale }: ProductFactsProps) {
  const facts = keys.flatMap((key) => {
    const value = factText(product, key, locale);
    return value ? [{ key, value }] : [];
  });
  if (facts.length === 0) return <p className="mt-2 text-sm text-ink-muted">{labels.onRequest}</p>;
  return (
    <dl className="mt-3 grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[auto_1fr]">
      {facts.map(({ key, value }) => (
        <div key={key} className="contents">
          <dt className="font-medium text-ink-muted">{labels[key]}</dt>
          <dd className="text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
