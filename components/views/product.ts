import { getCatalogue, type CatalogueCopy } from '@/content/catalogue';
import { getCertifications } from '@/content/certifications';
import { channelsAbout, getChannels } from '@/content/channels';
import { countryName } from '@/content/countries';
import { getInterface } from '@/content/interface';
import { intlTag, localeInfo } from '@/content/locales';
import { localePath } from '@/content/locale-path';
import { menuLink } from '@/content/navigation';
import { getProductPage, type ProductPageCopy } from '@/content/product-page';
import { getProduct, productLanguages, productPictures, relatedProducts, type Product } from '@/content/products';
import { productPath } from '@/content/category-paths';
import { getCategory, getCategories, type Category } from '@/content/categories';
import { getSite } from '@/content/site';
import { getTradeTerms, anyOf } from '@/content/trade-terms';
import { getMeasures, getUnits } from '@/content/units';
import { quantityStyleOf } from '@/components/i18n/page-numbers';
import { englishIn } from '@/components/i18n/text-language';
import type { ProductDetailProps } from '@/components/product/product-detail';
import type { FactRow } from '@/components/ui/fact-table';
import type { RelatedProductsProps } from '@/components/product/related-products';
import { formatMoq } from '@/components/quote/units';
import { absoluteUrl } from '@/components/seo/absolute-url';
import { productBreadcrumbJsonLd } from '@/components/seo/json-ld';
import type { PageSeo } from '@/components/seo/page-metadata';
import { productJsonLd } from '@/components/seo/product-json-ld';
import type { ContactChannelsProps } from '@/components/ui/contact-channels';
import { addressLine } from '@/lib/address';
import { fillTemplate } from '@/lib/template';
import { weightLimited } from '@/content/product-rules';

// The product page's one view: which product pages exist, and everything one of them shows. The
// route, its share image, the sitemap and the JSON-LD read it; docs/data-flow.md draws it.

/** A product page's address parameters: its category's slug and its id. */
export type ProductPageParams = { slug: string; product: string };

/** Every product page in `locale`, category by category in the site's order: a product with a summary and a description. */
export function productPages(locale: string): ProductPageParams[] {
  return getCategories(locale).flatMap(({ slug, products }) =>
    products.filter((product) => product.hasPage).map((product) => ({ slug, product: product.id })),
  );
}

/** What a product page shows, section by section, in one language. */
export type ProductView = {
  seo: PageSeo;
  /** The schema.org blocks: the product, then its breadcrumb. */
  jsonLd: object[];
  detail: Omit<ProductDetailProps, 'channels' | 'children'>;
  channels: ContactChannelsProps;
  related: RelatedProductsProps;
  /** The terms of every order, in the box under the page (content/catalogue.yml). */
  terms: CatalogueCopy['terms'];
  /** What the share image draws: the name over its category, beside its first picture. */
  image: { title: string; eyebrow: string; picture: string };
};

/** The product page of `id` in category `slug`, in `locale`; undefined where there is none. */
export function productView(locale: string, { slug, product: id }: ProductPageParams): ProductView | undefined {
  const category = getCategory(locale, slug);
  const product = getProduct(locale, id);
  if (!category || !product || product.category !== slug || !product.hasPage) return undefined;
  const { detail, channels, related, terms } = productSections(locale, category, product);
  return {
    seo: {
      locale,
      title: product.name,
      description: product.summary ?? category.description,
      path: productPath(category.slug, product.id),
      languages: productLanguages(product.id),
    },
    jsonLd: [productJsonLd({ locale, product, category, url: detail.url }), productBreadcrumbJsonLd(category, product, locale)],
    detail,
    channels,
    related,
    terms,
    image: { title: product.name, eyebrow: category.title, picture: detail.pictures[0]!.src },
  };
}

/** A product's category as its page needs it: its head, and its products for the related list. */
export type ProductCategory = Pick<Category, 'slug' | 'title' | 'image'> & {
  products: Pick<Product, 'id' | 'name' | 'summary' | 'hasPage'>[];
};

/**
 * What the page of `product` draws, section by section, in `locale`: the route's (productView) and
 * the editor's previews', which hand it the entry being edited (cms/admin/view-previews.tsx): a
 * product, or the words around every product's page (`copy`, content/product-page.yml).
 */
export function productSections(
  locale: string,
  category: ProductCategory,
  product: Product,
  copy: ProductPageCopy = getProductPage(locale),
): Pick<ProductView, 'detail' | 'channels' | 'related' | 'terms'> {
  const site = getSite(locale);
  const units = getUnits(locale);
  const catalogue = getCatalogue(locale);
  const interfaceCopy = getInterface(locale);
  const path = productPath(category.slug, product.id);
  const url = absoluteUrl(localePath(locale, path));
  const { lang, dir } = localeInfo(locale);
  const rtl = dir === 'rtl';
  // An English note inside right-to-left words is isolated (U+2068 … U+2069), or its words come out in the wrong order.
  const moq =
    product.moq?.note && rtl && product.inEnglish.includes('moq.note')
      ? { ...product.moq, note: `\u2068${product.moq.note}\u2069` }
      : product.moq;
  const fill = (template: string) => fillTemplate(template, { product: product.name, url });
  const ask = { subject: fill(copy.actions.askSubject), text: fill(copy.actions.askMessage) };
  const certificates = getCertifications(locale)
    .certifications.filter((entry) => product.certificates.includes(entry.id))
    .map(({ id, title }) => ({ id, title }));
  return {
    detail: {
      locale,
      lang,
      product,
      category,
      crumbs: { home: menuLink('/', locale), services: menuLink('/services', locale), label: interfaceCopy.landmarks.breadcrumb },
      copy,
      basketLabels: catalogue.basket,
      units,
      measures: getMeasures(locale),
      english: englishIn(locale),
      moqText: moq && formatMoq(moq, units, locale, quantityStyleOf(locale)),
      pictures: productPictures(product),
      origin: {
        madeIn: product.origin?.madeIn && countryName(locale, lang, product.origin.madeIn),
        shipsFrom: product.origin?.shipsFrom && countryName(locale, lang, product.origin.shipsFrom),
      },
      ...termsRows(locale, product),
      weightLimited: weightLimited(product.exportPacking),
      url,
      certificates,
      sheet: {
        lang: intlTag(locale),
        company: { name: site.name, logo: site.images.logo, address: addressLine(site), contact: [site.email, site.phone.display] },
        url,
        words: copy.sheet,
      },
    },
    // Each channel that can carry a message opens with Ask's, naming the product and this page.
    channels: { channels: channelsAbout(getChannels(locale), ask), heading: interfaceCopy.channels.heading, newTab: interfaceCopy.newTab },
    terms: catalogue.terms,
    related: {
      locale,
      title: fillTemplate(copy.relatedTitle, { category: category.title }),
      products: relatedProducts(category.products, product.id).map((other) => ({
        name: other.name,
        summary: other.summary,
        href: productPath(category.slug, other.id),
      })),
    },
  };
}

/**
 * A product's terms of sale as its page's rows: the company's (content/trade-terms.yml), or the
 * product's own where it gives them. Incoterms by code and ports by name, as "A, B or C". What a
 * sample costs is a row of its own, shown under the sample's time in the ordering table.
 */
export function termsRows(locale: string, product: Pick<Product, 'terms' | 'inEnglish'>): { terms: FactRow[]; sampleCost: FactRow } {
  const lang = intlTag(locale);
  const { labels } = getProductPage(locale);
  const company = getTradeTerms(locale);
  const own = product.terms;
  const codes = own?.incoterms?.length ? own.incoterms : company.incoterms.map((term) => term.code);
  const ports = own?.ports?.length ? company.ports.filter((port) => own.ports!.includes(port.id)) : company.ports;
  // A line of the product's own where it gives one (marked English where it has no translation), else the company's.
  const ownOr = (field: 'sampleCost' | 'payment', label: string): FactRow => ({
    label,
    value: own?.[field] ?? company[field],
    valueLanguage: own?.[field] && product.inEnglish.includes(`terms.${field}`) ? englishIn(locale) : undefined,
  });
  return {
    terms: [
      { label: labels.incoterms, value: anyOf(lang, codes) },
      {
        label: labels.ports,
        value: anyOf(
          lang,
          ports.map((port) => port.name),
        ),
      },
      ownOr('payment', labels.payment),
    ],
    sampleCost: ownOr('sampleCost', labels.sampleCost),
  };
}
