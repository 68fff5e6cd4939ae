import clsx from 'clsx';
import type { ChangeEvent, InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { useEarlyValue } from '@/components/ui/early-input';
import { SvgIcon } from '@/components/ui/svg-icon';

// Label, control, then what may vary (counter, hint, error): the markup every field shares. With
// nothing but the label above the control, the controls of a form row stay level whatever their hints say.
// The hint, counter and error ids go into aria-describedby, so a screen reader reads them with the field.

type ControlProps = {
  id: string;
  name: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

/** The accent focus ring, set on form controls themselves so it never depends on a global rule. */
export const focusRing = 'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand';

export function controlClasses(invalid: boolean, className?: string) {
  return clsx(
    'block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-ink shadow-sm transition-colors placeholder:text-ink-muted',
    focusRing,
    invalid ? 'border-red-700 ring-1 ring-red-700' : 'border-ink-muted/60 hover:border-ink-muted',
    className,
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm font-medium text-red-700">
      <SvgIcon name="circle-alert" strokeWidth={2} className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

/**
 * The grid a form's fields sit in: one column, or two from the small breakpoint when `columns` is 2.
 * Every item takes two rows, and the first of each pair is only as tall as its labels, so a
 * field's control (Field's second row) lines up with its neighbour's however the labels wrap, and
 * a taller neighbour (a fieldset) grows only the second row. A class on the grid itself, not a
 * `:has()` rule: a selector that any element might match makes the browser restyle the whole page
 * each time the parser adds to it (docs/performance.md).
 */
export function FieldGrid({ columns = 2, children }: { columns?: 1 | 2; children: ReactNode }) {
  return (
    <div className={clsx('grid auto-rows-[minmax(min-content,0)_auto] gap-x-6 gap-y-5 *:row-span-2', columns === 2 && 'sm:grid-cols-2')}>
      {children}
    </div>
  );
}

type FieldProps = {
  id: string;
  /** Defaults to the id. */
  name?: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  /** "(optional)", shown after the label and part of its accessible name. */
  optional?: string;
  /** Shown right under the control, before the hint and the error: a character counter. */
  after?: ReactNode;
  afterId?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

function Field({ id, name, label, hint, error, optional, after, afterId, className, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  return (
    // Two rows of the form's grid (FieldGrid) as a subgrid: the label on the first, so the controls
    // of a row share a top edge however their labels wrap.
    <div data-field className={clsx('row-span-2 grid grid-rows-subgrid gap-1.5', className)}>
      <label htmlFor={id} className="self-end font-semibold text-ink">
        {label}
        {optional && <span className="font-normal text-ink-muted"> {optional}</span>}
      </label>
      <div className="grid content-start gap-1.5">
        {children({
          id,
          name: name ?? id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy(hintId, afterId, error && errorId),
        })}
        {after}
        {hint && (
          <p id={hintId} className="text-sm text-ink-muted">
            {hint}
          </p>
        )}
        <FieldError id={errorId} message={error} />
      </div>
    </div>
  );
}

type Shared = Omit<FieldProps, 'children' | 'after' | 'afterId'> & {
  value: string;
  onValue: (value: string) => void;
};

type TextFieldProps = Shared &
  Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'placeholder' | 'spellCheck' | 'maxLength'>;

export function TextField({
  value,
  onValue,
  type = 'text',
  autoComplete,
  inputMode,
  placeholder,
  spellCheck,
  maxLength,
  ...field
}: TextFieldProps) {
  const ref = useEarlyValue<HTMLInputElement>(value, onValue);
  return (
    <Field {...field}>
      {({ name, ...control }) => (
        <input
          {...control}
          // A password has no name, so no submission the browser makes by itself can carry it.
          name={type === 'password' ? undefined : name}
          ref={ref}
          type={type}
          maxLength={maxLength}
          value={value}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onValue(event.target.value)}
          autoComplete={autoComplete}
          inputMode={inputMode}
          placeholder={placeholder}
          spellCheck={spellCheck}
          // Names and subjects may be typed in Urdu or Arabic: let the browser pick the direction.
          dir={type === 'text' ? 'auto' : undefined}
          className={controlClasses(Boolean(field.error))}
        />
      )}
    </Field>
  );
}

/** An e-mail address: the right keyboard, autofill and no spell-check underline. */
export function EmailField(props: Omit<Shared, 'name'> & Pick<TextFieldProps, 'maxLength'>) {
  return <TextField {...props} name="email" type="email" autoComplete="email" spellCheck={false} />;
}

/** A phone number, international format welcome: the phone keypad and autofill. */
export function PhoneField(props: Omit<Shared, 'name'> & Pick<TextFieldProps, 'maxLength'>) {
  return <TextField {...props} name="phone" type="tel" autoComplete="tel" inputMode="tel" />;
}

type TextAreaFieldProps = Shared & {
  rows?: number;
  /** A soft limit: the counter turns red past it and validation refuses the text; nothing is cut. */
  limit?: number;
  counter?: (length: number) => ReactNode;
};

export function TextAreaField({ value, onValue, rows = 7, limit, counter, ...field }: TextAreaFieldProps) {
  const counterId = limit ? `${field.id}-count` : undefined;
  const ref = useEarlyValue<HTMLTextAreaElement>(value, onValue);
  return (
    <Field {...field} afterId={counterId} after={counterId && counter ? <div id={counterId}>{counter(value.length)}</div> : null}>
      {(control) => (
        <textarea
          {...control}
          ref={ref}
          rows={rows}
          dir="auto"
          value={value}
          onChange={(event) => onValue(event.target.value)}
          className={controlClasses(Boolean(field.error), 'min-h-40 resize-y leading-relaxed')}
        />
      )}
    </Field>
  );
}

type SelectFieldProps = Shared &
  Pick<SelectHTMLAttributes<HTMLSelectElement>, 'autoComplete'> & {
    /** The first option, chosen while nothing is. */
    placeholder?: string;
    options: { value: string; label: string }[];
  };

export function SelectField({ value, onValue, placeholder, options, autoComplete, ...field }: SelectFieldProps) {
  const ref = useEarlyValue<HTMLSelectElement>(value, onValue);
  return (
    <Field {...field}>
      {(control) => (
        <select
          {...control}
          ref={ref}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          autoComplete={autoComplete}
          className={controlClasses(Boolean(field.error), clsx('pe-8', value === '' && 'text-ink-muted'))}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value} className="text-ink">
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
