import { SvgIcon } from '@/components/ui/svg-icon';
import type { Home } from '@/content/home';
import { ButtonLink } from '@/components/ui/button-link';
import { CheckList } from '@/components/ui/check-list';
import { Container } from '@/components/ui/container';
import { ContentImage } from '@/components/ui/content-image';
import { HeadingText } from '@/components/ui/heading-text';

/** The home page's opening band: the promise, the two calls to action and the highlights. */
export function Hero({ locale, hero }: { locale: string; hero: Home['hero'] }) {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-ink text-white">
      <Container className="grid items-center gap-10 py-14 lg:grid-cols-[1fr_1.3fr] lg:gap-8 lg:py-24">
        <div>
          <p className="text-sm font-semibold tracking-wider text-saffron uppercase">{hero.eyebrow}</p>
          <h1
            id="hero-title"
            className="mt-3 text-4xl font-bold text-white max-sm:text-[length:clamp(1.75rem,9vw,2.25rem)] sm:text-5xl lg:text-[3.25rem] lg:[:lang(zh)_&]:text-[2.75rem]"
          >
            <HeadingText text={hero.title} locale={locale} />
          </h1>
          <p className="mt-5 max-w-xl text-lg text-white/85">{hero.intro}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink locale={locale} href={hero.primary.href}>
              {hero.primary.label}
              <SvgIcon name="arrow-right" strokeWidth={2} className="size-5 rtl:-scale-x-100" />
            </ButtonLink>
            <ButtonLink locale={locale} href={hero.secondary.href} variant="light">
              {hero.secondary.label}
            </ButtonLink>
          </div>
          <CheckList items={hero.highlights} className="mt-8 text-sm text-white/85" iconClassName="mt-0.5 text-saffron" />
        </div>
        <ContentImage image={hero.image} priority className="h-auto w-full" sizes="(min-width: 1024px) 640px, 100vw" />
      </Container>
    </section>
  );
}
