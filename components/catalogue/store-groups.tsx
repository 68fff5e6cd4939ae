'use client';

import { useEffect, useRef } from 'react';

// The catalogue's rows are drawn into the HTML once and not sent again in the page's data: this
// component renders them only while the page is prerendered (typeof window is replaced at build
// time, so the browser's bundle holds neither the markup module nor content/services). In the
// browser it hydrates as an element whose inner HTML React leaves alone; the filter island
// (store-filter.tsx) shows, hides and opens what it finds there, and mounts the quote buttons.

type StoreGroupsProps = { id: string; className?: string };

/** In the browser: keeps the prerendered rows, or loads them when the visitor came by a client-side link. */
function DrawnGroups({ id, className }: StoreGroupsProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Reached without this page's HTML (a client-side navigation), the rows are not here: load it.
    if (ref.current && !ref.current.firstChild) window.location.reload();
  }, []);
  return <div ref={ref} id={id} className={className} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}

/** `locale`: the page's language, which the rows are drawn in while the page is prerendered. */
export function StoreGroups({ id, locale, className }: StoreGroupsProps & { locale: string }) {
  if (typeof window === 'undefined') {
    // Required here, not imported above, so the browser build drops it with this branch.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { StoreGroupsMarkup } = require('./store-groups-markup') as typeof import('./store-groups-markup');
    return (
      <div id={id} className={className}>
        <StoreGroupsMarkup locale={locale} />
      </div>
    );
  }
  return <DrawnGroups id={id} className={className} />;
}
