import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json';
import type { AggregateOffer, Offer, Product as ProductThing, WithContext } from 'schema-dts';
import type { Product } from '@/content/products';
import type { Image } from '@/content/schema';
import { absoluteUrl } from './absolute-url';

// A product page's schema.org data: only what the company's content states. Typed against
// schema.org's vocabulary (schema-dts), so a property it does not have fails the type check. No
// rating, review, availability or brand: the company has stated none. An Offer only where the
// company entered an indicative price.

countries.registerLocale(english);

type ProductJsonLdInput = {
  locale: string;
  product: Product;
  category: { slug: string; title: string; image: Image };
  /** The page's absolute address. */
  url: string;
  /** The country of origin in English, which names its ISO code (the company's address). */
  country: string;
};

function offerOf(product: Product, url: string): Offer | AggregateOffer | undefined {
  const { price } = product;
  if (!price) return undefined;
  if (price.max !== undefined && price.max !== price.min)
    return { '@type': 'AggregateOffer', priceCurrency: price.currency, lowPrice: price.min, highPrice: price.max, url };
  return { '@type': 'Offer', priceCurrency: price.currency, price: price.min, url };
}

/** The product, in the page's language. */
export function productJsonLd({ product, category, url, country }: ProductJsonLdInput): WithContext<ProductThing> {
  const images = (product.images.length > 0 ? product.images : [category.image]).map((image) => absoluteUrl(image.src));
  const offers = offerOf(product, url);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.summary ? { description: product.summary } : {}),
    url,
    image: images,
    category: category.title,
    countryOfOrigin: { '@type': 'Country', name: countries.getAlpha2Code(country, 'en') ?? country },
    ...(product.specs.length > 0
      ? { additionalProperty: product.specs.map((row) => ({ '@type': 'PropertyValue' as const, name: row.label, value: row.value })) }
      : {}),
    ...(offers ? { offers } : {}),
  };
}
