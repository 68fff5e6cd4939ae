'use client';

import { Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import type { Product } from '@/content/schema';
import { Link } from '@/components/ui/link';
import { AddToQuote } from '@/components/quote/add-to-quote';
import { useEarlyValue } from '@/components/forms/early-input';
import { ProductFacts, type FactLabels } from './product-facts';

export type CatalogueCategory = { slug: string; title: string; products: Product[] };

type CatalogueBrowserProps = {
  categories: CatalogueCategory[];
  basketLabels: { add: string; added: string };
  labels: FactLabels & { onRequest: string; filter: string; category: string; allCategories: string; empty: string };
};

function matches(product: Product, categoryTitle: string, words: string[]) {
  const haystack = [product.name, product.spec, categoryTitle].join(' ').toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** The store's catalogue: every product, filtered by category and by text. The HTML lists them all. */
export function CatalogueBrowser({ categories, labels, basketLabels }: CatalogueBrowserProps) {
  const [category, setCategory] = useState('');
  const [query, setQuery] = useState('');
  // What was typed or chosen before the page's scripts ran is kept (early-input.ts).
  const earlyQuery = useEarlyValue<HTMLInputElement>(query, setQuery);
  const earlyCategory = useEarlyValue<HTMLSelectElement>(category, setCategory);
  const id = useId();
  const total = categories.reduce((sum, item) => sum + item.products.length, 0);

  const visible = useMemo(() => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    return categories
      .filter((item) => !category || item.slug === category)
      .map((item) => ({ ...item, products: item.products.filter((product) => matches(product, item.title, words)) }))
      .filter((item) => item.products.length > 0);
  }, [categories, category, query]);
  const shown = visible.reduce((sum, item) => sum + item.products.length, 0);

  return (
    <div>
      {/* Filters as you type, with nothing to submit: a search landmark, not a form. */}
      <div
        role="search"
        aria-label="Product catalogue"
        className="grid gap-4 rounded-card border border-surface-line bg-white p-4 shadow-card sm:grid-cols-[2fr_1fr] sm:p-5"
      >
        <div>
          <label htmlFor={`${id}-q`} className="mb-1.5 block text-sm font-medium">
            {labels.filter}
          </label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-ink-muted" />
            <input
              ref={earlyQuery}
              id={`${id}-q`}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="e.g. cotton, leather, solar"
              className="min-h-11 w-full rounded-lg border border-ink/20 bg-white pl-10 pr-3 text-base placeholder:text-ink-muted focus:border-brand"
            />
          </div>
        </div>
        <div>
          <label htmlFor={`${id}-c`} className="mb-1.5 block text-sm font-medium">
            {labels.category}
          </label>
          <select
            ref={earlyCategory}
            id={`${id}-c`}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
            className="min-h-11 w-full rounded-lg border border-ink/20 bg-white px-3 text-base focus:border-brand"
          >
            <option value="">{labels.allCategories}</option>
            {categories.map((item) => (
              <option key={item.slug} value={item.slug}>
                {item.title}
              </option>
            ))}
          </select>
        </div>
      </div>

      <p role="status" className="mt-6 text-sm text-ink-muted">
        Showing {shown} of {total} products
      </p>
      {visible.length === 0 && <p className="mt-4 rounded-card border border-surface-line bg-white p-6 text-ink-soft">{labels.empty}</p>}

      <div className="mt-4 grid gap-10">
        {visible.map((item) => (
          <section key={item.slug} aria-labelledby={`${id}-${item.slug}`}>
            <h2 id={`${id}-${item.slug}`} className="text-xl font-semibold">
              <Link href={`/services/${item.slug}`} className="underline-offset-4 hover:text-brand-dark hover:underline">
                {item.title}
              </Link>
            </h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {item.products.map((product) => (
                <li key={product.id} className="rounded-xl border border-surface-line bg-white p-4 shadow-card">
                  <Link
                    href={`/services/${item.slug}#${product.id}`}
                    className="font-semibold text-ink underline-offset-4 hover:text-brand-dark hover:underline"
                  >
                    {product.name}
                  </Link>
                  <ProductFacts product={product} labels={labels} />
                  <AddToQuote
                    item={{ key: `${item.slug}/${product.id}`, name: product.name, category: item.title, href: `/services/${item.slug}#${product.id}` }}
                    labels={basketLabels}
                    className="mt-3"
                  />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
