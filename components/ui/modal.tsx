import clsx from 'clsx';
import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { SvgIcon } from '@/components/ui/svg-icon';

type ModalProps = {
  open: boolean;
  onClose: () => void;
  /** The dialog's heading and accessible name. */
  title: string;
  children: ReactNode;
  /** Where focus goes back on close; defaults to whatever had focus when the dialog opened. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** The close button's words. */
  closeLabel: string;
  className?: string;
};

const tabbable =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Locks page scroll behind the dialog and returns the function that restores it. */
function lockScroll(): () => void {
  // Only <html>: hiding overflow on <body> too would make it a scroll container and break the sticky header.
  const root = document.documentElement;
  const previous = { overflow: root.style.overflow, gutter: root.style.scrollbarGutter };
  // Keep the page from shifting sideways when a classic scrollbar disappears.
  if (window.innerWidth > root.clientWidth) root.style.scrollbarGutter = 'stable';
  root.style.overflow = 'hidden';
  return () => {
    root.style.overflow = previous.overflow;
    root.style.scrollbarGutter = previous.gutter;
  };
}

/**
 * An accessible modal dialog on the native <dialog>: focus moves in on open, Tab wraps inside,
 * Escape, the Close button and a backdrop click close it, and focus returns to the opener.
 */
export function Modal({ open, onClose, title, children, returnFocusRef, closeLabel, className }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pressStartedOnBackdrop = useRef(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = returnFocusRef?.current ?? (document.activeElement as HTMLElement | null);
    if (!dialog.open) dialog.showModal();
    const unlock = lockScroll();
    headingRef.current?.focus();
    return () => {
      unlock();
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [open, returnFocusRef]);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(tabbable));
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    const active = document.activeElement as HTMLElement | null;
    const inList = active ? items.includes(active) : false;
    if (event.shiftKey && (active === first || !inList)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !inList)) {
      event.preventDefault();
      first.focus();
    }
  }

  // The ::backdrop belongs to the <dialog> itself; the content wrapper fills the box, so a press
  // that starts and ends on the dialog element is outside the content. Checking the start
  // too keeps a text selection dragged past the edge from closing the dialog.
  function onPointerDown(event: PointerEvent<HTMLDialogElement>) {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  }

  function onClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget && pressStartedOnBackdrop.current) onClose();
    pressStartedOnBackdrop.current = false;
  }

  // Escape in the browser fires "cancel"; route it through onClose so React state stays the source of truth.
  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    onClose();
  }

  return (
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onClick={onClick}
      onCancel={onCancel}
      onClose={() => {
        // A close we did not ask for (a form with method="dialog", say); ignore stale ones after reopening.
        if (open && !dialogRef.current?.open) onClose();
      }}
      className={clsx(
        'm-auto w-[calc(100%-2rem)] max-w-2xl overflow-hidden rounded-card bg-white p-0 text-ink shadow-lift',
        'max-h-[calc(100dvh-2rem)] backdrop:bg-ink/60',
        'translate-y-2 opacity-0 transition-[opacity,translate,overlay,display] transition-discrete duration-200 ease-out',
        'open:translate-y-0 open:opacity-100 starting:open:translate-y-2 starting:open:opacity-0',
        'motion-reduce:translate-y-0 motion-reduce:transition-none',
        className,
      )}
    >
      <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
        <div className="flex items-start justify-between gap-4 border-b border-surface-line px-5 py-4 sm:px-6">
          <h2 id={titleId} ref={headingRef} tabIndex={-1} className="pt-1.5 text-xl font-bold outline-none sm:text-2xl">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-lg border border-ink/15 px-3 text-sm font-semibold text-ink transition-colors hover:border-brand hover:text-brand-dark"
          >
            <SvgIcon name="x" strokeWidth={1.75} className="size-5" />
            {closeLabel}
          </button>
        </div>
        {/* Focusable so keyboard users can scroll a long text with the arrow keys. */}
        <div tabIndex={0} className="min-h-0 overflow-y-auto overscroll-contain px-5 py-5 sm:px-6 sm:py-6">
          {children}
        </div>
      </div>
    </dialog>
  );
}
