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
      {/* The cards' look is said once, on the list (related-cards.css). */}
      <ul className="related-cards">
        {products.map((product) => (
          <li key={product.href}>
            <Link locale={locale} href={product.href}>
              <span>
                {product.name}
                <SvgIcon name="arrow-right" strokeWidth={2} className="size-4 shrink-0 rtl:-scale-x-100" />
              </span>
              {product.summary && <span>{product.summary}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
