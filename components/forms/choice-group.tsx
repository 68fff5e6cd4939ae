import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useEarlyChecked, useEarlyFlag } from '@/components/ui/early-input';
import { describedBy, FieldError, focusRing } from './field';

// Radio buttons and checkboxes. A group sits in a fieldset whose legend names it; a lone
// checkbox (the terms) carries its own error.

type Option = { value: string; label: string };

const boxClasses = clsx('mt-0.5 size-5 shrink-0 accent-brand', focusRing);
const optionClasses =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-surface-line bg-white px-3 py-2.5 transition-colors hover:border-brand has-[:checked]:border-brand has-[:checked]:bg-brand-light';

type ChoiceGroupProps = {
  id: string;
  legend: string;
  hint?: ReactNode;
  error?: string;
  options: Option[];
  className?: string;
  /** "pairs": two columns at every width, for short labels; "list": one column on phones, up to three. */
  layout?: 'pairs' | 'list';
} & (
  | { type: 'radio'; value: string; onValue: (value: string) => void }
  | { type: 'checkbox'; value: string[]; onValue: (value: string[]) => void }
);

export function ChoiceGroup(props: ChoiceGroupProps) {
  const { id, legend, hint, error, options, className, layout = 'list' } = props;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const ref = useEarlyChecked<HTMLFieldSetElement>(props.type === 'radio' ? [props.value].filter(Boolean) : props.value, (values) => {
    if (props.type === 'radio') props.onValue(values[0] ?? '');
    else props.onValue(values);
  });

  function isChecked(option: string) {
    return props.type === 'radio' ? props.value === option : props.value.includes(option);
  }

  function toggle(option: string, checked: boolean) {
    if (props.type === 'radio') {
      props.onValue(option);
      return;
    }
    // Keep the options' own order, whatever order they were ticked in.
    const next = options.map((item) => item.value).filter((item) => (item === option ? checked : props.value.includes(item)));
    props.onValue(next);
  }

  return (
    <fieldset
      ref={ref}
      id={id}
      role={props.type === 'radio' ? 'radiogroup' : undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(hintId, error && errorId)}
      className={clsx('grid gap-2', className)}
    >
      <legend className="mb-1.5 font-semibold text-ink">{legend}</legend>
      {hint && (
        <p id={hintId} className="-mt-1 mb-1 text-sm text-ink-muted">
          {hint}
        </p>
      )}
      <div className={clsx('grid gap-2', layout === 'pairs' ? 'grid-cols-2' : 'sm:grid-cols-2 lg:grid-cols-3')}>
        {options.map((option) => (
          <label key={option.value} className={clsx(optionClasses, error && 'border-red-700')}>
            <input
              type={props.type}
              name={id}
              value={option.value}
              checked={isChecked(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              className={boxClasses}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

type CheckboxFieldProps = {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  hint?: ReactNode;
  error?: string;
  className?: string;
};

export function CheckboxField({ id, label, checked, onChecked, hint, error, className }: CheckboxFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const ref = useEarlyFlag(checked, onChecked);
  return (
    <div className={clsx('grid gap-1.5', className)}>
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          id={id}
          name={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChecked(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, error && errorId)}
          className={clsx(boxClasses, 'mt-1 cursor-pointer', error && 'outline-2 outline-offset-2 outline-red-700')}
        />
        <div className="grid gap-1">
          <label htmlFor={id} className="cursor-pointer font-semibold text-ink">
            {label}
          </label>
          {hint && (
            <p id={hintId} className="text-sm text-ink-muted">
              {hint}
            </p>
          )}
        </div>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
