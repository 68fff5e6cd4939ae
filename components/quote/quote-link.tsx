import { getQuote } from '@/content/quote';
import { QuoteCountLink } from './quote-count-link';
import { pageLocale } from '@/lib/page-locale';

/**
 * The header's quote link. A server component around the island, so the count's words come from
 * content without the quote content joining the page's JavaScript.
 */
export function QuoteLink({ href, label }: { href: string; label: string }) {
  const locale = pageLocale();
  const quote = getQuote(locale);
  return <QuoteCountLink href={href} label={label} productCount={quote.productCount} countTemplate={quote.linkCount} />;
}
