import clsx from 'clsx';
import type { LucideIcon } from 'lucide-react';
import { createElement } from 'react';

type Shapes = [tag: string, attributes: Record<string, string>][];
type IconRender = (props: object, ref: null) => { props?: { icon?: { node?: Shapes } } } | null;

/**
 * A lucide icon's shapes. lucide-react's icons render its `Icon`, a client component (it reads a
 * context), with the shapes as props: in a server component that made every icon an island,
 * shipped twice in the page data. Asking the icon's render for them keeps it plain SVG.
 */
export function iconShapes(icon: LucideIcon): Shapes {
  const render = (icon as unknown as { render?: IconRender }).render;
  const shapes = render?.({}, null)?.props?.icon?.node;
  if (!Array.isArray(shapes))
    throw new Error(`SvgIcon: no shapes in ${icon.displayName ?? 'a lucide icon'}: has lucide-react changed how it builds icons?`);
  return shapes;
}

type SvgIconProps = {
  icon: LucideIcon;
  /** Its size and colour; size-6 unless given. */
  className?: string;
  /** lucide's stroke width, 1.75 unless given. */
  strokeWidth?: number;
};

/**
 * A decorative lucide icon for a server component: plain SVG in the HTML and the page data, no
 * JavaScript (docs/performance.md, "A page's weight"); its stroke is in svg-icon.css, which
 * app/globals.css imports. Client components use lucide-react's.
 */
export function SvgIcon({ icon, className, strokeWidth }: SvgIconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      strokeWidth={strokeWidth}
      className={clsx('svg-icon', className ?? 'size-6')}
    >
      {iconShapes(icon).map(([tag, { key, ...attributes }]) => createElement(tag, { key, ...attributes }))}
    </svg>
  );
}
