'use client';

import { useEffect, useRef } from 'react';
import { englishNumbers, formatNumber, type NumberStyle } from '@/components/ui/format-number';

type StatCounterProps = {
  target: number;
  /** Where the figure goes, as "#": "#", "#+", "#%" in English, "# %" in French. */
  pattern?: string;
  /** How the page's language groups digits, worked out at build (numberStyleOf). */
  numbers?: NumberStyle;
  durationMs: number;
  delayMs: number;
};

const format = (value: number, pattern: string, numbers: NumberStyle) =>
  pattern.replace('#', () => formatNumber(Math.round(value), numbers));

/**
 * A figure that counts up from 0 once it scrolls into view, written as the page's language writes
 * numbers (the pattern and grouping come from the server, so no Intl runs here). The HTML carries the real figure,
 * so crawlers, readers without JavaScript and reduced-motion visitors see it as is;
 * framer-motion is fetched only when the animation is about to run.
 */
export function StatCounter({ target, pattern = '#', numbers = englishNumbers, durationMs, delayMs }: StatCounterProps) {
  const ref = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    // Already on screen: resetting to 0 would flash a wrong figure, so keep the real one.
    const box = element.getBoundingClientRect();
    if (box.top < window.innerHeight && box.bottom > 0) return;

    let stop: (() => void) | undefined;
    let cancelled = false;
    element.textContent = format(0, pattern, numbers);

    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        import('framer-motion')
          .then(({ animate }) => {
            if (cancelled) return;
            const controls = animate(0, target, {
              duration: durationMs / 1000,
              delay: delayMs / 1000,
              ease: 'easeOut',
              onUpdate: (value) => {
                element.textContent = format(value, pattern, numbers);
              },
            });
            stop = () => controls.stop();
          })
          .catch(() => {
            element.textContent = format(target, pattern, numbers);
          });
      },
      { threshold: 0.5 },
    );
    observer.observe(element);

    return () => {
      cancelled = true;
      observer.disconnect();
      stop?.();
      element.textContent = format(target, pattern, numbers);
    };
  }, [target, pattern, numbers, durationMs, delayMs]);

  return (
    <span ref={ref} className="tabular-nums">
      {format(target, pattern, numbers)}
    </span>
  );
}
