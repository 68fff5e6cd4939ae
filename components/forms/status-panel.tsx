import clsx from 'clsx';
import { SvgIcon } from '@/components/ui/svg-icon';
import { useEffect, useRef, type ReactNode } from 'react';
import type { Notice } from '@/content/forms';
import { buttonClasses } from '@/components/ui/button-link';
import { fillTemplate } from '@/lib/template';
import { focusRing } from './field';

type StatusPanelProps = {
  title: string;
  children: ReactNode;
  tone?: 'success' | 'info';
  className?: string;
};

/** The outcome of a form, announced and focused when it appears so nobody misses it. */
export function StatusPanel({ title, children, tone = 'success', className }: StatusPanelProps) {
  const root = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The panel replaces a long form: bring all of it into view, clear of the sticky header.
    heading.current?.focus({ preventScroll: true });
    root.current?.scrollIntoView?.({ block: 'center' });
  }, []);
  return (
    <div
      ref={root}
      role="status"
      className={clsx(
        'rounded-card border p-6 sm:p-8',
        tone === 'success' ? 'border-brand/30 bg-brand-light' : 'border-saffron/60 bg-saffron-light',
        className,
      )}
    >
      <div className="flex items-start gap-3">
        <SvgIcon
          name={tone === 'success' ? 'circle-check' : 'info'}
          strokeWidth={1.75}
          className={clsx('mt-0.5 size-7 shrink-0', tone === 'success' ? 'text-brand' : 'text-saffron-dark')}
        />
        <h2 ref={heading} tabIndex={-1} className="text-xl font-bold outline-none sm:text-2xl">
          {title}
        </h2>
      </div>
      <div className="mt-3 grid gap-4 sm:ps-10">{children}</div>
    </div>
  );
}

type SentPanelProps = {
  notice: Notice;
  /** Filled into the notice's text: the visitor's name and e-mail. */
  values: { name: string; email: string };
  againLabel: string;
  onAgain: () => void;
  /** Further actions shown before "again", such as a link home. */
  children?: ReactNode;
};

/** The confirmation after a delivered form, with a way to start a new one. */
export function SentPanel({ notice, values, againLabel, onAgain, children }: SentPanelProps) {
  return (
    <StatusPanel title={notice.title}>
      <p className="text-ink-soft">{fillTemplate(notice.text, { name: values.name.trim(), email: values.email.trim() })}</p>
      <div className="flex flex-wrap gap-3">
        {children}
        <button type="button" onClick={onAgain} className={buttonClasses('secondary', focusRing)}>
          {againLabel}
        </button>
      </div>
    </StatusPanel>
  );
}
