import { SvgIcon } from '@/components/ui/svg-icon';
import { getCatalogue } from '@/content/catalogue';
import { getCategories } from '@/content/categories';
import { DetailsDisclosure } from '@/components/ui/details-disclosure';
import { fill } from './store-dom';
import { StoreFilter } from './store-filter';
import { numbersOf } from '@/components/i18n/page-numbers';
import { StoreGroups } from './store-groups';
import { groupId } from './store-groups-markup';

const listId = 'store-groups';
const inputId = 'store-filter';
const statusId = 'store-status';

/**
 * /store: a bar that stays under the header (the filter, its count and the category index), then
 * every category as a group of compact product rows.
 */
export function StoreCatalogue({ locale }: { locale: string }) {
  const catalogue = getCatalogue(locale);
  const categories = getCategories(locale);
  const { store, basket } = catalogue;
  const total = categories.reduce((sum, category) => sum + category.products.length, 0);
  const numbers = numbersOf(locale);
  const labels = { status: store.status, groupCount: store.groupCount, groupCountFiltered: store.groupCountFiltered };
  return (
    <div>
      <div className="sticky top-16 z-30 -mx-4 border-b border-surface-line bg-surface/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:mx-0 lg:rounded-card lg:border lg:px-5 print:hidden">
        <div className="relative flex items-end gap-2 sm:gap-3">
          {/* Filters as you type, with nothing to submit: a search landmark, not a form. */}
          <div role="search" aria-label={store.searchLabel} className="min-w-0 flex-1">
            <div className="mb-1.5 flex flex-wrap items-baseline justify-between gap-x-3">
              <label htmlFor={inputId} className="text-sm font-medium">
                {store.filterLabel}
              </label>
              <p id={statusId} role="status" className="text-sm text-ink-muted">
                {fill(store.status, { shown: total, total }, numbers)}
              </p>
            </div>
            <div className="relative">
              <SvgIcon
                name="search"
                strokeWidth={2}
                className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-ink-muted"
              />
              <input
                id={inputId}
                type="search"
                placeholder={store.filterPlaceholder}
                className="min-h-11 w-full rounded-lg border border-ink/20 bg-white ps-10 pe-3 text-base placeholder:text-ink-muted focus:border-brand"
              />
            </div>
          </div>
          <StoreFilter
            listId={listId}
            inputId={inputId}
            statusId={statusId}
            total={total}
            labels={labels}
            basketLabels={basket}
            numbers={numbers}
          />
          <DetailsDisclosure className="group/index">
            <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg border border-ink/20 bg-white px-3 text-sm font-semibold text-ink group-open/index:border-brand hover:border-brand hover:text-brand-dark [&::-webkit-details-marker]:hidden">
              <SvgIcon name="list" strokeWidth={2} className="size-5" />
              <span className="max-sm:sr-only">{store.indexLabel}</span>
            </summary>
            <nav
              aria-label={store.indexTitle}
              className="absolute inset-x-0 top-full z-10 mt-2 max-h-[70vh] overflow-y-auto rounded-card border border-surface-line bg-white p-2 shadow-card"
            >
              <ul className="grid sm:grid-cols-2 lg:grid-cols-4">
                {categories.map((category) => (
                  <li key={category.slug}>
                    <a
                      href={`#${groupId(category.slug)}`}
                      className="flex min-h-10 items-center justify-between gap-3 rounded-lg px-3 py-1.5 text-sm text-ink hover:bg-brand-light hover:text-brand-dark"
                    >
                      {category.title}
                      <span className="text-ink-muted tabular-nums">{category.products.length}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </DetailsDisclosure>
        </div>
      </div>
      <StoreGroups id={listId} locale={locale} className="mt-5 grid gap-3" />
    </div>
  );
}
