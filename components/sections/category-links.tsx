import type { Category } from '@/content/categories';
import { categoryPath } from '@/content/category-paths';
import { Link } from '@/components/ui/link';
import { ContentImage } from '@/components/ui/content-image';

/** Compact links to categories, for "other categories" on a category page; `locale`: the page's language. */
export function CategoryLinks({ items, locale }: { items: Pick<Category, 'slug' | 'title' | 'image'>[]; locale: string }) {
  return (
    <ul className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
      {items.map((category) => (
        <li key={category.slug}>
          <Link
            locale={locale}
            href={categoryPath(category.slug)}
            className="flex min-h-14 items-center gap-3 rounded-xl border border-surface-line bg-white p-2 pe-3 text-sm font-medium text-ink shadow-card transition hover:-translate-y-0.5 hover:border-brand hover:shadow-lift motion-reduce:hover:translate-y-0"
          >
            <ContentImage image={category.image} sizes="53px" className="h-10 w-[53px] shrink-0 rounded-lg" />
            {category.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
