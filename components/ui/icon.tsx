import type { IconName } from '@/content/schema';
import { SvgIcon } from './svg-icon';

/** A decorative lucide icon chosen by its content key. One stroke width throughout. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <SvgIcon name={name} className={className} />;
}

/** An icon on a soft brand-tinted tile, as used at the top of feature cards. */
export function IconTile({ name, className }: { name: IconName; className?: string }) {
  return (
    <span className={className ?? 'inline-flex size-12 items-center justify-center rounded-xl bg-brand-light text-brand'}>
      <Icon name={name} />
    </span>
  );
}
