'use client';

import { useSyncExternalStore } from 'react';
import { fillTemplate } from '@/lib/template';

// The day the sheet is printed, not the day the static page was built: set when the browser is
// about to print, so reading the page never loads Intl's date data (docs/print.md).

let printedAt: Date | undefined;

function subscribe(onChange: () => void) {
  const stamp = () => {
    printedAt = new Date();
    onChange();
  };
  window.addEventListener('beforeprint', stamp);
  return () => window.removeEventListener('beforeprint', stamp);
}

/** "Printed on 28 November 2026" in `lang` (Western digits, as the site writes numbers), from the first print on. */
export function PrintDate({ lang, template, className }: { lang: string; template: string; className?: string }) {
  const at = useSyncExternalStore(
    subscribe,
    () => printedAt,
    () => undefined,
  );
  if (!at) return null;
  const date = new Intl.DateTimeFormat(`${lang}-u-nu-latn`, { dateStyle: 'long' }).format(at);
  return <p className={className}>{fillTemplate(template, { date })}</p>;
}
