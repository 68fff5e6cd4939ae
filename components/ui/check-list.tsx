import clsx from 'clsx';
import { SvgIcon } from './svg-icon';

type CheckListProps = {
  items: string[];
  className?: string;
  /** The tick's colour and its offset from the first line's top. */
  iconClassName?: string;
};

/** Short points, each after a tick: the hero's highlights, the trade terms. */
export function CheckList({ items, className, iconClassName }: CheckListProps) {
  return (
    <ul className={clsx('grid gap-2', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <SvgIcon name="check" strokeWidth={2.5} className={clsx('size-4 shrink-0', iconClassName)} />
          {item}
        </li>
      ))}
    </ul>
  );
}
