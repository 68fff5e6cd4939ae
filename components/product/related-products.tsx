import { ArrowRight } from 'lucide-react';
import { HeadingText } from '@/components/ui/heading-text';
import { Link } from '@/components/ui/link';

export type RelatedProductsProps = {
  locale: string;
  title: string;
  products: { name: string; summary?: string; href: string }[];
};

/** Products of the same category (`relatedProducts` in content/products.ts), each a link to its page. */
export function RelatedProducts({ locale, title, products }: RelatedProductsProps) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="print:hidden">
      <h2 id="related-title" className="text-xl font-bold sm:text-2xl">
        <HeadingText text={title} locale={locale} />
      </h2>
      <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {products.map((product) => (
          <li key={product.href}>
            <Link
              locale={locale}
              href={product.href}
              className="group flex h-full flex-col rounded-card border border-surface-line bg-white p-4 shadow-card transition-colors hover:border-brand"
            >
              <span className="flex items-center justify-between gap-2 font-semibold text-ink group-hover:text-brand-dark">
                {product.name}
                <ArrowRight aria-hidden="true" className="size-4 shrink-0 rtl:-scale-x-100" />
              </span>
              {product.summary && <span className="mt-1 line-clamp-2 text-sm text-ink-muted">{product.summary}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
