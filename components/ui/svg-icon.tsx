import clsx from 'clsx';
import { asset } from './asset';
import type { lucideIcons } from './sprite';

/** An icon of the site's sprite (components/ui/sprite.ts) by its id. */
export type IconId = keyof typeof lucideIcons;

/** Where the sprite is served (app/icons.svg/route.ts). */
export const spritePath = '/icons.svg';

type SvgIconProps = {
  name: IconId;
  /** Its size and colour; size-6 unless given. */
  className?: string;
  /** lucide's stroke width, 1.75 unless given. */
  strokeWidth?: number;
};

/**
 * A decorative lucide icon: a reference to its symbol in the sprite, so a page carries a short
 * <use> rather than the icon's shapes twice (docs/performance.md, "A page's weight"), and a client
 * component no lucide code. Its stroke width is in svg-icon.css, which app/globals.css imports.
 */
export function SvgIcon({ name, className, strokeWidth }: SvgIconProps) {
  return (
    <svg aria-hidden="true" strokeWidth={strokeWidth} className={clsx('svg-icon', className ?? 'size-6')}>
      <use href={asset(`${spritePath}#${name}`)} />
    </svg>
  );
}
