import type { ReactNode } from 'react';
import { Container } from './container';
import { HeadingText } from './heading-text';

type PageHeroProps = {
  title: string;
  /** The page's language (a code of content/locales.yml), which the title's line breaks follow. */
  locale: string;
  intro?: string;
  eyebrow?: string;
  children?: ReactNode;
};

/** The top band of an inner page: the page's single h1 and a short intro. */
export function PageHero({ title, locale, intro, eyebrow, children }: PageHeroProps) {
  return (
    <div className="border-b border-surface-line bg-white/90 py-12 lg:py-16">
      <Container>
        {eyebrow && <p className="mb-2 text-sm font-semibold tracking-wider text-brand uppercase">{eyebrow}</p>}
        <h1 className="max-w-3xl text-3xl font-bold sm:text-4xl lg:text-5xl">
          <HeadingText text={title} locale={locale} />
        </h1>
        {intro && <p className="mt-4 max-w-prose text-lg text-ink-soft">{intro}</p>}
        {children}
      </Container>
    </div>
  );
}
