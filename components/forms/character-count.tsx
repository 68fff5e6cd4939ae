import clsx from 'clsx';
import { formatNumber, type NumberStyle } from '@/components/ui/format-number';
import { fillTemplate } from '@/lib/template';

type CharacterCountProps = { length: number; max: number; overLimit: string; numbers: NumberStyle };

/**
 * "1,234 / 5,000" under a text area, as the page's language writes numbers ("1 234 / 5 000" in French). Past the limit it turns red and a polite live region says so
 * once; the text is kept, so nothing the visitor typed is cut off.
 */
export function CharacterCount({ length, max, overLimit, numbers }: CharacterCountProps) {
  const over = length > max;
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
      <p aria-live="polite" className="font-medium text-red-700">
        {over ? fillTemplate(overLimit, { max: formatNumber(max, numbers) }) : ''}
      </p>
      <p className={clsx('ms-auto tabular-nums', over ? 'font-semibold text-red-700' : 'text-ink-muted')}>
        {formatNumber(length, numbers)} / {formatNumber(max, numbers)}
      </p>
    </div>
  );
}
