/**
 * Until the returned function is called: Escape calls `onClose(true)`, so focus can go back to the
 * control that opened the popup, and a pointer press or a focus move (Tab) outside every element
 * `inside()` returns calls `onClose(false)`: an open popup left behind by Tab would cover what
 * gets the focus next. Shared by the site's disclosures, React-driven or a plain <details>.
 */
export function listenForDismiss(inside: () => (Element | null)[], onClose: (byKeyboard: boolean) => void): () => void {
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') onClose(true);
  }
  function onOutside(event: Event) {
    const target = event.target;
    if (target instanceof Node && !inside().some((element) => element?.contains(target))) onClose(false);
  }
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('pointerdown', onOutside);
  document.addEventListener('focusin', onOutside);
  return () => {
    document.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('pointerdown', onOutside);
    document.removeEventListener('focusin', onOutside);
  };
}

/** Whether a click chose a link (choosing one closes the menu or index it sits in). */
export const choseLink = (target: EventTarget | null) => target instanceof Element && Boolean(target.closest('a[href]'));
