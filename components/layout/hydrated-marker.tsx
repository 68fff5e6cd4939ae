'use client';

import { useEffect } from 'react';

/**
 * Sets `data-hydrated` on <html> once the page's scripts have taken over: effects run after
 * hydration. Pages are painted before their scripts even load (scripts/after-paint.mjs), so the
 * load event no longer says that controls respond; this does. The browser tests wait for it
 * (e2e/fixtures.ts), and a stylesheet may use it.
 */
export function HydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
