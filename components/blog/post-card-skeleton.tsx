import clsx from 'clsx';
import { Card } from '@/components/ui/card';

/** One line of text as a grey bar: as tall as a line of the card's real text at the same size. */
function Line({ width, lineHeight = 'h-[1.6em]' }: { width: string; lineHeight?: string }) {
  return (
    <div className={clsx('flex items-center', lineHeight)}>
      <div className={clsx('h-[0.7em] animate-pulse rounded bg-surface-line motion-reduce:animate-none', width)} />
    </div>
  );
}

/**
 * A grey stand-in with the layout and line heights of a PostCard (date, two title lines, four
 * excerpt lines, the link), shown while the first WordPress posts load. Hidden from assistive
 * technology, where the list's aria-busy says it instead, and without JavaScript, where it would
 * never be replaced.
 */
export function PostCardSkeleton() {
  return (
    <li aria-hidden="true" className="flex [@media(scripting:none)]:hidden">
      <Card className="flex w-full flex-col">
        <div className="text-sm">
          <Line width="w-36" />
        </div>
        <div className="mt-3 text-xl">
          <Line width="w-11/12" lineHeight="h-[1.15em]" />
          <Line width="w-2/3" lineHeight="h-[1.15em]" />
        </div>
        <div className="mt-3 flex-1">
          <Line width="w-full" />
          <Line width="w-full" />
          <Line width="w-5/6" />
          <Line width="w-1/2" />
        </div>
        <div className="mt-6 flex min-h-11 items-center">
          <Line width="w-28" />
        </div>
      </Card>
    </li>
  );
}
