import { SvgIcon } from '@/components/ui/svg-icon';
import type { CatalogueCopy } from '@/content/catalogue';
import type { Link as LinkItem } from '@/content/schema';
import type { Category } from '@/content/categories';
import { productHref, productKey, productPath } from '@/content/category-paths';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import type { TextLanguage } from '@/components/i18n/text-language';
import { Link } from '@/components/ui/link';
import { AddToQuote } from '@/components/quote/add-to-quote';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { ContentImage } from '@/components/ui/content-image';
import { ProductFacts } from './product-facts';
import { TradeTerms } from './trade-terms';
import { HeadingText } from '@/components/ui/heading-text';
import { queryOf } from '@/lib/query-value';

/** What a category page's head and product list are told, in one language. */
export type CategoryDetailProps = {
  locale: string;
  category: Category;
  /** The catalogue's words around a category (content/catalogue.yml). */
  copy: Pick<CatalogueCopy, 'category' | 'factLabels' | 'basket' | 'terms'>;
  /** Home › Services › the category: the services page's menu link, and the breadcrumb's landmark name. */
  crumbs: { parent: LinkItem; label: string };
  /** How this page marks a product's words its language lacks and shows in English (`product.inEnglish`). */
  english: TextLanguage;
};

/** A category page's head (breadcrumb, title, image, calls to action) and its product list. */
export function CategoryDetail({ category, locale, copy: catalogue, crumbs, english }: CategoryDetailProps) {
  const words = catalogue.category;
  const { parent } = crumbs;
  const subject = words.enquirySubject.replace('{title}', category.title);
  return (
    <>
      <div className="border-b border-surface-line bg-white/90 py-10 lg:py-14">
        <Container>
          <Breadcrumb locale={locale} label={crumbs.label} trail={[parent]} current={category.title} />
          <div className="grid items-center gap-8 md:grid-cols-[1.3fr_1fr] lg:gap-16">
            <div>
              <p className="mb-2 text-sm font-semibold tracking-wider text-brand uppercase">{words.eyebrow}</p>
              <h1 className="text-3xl font-bold sm:text-4xl lg:text-5xl">
                <HeadingText text={category.title} locale={locale} />
              </h1>
              <p className="mt-4 max-w-prose text-lg text-ink-soft">{category.description}</p>
              <div className="mt-8 flex flex-wrap gap-3">
                <ButtonLink locale={locale} href={words.quote.href}>
                  {words.quote.label}
                </ButtonLink>
                <ButtonLink locale={locale} href={`/contact${queryOf({ subject })}`} variant="secondary">
                  <SvgIcon name="message-square-text" strokeWidth={2} className="size-5" />
                  {words.contactLabel}
                </ButtonLink>
              </div>
            </div>
            <ContentImage
              image={category.image}
              priority
              className="h-auto w-full rounded-card border border-surface-line shadow-card"
              sizes="(min-width: 768px) 420px, 100vw"
            />
          </div>
        </Container>
      </div>
      <section aria-labelledby="products-title" className="bg-surface/90 py-12 lg:py-16">
        <Container>
          <h2 id="products-title" className="text-2xl font-bold sm:text-3xl">
            {words.productsTitle}
          </h2>
          <p className="mt-3 max-w-prose text-ink-soft">{words.productsIntro}</p>
          <ul className="mt-8 grid gap-4 md:grid-cols-2">
            {category.products.map((product) => (
              <Card as="li" key={product.id} className="scroll-mt-40 p-5">
                <h3 id={product.id} className="text-base font-semibold" {...(product.inEnglish.includes('name') ? english : {})}>
                  {product.hasPage ? (
                    <Link
                      locale={locale}
                      href={productPath(category.slug, product.id)}
                      className="text-ink underline decoration-brand/40 underline-offset-4 hover:text-brand-dark hover:decoration-brand"
                    >
                      {product.name}
                    </Link>
                  ) : (
                    product.name
                  )}
                </h3>
                {product.summary && (
                  <p className="mt-1 text-sm text-ink-soft" {...(product.inEnglish.includes('summary') ? english : {})}>
                    {product.summary}
                  </p>
                )}
                <ProductFacts product={product} labels={catalogue.factLabels} locale={locale} />
                <AddToQuote
                  item={{
                    key: productKey(category.slug, product.id),
                    name: product.name,
                    category: category.title,
                    href: productHref(category.slug, product),
                    moq: product.moq,
                  }}
                  labels={catalogue.basket}
                  className="mt-4"
                />
              </Card>
            ))}
          </ul>
          <div className="mt-10">
            <TradeTerms terms={catalogue.terms} locale={locale} />
          </div>
        </Container>
      </section>
    </>
  );
}
