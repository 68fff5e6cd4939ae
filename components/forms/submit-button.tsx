import clsx from 'clsx';
import { buttonClasses } from '@/components/ui/button-link';
import { focusRing } from './field';
import { SvgIcon } from '@/components/ui/svg-icon';

type SubmitButtonProps = { label: string; busyLabel: string; busy: boolean; className?: string };

/** While sending it says so and refuses clicks; aria-disabled rather than disabled keeps the focus on it. */
export function SubmitButton({ label, busyLabel, busy, className }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
      }}
      className={buttonClasses(
        'primary',
        clsx('w-full aria-disabled:cursor-progress aria-disabled:opacity-75 sm:w-auto sm:min-w-44', focusRing, className),
      )}
    >
      {busy && <SvgIcon name="loader-circle" strokeWidth={2} className="size-5 animate-spin motion-reduce:animate-none" />}
      {busy ? busyLabel : label}
    </button>
  );
}
