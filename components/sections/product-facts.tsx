import type { Product } from '@/content/schema';

export type FactLabels = Record<'moq' | 'leadTime' | 'packing' | 'spec', string>;

const keys = ['moq', 'leadTime', 'packing', 'spec'] as const;

/**
 * The buyer-comparison fields a product has been given, or a note that they are quoted on request.
 * Labels come in as props so the store's client island can use it without bundling content/.
 */
export function ProductFacts({ product, labels }: { product: Product; labels: FactLabels & { onRequest: string } }) {
  const facts = keys.flatMap((key) => (product[key] ? [{ key, value: product[key] }] : []));
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
