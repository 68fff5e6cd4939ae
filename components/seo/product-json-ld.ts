import type { AggregateOffer, Offer, Product as ProductThing, WithContext } from 'schema-dts';
import type { Product } from '@/content/products';
import { absoluteUrl } from './absolute-url';

// A product page's schema.org data: only what the company's content states. Typed against
// schema.org's vocabulary (schema-dts), so a property it does not have fails the type check. No
// rating, review, availability or brand: the company has stated none. An Offer only where the
// company entered an indicative price. A country of origin only where the content names the country
// it is made in (not the company's own country, nor where traded goods ship from).

type ProductJsonLdInput = {
  locale: string;
  product: Product;
  category: { slug: string; title: string };
  /** The page's absolute address. */
  url: string;
};

function offerOf(product: Product, url: string): Offer | AggregateOffer | undefined {
  const { price } = product;
  if (!price) return undefined;
  if (price.max !== undefined && price.max !== price.min)
    return { '@type': 'AggregateOffer', priceCurrency: price.currency, lowPrice: price.min, highPrice: price.max, url };
  return { '@type': 'Offer', priceCurrency: price.currency, price: price.min, url };
}

/** The product, in the page's language. */
export function productJsonLd({ product, category, url }: ProductJsonLdInput): WithContext<ProductThing> {
  // Its photos only: a drawing is not a picture of the product (Google asks for the product itself).
  const images = product.images.map((image) => absoluteUrl(image.src));
  const offers = offerOf(product, url);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.summary ? { description: product.summary } : {}),
    url,
    ...(images.length > 0 ? { image: images } : {}),
    category: category.title,
    ...(product.origin?.madeIn ? { countryOfOrigin: { '@type': 'Country' as const, name: product.origin.madeIn } } : {}),
    ...(product.specs.length > 0
      ? { additionalProperty: product.specs.map((row) => ({ '@type': 'PropertyValue' as const, name: row.label, value: row.value })) }
      : {}),
    ...(offers ? { offers } : {}),
  };
}
