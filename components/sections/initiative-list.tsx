import { SvgIcon } from '@/components/ui/svg-icon';
import type { Initiative } from '@/content/schema';
import { Card } from '@/components/ui/card';
import { IconTile } from '@/components/ui/icon';
import { HeadingText } from '@/components/ui/heading-text';

/** The initiatives, one card each; each card's id is the anchor the footer links to. */
export function InitiativeList({ initiatives, locale }: { initiatives: Initiative[]; locale: string }) {
  return (
    <ul role="list" className="grid gap-6 lg:gap-8">
      {initiatives.map((initiative) => (
        <li key={initiative.id} id={initiative.id} className="scroll-mt-4">
          <Card className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-12 lg:p-10">
            <div>
              <IconTile name={initiative.icon} />
              <h2 className="mt-5 text-2xl font-bold sm:text-3xl">
                <HeadingText text={initiative.title} locale={locale} />
              </h2>
              <p className="mt-4 text-lg text-ink-soft">{initiative.text}</p>
            </div>
            <ul role="list" className="grid content-start gap-3 rounded-xl bg-surface p-4 sm:p-6">
              {initiative.points.map((point) => (
                <li key={point} className="flex gap-3 text-ink-soft">
                  <SvgIcon name="circle-check" className="mt-0.5 size-5 shrink-0 text-brand" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          </Card>
        </li>
      ))}
    </ul>
  );
}
