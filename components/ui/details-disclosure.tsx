'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { choseLink, listenForDismiss } from './dismiss';

/**
 * A <details> (its <summary> first among the children) that, once scripts run, behaves like the
 * site's other disclosures (disclosure.tsx): Escape closes it and gives the focus back to its
 * summary; a press or a focus move outside it, or choosing a link in it, closes it. Without
 * JavaScript it is a plain <details> that still opens and closes.
 */
export function DetailsDisclosure({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    let stop: (() => void) | undefined;
    const close = (byKeyboard: boolean) => {
      details.open = false;
      if (byKeyboard) details.querySelector('summary')?.focus();
    };
    const onToggle = () => {
      stop?.();
      stop = details.open ? listenForDismiss(() => [details], close) : undefined;
    };
    const onClick = (event: MouseEvent) => {
      if (choseLink(event.target)) details.open = false;
    };
    // Opened before the scripts ran: it listens from now on; or closes, if the focus has already moved on
    // to another control (Tab past its last link while the page was still loading its scripts).
    const focused = document.activeElement;
    if (details.open && focused && focused !== document.body && !details.contains(focused)) details.open = false;
    onToggle();
    details.addEventListener('toggle', onToggle);
    details.addEventListener('click', onClick);
    return () => {
      stop?.();
      details.removeEventListener('toggle', onToggle);
      details.removeEventListener('click', onClick);
    };
  }, []);

  return (
    <details ref={ref} className={className}>
      {children}
    </details>
  );
}
