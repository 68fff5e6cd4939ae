import { getQuote } from '@/content/quote';
import { fillTemplate } from '@/lib/template';
import { QuoteCountLink } from './quote-count-link';
import { pluralForm } from './units';
import { pageLocale } from '@/lib/page-locale';

/**
 * The header's quote link. A server component around the island, so the count's words come from
 * content without the quote content joining the page's JavaScript.
 */
export function QuoteLink({ href, label }: { href: string; label: string }) {
  const locale = pageLocale();
  const quote = getQuote(locale);
  const emptyCount = fillTemplate(quote.linkCount, { count: fillTemplate(pluralForm(quote.productCount, 0, locale), { count: 0 }) });
  return (
    <QuoteCountLink href={href} label={label} productCount={quote.productCount} countTemplate={quote.linkCount} emptyCount={emptyCount} />
  );
}
