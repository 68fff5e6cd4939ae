import clsx from 'clsx';
import type { ReactElement, ReactNode } from 'react';
import type { IconName } from '@/content/schema';
import { Icon } from './icon';

type ContactLineProps = {
  /** An icon by name, or one already drawn (a brand's). */
  icon: IconName | ReactElement;
  /** A small heading over the value ("Phone"); none where the icon says enough. */
  label?: string;
  /** The value: a tel: or mailto: link, or the address. */
  children: ReactNode;
  /** The gap after the icon. */
  className?: string;
  /** The icon's colour. */
  iconClassName?: string;
};

/** One way to reach the company, after its icon: the footer's and /contact's phone, e-mail and address rows. */
export function ContactLine({ icon, label, children, className, iconClassName }: ContactLineProps) {
  return (
    <div className={clsx('flex', className)}>
      {typeof icon === 'string' ? <Icon name={icon} className={clsx('mt-0.5 size-5 shrink-0', iconClassName)} /> : icon}
      {label ? (
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wider text-ink-muted uppercase">{label}</p>
          {children}
        </div>
      ) : (
        children
      )}
    </div>
  );
}
