import { useEffect, useRef, type RefObject } from 'react';

/**
 * Closes an open popup on Escape (then `onClose(true)`, so focus can go back to its button)
 * and on a pointer press or a focus move (Tab) outside every element in `inside` (`onClose(false)`):
 * an open popup left behind by Tab would cover what gets the focus next.
 */
export function useDismiss(open: boolean, onClose: (byKeyboard: boolean) => void, inside: RefObject<HTMLElement | null>[]) {
  const latest = useRef({ onClose, inside });
  useEffect(() => {
    latest.current = { onClose, inside };
  });

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') latest.current.onClose(true);
    }
    function onOutside(event: Event) {
      const target = event.target as Node;
      if (!latest.current.inside.some((ref) => ref.current?.contains(target))) latest.current.onClose(false);
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open]);
}
