import { quote } from '@/content/quote';
import { QuoteCountLink } from './quote-count-link';

/**
 * The header's quote link. A server component around the island, so the count's words come from
 * content without the quote content joining the page's JavaScript.
 */
export function QuoteLink({ href, label }: { href: string; label: string }) {
  return <QuoteCountLink href={href} label={label} productCount={quote.productCount} countTemplate={quote.linkCount} />;
}
