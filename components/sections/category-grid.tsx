import { SvgIcon } from '@/components/ui/svg-icon';
import type { Category } from '@/content/categories';
import { categoryPath } from '@/content/category-paths';
import { Link } from '@/components/ui/link';
import { Card } from '@/components/ui/card';
import { ContentImage } from '@/components/ui/content-image';

/** A category as its card shows it. */
export type CategoryCard = Pick<Category, 'slug' | 'title' | 'description' | 'image'>;

/** The category cards of /services: image, title, description and a link (`cardLink`, "View products"). */
export function CategoryGrid({ items, cardLink, locale }: { items: CategoryCard[]; cardLink: string; locale: string }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {items.map((category, index) => (
        <Card as="li" key={category.slug} interactive className="flex flex-col overflow-hidden p-0">
          {/* The first card's image is the largest thing in a phone's first screen: fetched at once, not lazily. */}
          <ContentImage
            image={category.image}
            priority={index === 0}
            className="aspect-[4/3] h-auto w-full"
            sizes="(min-width: 1280px) 280px, (min-width: 640px) 45vw, 100vw"
          />
          <div className="flex flex-1 flex-col p-5">
            <h2 className="text-lg font-semibold">{category.title}</h2>
            <p className="mt-2 flex-1 text-sm text-ink-soft">{category.description}</p>
            <Link
              locale={locale}
              href={categoryPath(category.slug)}
              className="mt-4 inline-flex min-h-11 items-center gap-1.5 self-start font-semibold text-brand-dark underline-offset-4 hover:underline"
            >
              {cardLink}
              <span className="sr-only">: {category.title}</span>
              <SvgIcon name="arrow-right" strokeWidth={2} className="size-4 rtl:-scale-x-100" />
            </Link>
          </div>
        </Card>
      ))}
    </ul>
  );
}
