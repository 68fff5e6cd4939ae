import { ProductDetail } from '@/components/product/product-detail';
import { RelatedProducts } from '@/components/product/related-products';
import { TradeTerms } from '@/components/sections/trade-terms';
import { ContactChannels } from '@/components/ui/contact-channels';
import type { ProductView } from './product';

/** A product page's main content, drawn from its view: the route's and the editor's preview's. */
export function ProductMain({ detail, channels, related, terms }: Pick<ProductView, 'detail' | 'channels' | 'related' | 'terms'>) {
  return (
    <ProductDetail {...detail} channels={<ContactChannels {...channels} />}>
      <RelatedProducts {...related} />
      {/* Not on the printed sheet: its terms of sale section says the terms, and one page is the aim (docs/print.md). */}
      <div className="mt-12 print:hidden">
        <TradeTerms terms={terms} locale={detail.locale} />
      </div>
    </ProductDetail>
  );
}
