import clsx from 'clsx';
import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { choseLink, listenForDismiss } from './dismiss';
import { type IconId, SvgIcon } from '@/components/ui/svg-icon';

export type DisclosureControls = {
  /** Closes the panel; with `returnFocus`, the focus goes back to the button. */
  close: (returnFocus?: boolean) => void;
};

const DisclosureContext = createContext<DisclosureControls>({ close: () => {} });

/** The controls of the disclosure panel a component sits in (the header's search form closes its box on submit). */
export const useDisclosureControls = () => useContext(DisclosureContext);

type DisclosureProps = {
  /** What the button shows; its text is the button's name. Parts may follow its state with group-aria-expanded:. */
  button: ReactNode;
  buttonClassName: string;
  /** The panel's id, which the button's aria-controls names; a generated one when not given. */
  panelId?: string;
  panelClassName?: string;
  /** Runs each time the panel opens, e.g. to put the focus in its field. */
  onOpen?: () => void;
  children: ReactNode;
  className?: string;
};

/**
 * A button that shows and hides the panel after it (the header's search box, menus and mobile
 * menu): aria-expanded and aria-controls on the button; Escape closes the panel and gives the
 * focus back to the button; a press or a focus move outside, or choosing a link in the panel,
 * closes it. The store's category index gets the same behaviour on a <details> (details-disclosure.tsx).
 */
export function Disclosure({ button, buttonClassName, panelId, panelClassName, onOpen, children, className }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const generatedId = useId();
  const id = panelId ?? generatedId;

  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);
  const controls = useMemo(() => ({ close }), [close]);

  const latestOnOpen = useRef(onOpen);
  useEffect(() => {
    latestOnOpen.current = onOpen;
  });

  useEffect(() => {
    if (!open) return;
    latestOnOpen.current?.();
    return listenForDismiss(() => [root.current], close);
  }, [open, close]);

  return (
    <div ref={root} className={className}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className={clsx('group', buttonClassName)}
      >
        {button}
      </button>
      <div id={id} hidden={!open} onClick={(event) => choseLink(event.target) && close()} className={panelClassName}>
        <DisclosureContext value={controls}>{children}</DisclosureContext>
      </div>
    </div>
  );
}

type DisclosureIconProps = {
  icon: IconId;
  className?: string;
  /** The button's name, after the icon; seen only by screen readers unless labelClassName says otherwise. */
  label?: string;
  labelClassName?: string;
};

/** The button's icon, which turns into a cross while its panel is open, and its name. */
export function DisclosureIcon({ icon, className, label, labelClassName = 'sr-only' }: DisclosureIconProps) {
  return (
    <>
      <SvgIcon name={icon} strokeWidth={2} className={clsx(className, 'group-aria-expanded:hidden')} />
      <SvgIcon name="x" strokeWidth={2} className={clsx(className, 'hidden group-aria-expanded:block')} />
      {label && <span className={labelClassName}>{label}</span>}
    </>
  );
}
