import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getCatalogue } from '@/content/catalogue';
import { getCertifications } from '@/content/certifications';
import { getChannels } from '@/content/channels';
import { getInterface } from '@/content/interface';
import { localeInfo } from '@/content/locales';
import { defaultLocale, localePath } from '@/content/locale-path';
import { menuLink } from '@/content/navigation';
import { getProductPage } from '@/content/product-page';
import { categoryProducts, getProduct, productLanguages, relatedProducts } from '@/content/products';
import { productPath } from '@/content/service-paths';
import { getService, getServices } from '@/content/services';
import { getSite } from '@/content/site';
import { getUnits } from '@/content/units';
import { absoluteUrl } from '@/components/seo/absolute-url';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { pageMetadata } from '@/components/seo/page-metadata';
import { productBreadcrumbJsonLd } from '@/components/seo/json-ld';
import { productJsonLd } from '@/components/seo/product-json-ld';
import { ProductDetail } from '@/components/product/product-detail';
import { ContactChannels } from '@/components/ui/contact-channels';
import { RelatedProducts } from '@/components/product/related-products';
import { quantityStyleOf } from '@/components/i18n/page-numbers';
import { formatMoq } from '@/components/quote/units';
import { TradeTerms } from '@/components/sections/trade-terms';
import { fillTemplate } from '@/lib/template';

type Props = { params: Promise<{ locale: string; slug: string; product: string }> };

export const dynamicParams = false;

// A page for each product that has a summary and a description, in each language (English words where
// a product has no translation yet: the page names English as its canonical, as an untranslated article does).
// [slug] has no layout of its own, so only the language comes from above: this gives both segments.
export function generateStaticParams({ params }: { params: { locale: string } }) {
  return getServices(params.locale).flatMap(({ slug }) =>
    categoryProducts(params.locale, slug)
      .filter((product) => product.hasPage)
      .map((product) => ({ slug, product: product.id })),
  );
}

async function productOf(params: Props['params']) {
  const { locale, slug, product: id } = await params;
  const service = getService(locale, slug);
  const product = getProduct(locale, id);
  if (!service || !product || product.category !== slug || !product.hasPage) notFound();
  return { locale, service, product };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, service, product } = await productOf(params);
  return pageMetadata({
    locale,
    title: product.name,
    description: product.summary ?? service.description,
    path: productPath(service.slug, product.id),
    languages: productLanguages(product.id),
  });
}

export default async function ProductPage({ params }: Props) {
  const { locale, service, product } = await productOf(params);
  const { lang } = localeInfo(locale);
  const site = getSite(locale);
  const units = getUnits(locale);
  const copy = getProductPage(locale);
  const path = productPath(service.slug, product.id);
  const url = absoluteUrl(localePath(locale, path));
  const certificates = getCertifications(locale)
    .certifications.filter((entry) => product.certificates.includes(entry.id))
    .map(({ id, title }) => ({ id, title }));
  const crumbs = { home: menuLink('/', locale), services: menuLink('/services', locale), label: getInterface(locale).landmarks.breadcrumb };
  const related = relatedProducts(categoryProducts(locale, service.slug), product.id);
  return (
    <>
      <JsonLdScript data={productJsonLd({ locale, product, category: service, url, country: getSite(defaultLocale).address.country })} />
      <JsonLdScript data={productBreadcrumbJsonLd(service, product, locale)} />
      <ProductDetail
        locale={locale}
        lang={lang}
        product={product}
        category={service}
        crumbs={crumbs}
        copy={copy}
        basketLabels={getCatalogue(locale).basket}
        units={units}
        moqText={product.moq && formatMoq(product.moq, units, locale, quantityStyleOf(locale))}
        country={site.address.country}
        url={url}
        certificates={certificates}
        printContact={[site.email, site.phone.display]}
        channels={
          <ContactChannels
            channels={getChannels(locale)}
            heading={getInterface(locale).channels.heading}
            newTab={getInterface(locale).newTab}
          />
        }
      >
        <RelatedProducts
          locale={locale}
          title={fillTemplate(copy.relatedTitle, { category: service.title })}
          products={related.map((other) => ({ name: other.name, summary: other.summary, href: productPath(service.slug, other.id) }))}
        />
        <div className="mt-12">
          <TradeTerms locale={locale} />
        </div>
      </ProductDetail>
    </>
  );
}
