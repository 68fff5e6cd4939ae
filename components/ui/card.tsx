import clsx from 'clsx';
import type { ElementType, ReactNode } from 'react';

type CardProps = {
  children: ReactNode;
  as?: ElementType;
  /** Lift a little on hover: for cards that hold a link. */
  interactive?: boolean;
  className?: string;
};

export function Card({ children, as: Tag = 'div', interactive = false, className }: CardProps) {
  return (
    <Tag
      className={clsx(
        'rounded-card border border-surface-line bg-surface-card p-6 shadow-card',
        interactive && 'transition duration-200 ease-out hover:-translate-y-0.5 hover:shadow-lift motion-reduce:hover:translate-y-0',
        className,
      )}
    >
      {children}
    </Tag>
  );
}
