import type { Home } from '@/content/home';
import { localeInfo } from '@/content/locales';
import type { Figure } from '@/content/stats';
import { pluralForm } from '@/components/quote/units';
import { Icon } from '@/components/ui/icon';
import { type NumberStyle } from '@/components/ui/format-number';
import { numbersOf } from '@/components/i18n/page-numbers';
import { Section } from '@/components/ui/section';
import { StatCounter } from './stat-counter';

/** Where a figure goes in its text: a "%" suffix is placed as the language writes a percentage ("98 %" in French). */
function figurePattern(suffix: string, numbers: NumberStyle): string {
  return suffix === '%' ? numbers.percent : `#${suffix}`;
}

/** The track record: four figures, each written as the page's language writes numbers (worked out here, at build). */
export function StatsStrip({ locale, heading, figures }: { locale: string; heading: Home['stats']; figures: Figure[] }) {
  const { lang } = localeInfo(locale);
  const numbers = numbersOf(locale);
  return (
    <Section id="track-record" tone="ink" title={heading.title} locale={locale} intro={heading.intro}>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
        {figures.map((stat) => (
          <div key={stat.label.other} className="flex flex-col rounded-card border border-white/10 bg-white/5 p-5 lg:p-6">
            <dt className="order-2 mt-1 flex items-center gap-2 text-sm wrap-anywhere text-white/80 sm:text-base">
              <Icon name={stat.icon} className="size-5 shrink-0 text-saffron" />
              {pluralForm(stat.label, stat.target, lang)}
            </dt>
            <dd className="order-1 text-4xl font-bold text-saffron lg:text-5xl">
              <StatCounter
                target={stat.target}
                pattern={figurePattern(stat.suffix, numbers)}
                numbers={numbers}
                durationMs={stat.durationMs}
                delayMs={stat.delayMs}
              />
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
