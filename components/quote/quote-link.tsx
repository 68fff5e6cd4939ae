import { getQuote } from '@/content/quote';
import { fillTemplate } from '@/lib/template';
import { QuoteCountLink } from './quote-count-link';
import { pluralForm } from './units';

/**
 * The header's quote link. A server component around the island, so the count's words come from
 * content without the quote content joining the page's JavaScript.
 */
export function QuoteLink({ href, label, locale }: { href: string; label: string; locale: string }) {
  const quote = getQuote(locale);
  const emptyCount = fillTemplate(quote.linkCount, { count: fillTemplate(pluralForm(quote.productCount, 0, locale), { count: 0 }) });
  return (
    <QuoteCountLink
      href={href}
      label={label}
      productCount={quote.productCount}
      countTemplate={quote.linkCount}
      emptyCount={emptyCount}
      locale={locale}
    />
  );
}
