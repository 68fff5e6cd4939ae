'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

/**
 * The route a pointer, touch or focus event is aimed at: a same-origin link to another page of
 * this site, without the base path (the router adds it). Null for anything else.
 */
function intendedRoute(target: EventTarget | null, here: Location): string | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== here.origin) return null;
  if (link.target || link.hasAttribute('download')) return null;
  const { pathname, search } = link;
  if (!pathname.startsWith(basePath) || /\.[a-z0-9]+$/i.test(pathname)) return null;
  if (pathname === here.pathname && search === here.search) return null;
  return `${pathname.slice(basePath.length) || '/'}${search}`;
}

/**
 * Prefetches a page when the visitor shows intent to open it (points at, touches or focuses a
 * link), once per page, with one listener for the whole document. Links themselves never
 * prefetch on sight (components/ui/link.tsx).
 */
export function PrefetchOnIntent() {
  const router = useRouter();

  useEffect(() => {
    const fetched = new Set<string>();
    function onIntent(event: Event) {
      const route = intendedRoute(event.target, window.location);
      if (!route || fetched.has(route)) return;
      fetched.add(route);
      router.prefetch(route);
    }
    const intents = ['pointerover', 'touchstart', 'focusin'] as const;
    for (const type of intents) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      for (const type of intents) document.removeEventListener(type, onIntent);
    };
  }, [router]);

  return null;
}
