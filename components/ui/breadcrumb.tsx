import { SvgIcon } from './svg-icon';
import type { Link as LinkItem } from '@/content/schema';
import { Link } from './link';

type BreadcrumbProps = {
  /** The landmark's name (content/interface.yml landmarks.breadcrumb). */
  label: string;
  /** The pages above this one, from the top, each its English path and its name in the page's language. */
  trail: LinkItem[];
  /** This page's name. */
  current: string;
  /** The page's language: the trail leads to its pages. */
  locale: string;
  className?: string;
};

/** The way up from a page: its parents as links, then the page itself. */
export function Breadcrumb({ label, trail, current, locale, className = 'mb-6 text-sm' }: BreadcrumbProps) {
  return (
    <nav aria-label={label} className={className}>
      <ol className="flex flex-wrap items-center gap-1 text-ink-muted">
        {trail.map((crumb) => (
          <li key={crumb.href} className="flex items-center gap-1">
            <Link href={crumb.href} locale={locale} className="underline-offset-4 hover:text-ink hover:underline">
              {crumb.label}
            </Link>
            <SvgIcon name="chevron-right" strokeWidth={2} className="size-4 rtl:-scale-x-100" />
          </li>
        ))}
        <li aria-current="page" className="font-medium text-ink">
          {current}
        </li>
      </ol>
    </nav>
  );
}
