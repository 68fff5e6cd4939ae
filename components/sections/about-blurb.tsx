import { SvgIcon } from '@/components/ui/svg-icon';
import type { Home } from '@/content/home';
import { ButtonLink } from '@/components/ui/button-link';
import { ContentImage } from '@/components/ui/content-image';
import { Section } from '@/components/ui/section';
import { HeadingText } from '@/components/ui/heading-text';

/** The home page's short introduction to the company, with a link to /about. */
export function AboutBlurb({ locale, about }: { locale: string; about: Home['about'] }) {
  return (
    <Section id="about-us" tone="tinted" labelledBy="about-us-title">
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <ContentImage
          image={about.image}
          sizes="(min-width: 1280px) 584px, (min-width: 1024px) 45vw, 100vw"
          className="h-auto w-full rounded-card border border-surface-line bg-white shadow-card"
        />
        <div>
          <p className="text-sm font-semibold tracking-wider text-brand uppercase">{about.eyebrow}</p>
          <h2 id="about-us-title" className="mt-2 text-2xl font-bold sm:text-3xl lg:text-4xl">
            <HeadingText text={about.title} locale={locale} />
          </h2>
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 max-w-prose text-lg text-ink-soft">
              {paragraph}
            </p>
          ))}
          <ButtonLink locale={locale} href={about.link.href} variant="secondary" className="mt-8">
            {about.link.label}
            <SvgIcon name="arrow-right" strokeWidth={2} className="size-5 rtl:-scale-x-100" />
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}
