'use client';

import { useRef, useState, type ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button-link';
import { Modal } from '@/components/ui/modal';

type PolicyModalTriggerProps = {
  /** The policy's title: the dialog's name, and added to the button's name for screen readers. */
  title: string;
  label: string;
  about: string;
  closeLabel: string;
  /** The full policy text, rendered on the server. */
  children: ReactNode;
  className?: string;
};

/** A policy card's Read More button and the dialog it opens. */
export function PolicyModalTrigger({ title, label, about, closeLabel, children, className }: PolicyModalTriggerProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={buttonClasses('secondary', className)}
      >
        {label}
        <span className="sr-only">
          {' '}
          {about} {title}
        </span>
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={title} returnFocusRef={button} closeLabel={closeLabel}>
        {children}
      </Modal>
    </>
  );
}
