import type { ReactNode } from 'react';
import { placeholders } from '@/content/placeholders';
import { getPreview } from '@/content/preview';
import { pluralForm } from '@/components/quote/units';
import { siteEnv, type SiteEnv } from '@/lib/site-env';
import { formatNumber } from '@/components/ui/format-number';
import { numbersOf } from '@/components/i18n/page-numbers';

type PreviewRibbonProps = {
  /** The page's language (a code of content/locales.yml). */
  locale: string;
  env?: SiteEnv;
  /** How many content values are still placeholders (content/placeholders.ts). */
  placeholdersLeft?: number;
};

/**
 * A strip above the header on preview builds, naming the branch and commit and counting the
 * placeholders a production build would refuse, so a shared link is never mistaken for the live
 * site. In the page flow (not fixed), so it covers nothing; no JS.
 */
export function PreviewRibbon({ locale, env = siteEnv(), placeholdersLeft = placeholders().length }: PreviewRibbonProps) {
  const preview = getPreview(locale);
  if (env.production) return null;
  const parts: ReactNode[] = [
    <strong key="label" className="font-bold tracking-wider uppercase">
      {preview.label}
    </strong>,
  ];
  if (env.branch) {
    parts.push(
      <span key="branch" className="min-w-0 break-all">
        {preview.branch} <code className="font-mono font-semibold">{env.branch}</code>
      </span>,
    );
  }
  if (env.commit) {
    parts.push(
      <span key="commit">
        {preview.commit} <code className="font-mono font-semibold">{env.commit}</code>
      </span>,
    );
  }
  if (placeholdersLeft > 0) {
    parts.push(
      <span key="placeholders">
        {pluralForm(preview.placeholdersLeft, placeholdersLeft, locale).replace(
          '{count}',
          formatNumber(placeholdersLeft, numbersOf(locale)),
        )}
      </span>,
    );
  }
  return (
    <aside aria-label={preview.landmark} className="bg-saffron text-ink">
      <p className="mx-auto flex max-w-content flex-wrap items-baseline gap-x-2 px-4 py-1 text-xs leading-5 sm:px-6 lg:px-8">
        {parts.map((part, index) =>
          index === 0 ? (
            part
          ) : (
            // The separator wraps with the part it introduces, so no line ends in a dangling dot.
            <span key={index} className="inline-flex min-w-0 items-baseline gap-x-2">
              <span aria-hidden="true">{preview.separator}</span>
              {part}
            </span>
          ),
        )}
      </p>
    </aside>
  );
}
