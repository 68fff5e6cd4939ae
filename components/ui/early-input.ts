'use client';

import { useLayoutEffect, useRef, type RefObject } from 'react';

// The page is drawn before its JavaScript runs (scripts/after-paint.mjs), so a visitor can type,
// choose or tick before the form is live; the browser also refills fields on Back. React keeps
// such a value on screen while it hydrates, but not in the form's state, and the next render would
// wipe it. These hooks read the control once, as it hydrates, and hand any difference to the form.

/** A ref whose element is passed to `report` once, as it mounts (or hydrates). */
function useOnMount<E extends Element>(report: (element: E) => void): RefObject<E | null> {
  const ref = useRef<E>(null);
  useLayoutEffect(() => {
    if (ref.current) report(ref.current);
    // Once, with the first render's props: later renders come from the form's own state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}

/** For a text input, textarea or select: its ref, which reports a value the visitor gave early. */
export function useEarlyValue<E extends HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
  value: string,
  onValue: (value: string) => void,
): RefObject<E | null> {
  return useOnMount<E>((element) => {
    if (element.value !== value) onValue(element.value);
  });
}

/**
 * For a group of checkboxes or radios: the ref of their container, which reports the values
 * checked early (in the options' order) when they differ from `checked`.
 */
export function useEarlyChecked<E extends HTMLElement>(
  checked: readonly string[],
  onChecked: (values: string[]) => void,
): RefObject<E | null> {
  return useOnMount<E>((container) => {
    const boxes = [...container.querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="radio"]')];
    if (boxes.length === 0) return;
    const early = boxes.filter((box) => box.checked).map((box) => box.value);
    if (early.length !== checked.length || early.some((item) => !checked.includes(item))) onChecked(early);
  });
}

/** For a lone checkbox: its ref, which reports a tick (or untick) the visitor gave early. */
export function useEarlyFlag(checked: boolean, onChecked: (checked: boolean) => void): RefObject<HTMLInputElement | null> {
  return useOnMount<HTMLInputElement>((box) => {
    if (box.checked !== checked) onChecked(box.checked);
  });
}
