import { SvgIcon } from '@/components/ui/svg-icon';
import type { CatalogueCopy } from '@/content/catalogue';
import { CheckList } from '@/components/ui/check-list';
import { Link } from '@/components/ui/link';
import { HeadingText } from '@/components/ui/heading-text';

/** The terms that apply to every order, shown once with a link to the full policies. */
export function TradeTerms({ terms, locale }: { terms: CatalogueCopy['terms']; locale: string }) {
  return (
    <aside aria-labelledby="trade-terms-title" className="rounded-card border border-saffron/60 bg-saffron-light p-6">
      <h2 id="trade-terms-title" className="text-lg font-semibold">
        <HeadingText text={terms.title} locale={locale} />
      </h2>
      <CheckList items={terms.points} className="mt-3 text-ink-soft md:grid-cols-2" iconClassName="mt-1 text-brand" />
      <Link
        locale={locale}
        href={terms.link.href}
        className="mt-4 inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-dark underline-offset-4 hover:underline"
      >
        {terms.link.label}
        <SvgIcon name="arrow-right" strokeWidth={2} className="size-4 rtl:-scale-x-100" />
      </Link>
    </aside>
  );
}
