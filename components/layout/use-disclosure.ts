import { useRef, useState } from 'react';
import { useDismiss } from './use-dismiss';

/**
 * Open/closed state for a button that discloses a popup (menu, search box). Escape and a press
 * outside `root` close it; after Escape, focus goes back to `button`.
 */
export function useDisclosure<Root extends HTMLElement = HTMLDivElement>() {
  const [open, setOpen] = useState(false);
  const root = useRef<Root>(null);
  const button = useRef<HTMLButtonElement>(null);

  useDismiss(
    open,
    (byKeyboard) => {
      setOpen(false);
      if (byKeyboard) button.current?.focus();
    },
    [root],
  );

  return { open, setOpen, toggle: () => setOpen((value) => !value), root, button };
}
