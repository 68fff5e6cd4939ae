import type { PluralForms } from '@/content/schema';
import { pluralForm } from '@/components/quote/units';
import { fillTemplate } from '@/lib/template';
import { SvgIcon } from '@/components/ui/svg-icon';

type ErrorSummaryProps = {
  /** Errors at the last submit; 0 hides the summary. */
  count: number;
  /** Bumped on each failed submit, so the same text is announced again. */
  attempt: number;
  /** By plural category; {count} is the number of fields. */
  copy: PluralForms;
  /** The page's language, whose plural rules choose the form. */
  locale: string;
};

/** Announces a failed submit. The live region is always in the page, so its new text is read out. */
export function ErrorSummary({ count, attempt, copy, locale }: ErrorSummaryProps) {
  return (
    <div role="alert" aria-atomic="true">
      {count > 0 && (
        <p
          key={attempt}
          className="mb-6 flex items-start gap-2 rounded-lg border border-red-700/30 bg-red-50 px-4 py-3 font-medium text-red-800"
        >
          <SvgIcon name="circle-alert" strokeWidth={2} className="mt-0.5 size-5 shrink-0" />
          <span>{fillTemplate(pluralForm(copy, count, locale), { count })}</span>
        </p>
      )}
    </div>
  );
}
