import clsx from 'clsx';
import { ArrowRight } from 'lucide-react';
import { SvgIcon } from '@/components/ui/svg-icon';
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
      {/* The cards' look is said once, on the list: a page shows six of them, each written twice (HTML and page data). */}
      <ul
        className={clsx(
          'mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-3',
          '[&_a]:flex [&_a]:h-full [&_a]:flex-col [&_a]:rounded-card [&_a]:border [&_a]:border-surface-line [&_a]:bg-white [&_a]:p-4 [&_a]:shadow-card [&_a]:transition-colors [&_a:hover]:border-brand',
          // The name with its arrow, then the summary.
          '[&_a>span:first-child]:flex [&_a>span:first-child]:items-center [&_a>span:first-child]:justify-between [&_a>span:first-child]:gap-2',
          '[&_a:hover>span:first-child]:text-brand-dark [&_a>span:first-child]:font-semibold [&_a>span:first-child]:text-ink',
          '[&_a>span+span]:mt-1 [&_a>span+span]:line-clamp-2 [&_a>span+span]:text-sm [&_a>span+span]:text-ink-muted',
        )}
      >
        {products.map((product) => (
          <li key={product.href}>
            <Link locale={locale} href={product.href}>
              <span>
                {product.name}
                <SvgIcon icon={ArrowRight} strokeWidth={2} className="size-4 shrink-0 rtl:-scale-x-100" />
              </span>
              {product.summary && <span>{product.summary}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
