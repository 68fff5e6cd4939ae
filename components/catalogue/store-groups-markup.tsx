import { getCatalogue } from '@/content/catalogue';
import { getCategories } from '@/content/categories';
import { getUnits } from '@/content/units';
import type { Product } from '@/content/products';
import { productHref, productKey } from '@/content/category-paths';
import { AddToQuote } from '@/components/quote/add-to-quote';
import { formatMoq } from '@/components/quote/units';
import { Link } from '@/components/ui/link';
import { numbersOf, quantityStyleOf } from '@/components/i18n/page-numbers';
import { fill, storeAttr, wideScreen } from './store-dom';
import { SvgIcon } from '@/components/ui/svg-icon';

/** The id of a category's group on /store, which the category index links to. */
export const groupId = (slug: string) => `store-${slug}`;

/**
 * Wide screens see every group open; narrower ones get the groups closed but the first before the
 * first paint, so the first screen shows products, not only headings.
 */
const closeOnNarrowScreens = `matchMedia('${wideScreen}').matches||document.querySelectorAll('details[${storeAttr.group}]').forEach(function(d,i){if(i)d.open=false})`;

function Facts({ product, locale }: { product: Product; locale: string }) {
  const catalogue = getCatalogue(locale);
  const units = getUnits(locale);
  const { store } = catalogue;
  const facts = [
    { label: store.moqLabel, value: product.moq && formatMoq(product.moq, units, locale, quantityStyleOf(locale)) },
    { label: store.leadTimeLabel, value: product.leadTime },
  ].filter((fact) => fact.value);
  if (facts.length === 0) return null;
  return (
    <dl className="col-span-2 row-start-2 flex flex-wrap gap-x-3 text-sm text-ink-muted sm:col-span-1">
      {facts.map(({ label, value }) => (
        <div key={label}>
          <dt className="inline font-medium">{label} </dt>
          <dd className="inline text-ink-soft">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Every category as a group a visitor can open and close, with its products as compact cards: the
 * name, then the minimum order and lead time (on one line where they fit), and the quote button
 * beside them. From md the cards stand two, then three, a row, and the button is its icon alone
 * (AddToQuote compact), so the name and facts keep the card's width; on a phone the button, with its
 * label, goes under the facts. In print the controls go and the cards stand two a row.
 * Rendered on the server only (store-groups.tsx), in `locale`: it is drawn inside a client component, so
 * the page's language comes as a prop; the filter island finds it by its data attributes.
 */
export function StoreGroupsMarkup({ locale }: { locale: string }) {
  const catalogue = getCatalogue(locale);
  const services = getCategories(locale);
  const { store, basket } = catalogue;
  return (
    <>
      {services.map((category) => (
        <details
          key={category.slug}
          id={groupId(category.slug)}
          {...{ [storeAttr.group]: '' }}
          open
          className="group scroll-mt-36 rounded-card border border-surface-line bg-white shadow-card"
        >
          {/*
           * A <summary> holds phrasing and heading content only. A long title wraps within its own
           * column; the count and the chevron stay at the end of its first line.
           */}
          <summary className="flex min-h-11 cursor-pointer list-none items-baseline gap-x-3 rounded-card px-4 py-2 hover:bg-surface/60 sm:px-5 [&::-webkit-details-marker]:hidden">
            <h2 className="min-w-0 flex-1 text-lg font-semibold">{category.title}</h2>
            <span className="inline-flex shrink-0 items-center gap-x-2 text-sm whitespace-nowrap text-ink-muted">
              <span {...{ [storeAttr.count]: '' }}>{fill(store.groupCount, { count: category.products.length }, numbersOf(locale))}</span>
              <SvgIcon name="chevron-down" strokeWidth={2} className="size-5 shrink-0 transition-transform group-open:rotate-180" />
            </span>
          </summary>
          <div className="border-t border-surface-line px-4 pb-1 sm:px-5">
            <ul className="grid gap-x-6 md:grid-cols-2 lg:grid-cols-3 print:grid-cols-2">
              {category.products.map((product) => {
                const href = productHref(category.slug, product);
                const key = productKey(category.slug, product.id);
                return (
                  <li
                    key={product.id}
                    {...{ [storeAttr.product]: '', [storeAttr.search]: product.spec }}
                    className="grid grid-cols-[minmax(0,1fr)_auto] content-start gap-x-3 gap-y-0.5 border-b border-surface-line py-1.5 print:break-inside-avoid"
                  >
                    <Link
                      locale={locale}
                      href={href}
                      {...{ [storeAttr.name]: '' }}
                      className="col-span-2 leading-snug font-medium text-ink underline-offset-4 hover:text-brand-dark hover:underline sm:col-span-1"
                    >
                      {product.name}
                    </Link>
                    <span
                      {...{ [storeAttr.quoteSlot]: '' }}
                      data-key={key}
                      data-name={product.name}
                      data-category={category.title}
                      data-href={href}
                      data-moq-quantity={product.moq?.quantity}
                      data-moq-unit={product.moq?.unit}
                      className="col-span-2 row-start-3 mt-1 sm:col-span-1 sm:col-start-2 sm:row-span-2 sm:row-start-1 sm:mt-0 print:hidden"
                    >
                      <AddToQuote
                        item={{ key, name: product.name, category: category.title, href, moq: product.moq }}
                        labels={basket}
                        compact
                      />
                    </span>
                    <Facts product={product} locale={locale} />
                  </li>
                );
              })}
            </ul>
          </div>
        </details>
      ))}
      <p {...{ [storeAttr.empty]: '' }} hidden className="rounded-card border border-surface-line bg-white p-6 text-ink-soft">
        {store.empty}
      </p>
      <script dangerouslySetInnerHTML={{ __html: closeOnNarrowScreens }} />
    </>
  );
}
