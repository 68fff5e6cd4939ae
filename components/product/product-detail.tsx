import { SvgIcon } from '@/components/ui/svg-icon';
import type { ReactNode } from 'react';
import type { Product } from '@/content/products';
import type { ProductPageCopy } from '@/content/product-page';
import type { Image, Link as LinkItem, Measures, Units } from '@/content/schema';
import { productKey, productPath, categoryPath } from '@/content/category-paths';
import { AddToQuote } from '@/components/quote/add-to-quote';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { ContentImage } from '@/components/ui/content-image';
import { HeadingText } from '@/components/ui/heading-text';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import type { TextLanguage } from '@/components/i18n/text-language';
import { FactTable, keepNumbersWithWords, type FactRow } from '@/components/ui/fact-table';
import { Link } from '@/components/ui/link';
import { formatCartonSize, formatCount, formatMeasure, formatPrice } from './product-figures';
import { queryOf } from '@/lib/query-value';
import { fillTemplate } from '@/lib/template';
import type { ContainerField } from '@/content/product-rules';
import { PrintSheetHead, type PrintSheetProps } from './print-sheet';

/** What a product's page is told: the product, its category, the words around it, in one language. */
export type ProductDetailProps = {
  /** The page's language: its code (content/locales.yml) and its language tag. */
  locale: string;
  lang: string;
  product: Product;
  category: { slug: string; title: string };
  /** Home › Services › category › product, in the page's language. */
  crumbs: { home: LinkItem; services: LinkItem; label: string };
  copy: ProductPageCopy;
  basketLabels: { add: string; added: string; full: string };
  units: Units;
  /** The language's symbols after a measure (content/units.yml `measures`). */
  measures: Measures;
  /** How this page marks the product's words its language lacks and shows in English (`product.inEnglish`). */
  english: TextLanguage;
  /** The minimum order, already worded for the language ("1 000 pièces par modèle"). */
  moqText?: string;
  /** Its photos, or while it has none its drawing (content/products.ts productPictures). */
  pictures: Image[];
  /** The countries the product is made in and ships from, named in the page's language; each only where the content says. */
  origin: { madeIn?: string; shipsFrom?: string };
  /** Its terms of sale: Incoterms, ports of loading, payment (components/views/product.ts). */
  terms: FactRow[];
  /** What a sample costs, shown under the sample's time: the company's, or the product's own. */
  sampleCost: FactRow;
  /** The containers whose count its weight sets, not its size (content/product-rules.ts). */
  weightLimited: ContainerField[];
  /** The page's own address, for the prefilled messages and the printed sheet. */
  url: string;
  /** Certificates named by the product that exist, with their titles and where /certifications shows them. */
  certificates: { id: string; title: string }[];
  /** The printed sheet's head: the company, the page's address and the day (print-sheet.tsx). */
  sheet: PrintSheetProps;
  /** The company's channels in the language's order, under the actions (components/ui/contact-channels.tsx). */
  channels?: ReactNode;
  children?: ReactNode;
};

/** A figure as text, where the content has it. */
const shown = <T,>(value: T | undefined, format: (value: T) => string) => (value === undefined ? undefined : format(value));

/** The id of a section's heading, which also names its table. */
const titleId = (id: string) => `${id}-title`;

function Block({ id, title, locale, children }: { id: string; title: string; locale: string; children: ReactNode }) {
  return (
    <section aria-labelledby={titleId(id)}>
      <h2 id={titleId(id)} className="mb-3 text-xl font-bold sm:text-2xl">
        <HeadingText text={title} locale={locale} />
      </h2>
      {children}
    </section>
  );
}

/** A product's page: what it is, what it is made of, how much to order, when it ships, how it is packed, and how to ask. */
export function ProductDetail(props: ProductDetailProps) {
  const { locale, lang, product, category, crumbs, copy, units, measures, moqText, pictures, origin, url, certificates, children } = props;
  const { labels } = copy;
  const inEnglish = (field: string) => (product.inEnglish.includes(field) ? props.english : undefined);
  const rowsOf = (field: 'specs' | 'options', rows: { label: string; value: string }[]): FactRow[] =>
    rows.map((row, index) => ({
      ...row,
      labelLanguage: inEnglish(`${field}.${index}.label`),
      valueLanguage: inEnglish(`${field}.${index}.value`),
    }));
  const packing = product.exportPacking;
  // A count its weight sets says so: a 40′ taking fewer than a 20′ reads as a mistake otherwise.
  const containerCount = (container: ContainerField, value: number) =>
    props.weightLimited.includes(container) ? fillTemplate(copy.byWeight, { count: formatCount(lang, value) }) : formatCount(lang, value);
  const fill = (template: string) => fillTemplate(template, { product: product.name, url });
  const contactHref = (subject: string, message: string) => `/contact${queryOf({ subject: fill(subject), message: fill(message) })}`;
  const price = product.price ? formatPrice(lang, locale, product.price, units, copy.price.amount) : copy.price.onRequest;
  const moqRow = { label: labels.moq, value: moqText };
  const leadTimeRow = { label: labels.leadTime, value: product.leadTime, valueLanguage: inEnglish('leadTime') };
  const priceRow = { label: labels.price, value: price };
  // What a buyer judges first, at the top; the table below repeats them with the sample policy.
  const keyFacts: FactRow[] = [moqRow, leadTimeRow, priceRow];
  const ordering: FactRow[] = [
    moqRow,
    leadTimeRow,
    { label: labels.sample, value: product.sample, valueLanguage: inEnglish('sample') },
    props.sampleCost,
    priceRow,
  ];
  const packingRows: FactRow[] = [
    { label: labels.packingKind, value: packing && copy.packingKinds[packing.kind] },
    { label: labels.packing, value: product.packing, valueLanguage: inEnglish('packing') },
    { label: labels.unitsPerCarton, value: shown(packing?.unitsPerCarton, (value) => formatCount(lang, value)) },
    { label: labels.cartonSize, value: shown(packing?.cartonCm, (value) => formatCartonSize(lang, value, measures)) },
    { label: labels.grossWeight, value: shown(packing?.grossWeightKg, (value) => formatMeasure(lang, value, measures.kg)) },
    { label: labels.cartonsPer20ft, value: shown(packing?.cartonsPer20ft, (value) => containerCount('cartonsPer20ft', value)) },
    { label: labels.cartonsPer40ft, value: shown(packing?.cartonsPer40ft, (value) => containerCount('cartonsPer40ft', value)) },
    { label: labels.hsCode, value: product.hsCode },
  ];
  const originRows: FactRow[] = [
    { label: labels.madeIn, value: origin.madeIn },
    { label: labels.cluster, value: product.origin?.cluster, valueLanguage: inEnglish('origin.cluster') },
    { label: labels.city, value: product.origin?.city, valueLanguage: inEnglish('origin.city') },
    { label: labels.shipsFrom, value: origin.shipsFrom },
  ];
  const specs: FactRow[] =
    product.specs.length > 0
      ? rowsOf('specs', product.specs)
      : product.spec
        ? [{ label: copy.specsTitle, value: product.spec, valueLanguage: inEnglish('spec') }]
        : [];

  return (
    <>
      <div className="border-b border-surface-line bg-white/90 py-8 lg:py-12 print:border-0 print:py-0">
        <Container>
          <PrintSheetHead {...props.sheet} />
          <Breadcrumb
            locale={locale}
            label={crumbs.label}
            trail={[crumbs.home, crumbs.services, { label: category.title, href: categoryPath(category.slug) }]}
            current={product.name}
            className="mb-6 text-sm print:hidden"
          />
          <div className="grid items-start gap-8 md:grid-cols-[1.2fr_1fr] lg:gap-14 print:grid-cols-[1fr_auto] print:gap-6">
            <div>
              <p className="mb-2 text-sm font-semibold tracking-wider text-brand uppercase">{category.title}</p>
              <h1 className="text-3xl font-bold sm:text-4xl" {...inEnglish('name')}>
                <HeadingText text={product.name} locale={locale} />
              </h1>
              {product.summary && (
                <p className="mt-4 max-w-prose text-lg text-ink-soft" {...inEnglish('summary')}>
                  {product.summary}
                </p>
              )}
              {/* As many cards a row as fit at 11rem or more (a long Russian or French word whole), the last row's shared out. */}
              <dl className="mt-6 flex flex-wrap gap-3 print:hidden">
                {keyFacts
                  .filter((row) => row.value)
                  .map((row) => (
                    <div key={row.label} className="flex-[1_1_11rem] rounded-lg border border-surface-line bg-surface/60 px-4 py-3">
                      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{row.label}</dt>
                      <dd className="mt-1 font-semibold text-ink" {...row.valueLanguage}>
                        {keepNumbersWithWords(row.value!)}
                      </dd>
                    </div>
                  ))}
              </dl>
              {/* The floating chat link steps aside while these are on screen (components/layout/chat-link.css). */}
              <div className="product-actions">
                <div className="mt-6 flex flex-wrap items-center gap-3 print:hidden">
                  <AddToQuote
                    item={{
                      key: productKey(category.slug, product.id),
                      name: product.name,
                      category: category.title,
                      href: productPath(category.slug, product.id),
                      moq: product.moq,
                    }}
                    labels={props.basketLabels}
                    className="min-h-11 px-4 text-base"
                  />
                  <ButtonLink locale={locale} href={contactHref(copy.actions.askSubject, copy.actions.askMessage)}>
                    <SvgIcon name="message-square-text" strokeWidth={2} className="size-5" />
                    {copy.actions.ask}
                  </ButtonLink>
                  <ButtonLink
                    locale={locale}
                    href={contactHref(copy.actions.sampleSubject, copy.actions.sampleMessage)}
                    variant="secondary"
                  >
                    <SvgIcon name="package-check" strokeWidth={2} className="size-5" />
                    {copy.actions.sample}
                  </ButtonLink>
                </div>
                {props.channels ? <div className="mt-6 print:hidden">{props.channels}</div> : null}
              </div>
              {!product.checked && (
                <p className="mt-6 flex max-w-prose gap-2 text-sm text-ink-muted">
                  <SvgIcon name="info" strokeWidth={2} className="mt-0.5 size-4 shrink-0" />
                  {copy.typicalNote}
                </p>
              )}
            </div>
            <div role="group" aria-label={fill(copy.galleryLabel)} className="grid gap-3 print:w-28 print:*:not-first:hidden">
              {pictures.map((image, index) => (
                <ContentImage
                  key={image.src}
                  image={image}
                  priority={index === 0}
                  className="h-auto w-full rounded-card border border-surface-line bg-white shadow-card"
                  sizes={index === 0 ? '(min-width: 768px) 440px, 100vw' : '(min-width: 768px) 140px, 33vw'}
                />
              ))}
            </div>
          </div>
        </Container>
      </div>
      <div className="bg-surface/90 py-12 lg:py-16 print:py-3">
        <Container className="grid gap-12 lg:grid-cols-2 lg:gap-x-16 print:block print:columns-2 print:space-y-4 print:gap-x-8">
          {product.descriptionHtml && (
            <Block id="overview" locale={locale} title={copy.overviewTitle}>
              <div
                className="article-body print:text-base print:leading-normal"
                {...inEnglish('description')}
                dangerouslySetInnerHTML={{ __html: product.descriptionHtml }}
              />
            </Block>
          )}
          {specs.length > 0 && (
            <Block id="specs" locale={locale} title={copy.specsTitle}>
              <FactTable labelledBy={titleId('specs')} rows={specs} />
            </Block>
          )}
          {product.options.length > 0 && (
            <Block id="options" locale={locale} title={copy.optionsTitle}>
              <FactTable labelledBy={titleId('options')} rows={rowsOf('options', product.options)} />
            </Block>
          )}
          <Block id="ordering" locale={locale} title={copy.orderingTitle}>
            <FactTable labelledBy={titleId('ordering')} rows={ordering} />
            {product.price && <p className="mt-2 text-sm text-ink-muted">{copy.price.indicative}</p>}
          </Block>
          {props.terms.some((row) => row.value) && (
            <Block id="terms" locale={locale} title={copy.termsTitle}>
              <FactTable labelledBy={titleId('terms')} rows={props.terms} />
            </Block>
          )}
          {packingRows.some((row) => row.value) && (
            <Block id="packing" locale={locale} title={copy.packingTitle}>
              <FactTable labelledBy={titleId('packing')} rows={packingRows} />
            </Block>
          )}
          {originRows.some((row) => row.value) && (
            <Block id="origin" locale={locale} title={copy.originTitle}>
              <FactTable labelledBy={titleId('origin')} rows={originRows} />
            </Block>
          )}
          {certificates.length > 0 && (
            <Block id="certificates" locale={locale} title={copy.certificatesTitle}>
              <ul className="list-disc ps-5">
                {certificates.map((certificate) => (
                  <li key={certificate.id}>
                    <Link locale={locale} href={`/certifications#${certificate.id}`} className="underline underline-offset-4">
                      {certificate.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </Block>
          )}
        </Container>
        <Container className="mt-12 print:mt-3 print:[&>*]:mt-0">{children}</Container>
      </div>
    </>
  );
}
