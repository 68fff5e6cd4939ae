import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Container } from './container';
import { HeadingText } from './heading-text';

type SectionProps = {
  children: ReactNode;
  /** Heading id; the section is labelled by it. */
  id?: string;
  eyebrow?: string;
  intro?: string;
  tone?: 'plain' | 'tinted' | 'ink';
  /** Id of a heading inside children that names the section, when `title` is not used. */
  labelledBy?: string;
  className?: string;
} & (
  | {
      title: string;
      /** The page's language (a code of content/locales.yml), which the title's line breaks follow. */
      locale: string;
    }
  | { title?: undefined; locale?: undefined }
);

/** A page section with the house rhythm: 64 px apart on mobile, 96 px on desktop. */
export function Section({ children, id, title, locale, eyebrow, intro, tone = 'plain', labelledBy, className }: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : labelledBy}
      className={clsx(
        'py-16 lg:py-24',
        tone === 'tinted' && 'bg-surface/90',
        tone === 'plain' && 'bg-white/95',
        tone === 'ink' && 'bg-ink text-white',
        className,
      )}
    >
      <Container>
        {title && (
          <header className="mb-10 max-w-prose lg:mb-12">
            {eyebrow && (
              <p className={clsx('mb-2 text-sm font-semibold tracking-wider uppercase', tone === 'ink' ? 'text-saffron' : 'text-brand')}>
                {eyebrow}
              </p>
            )}
            <h2 id={headingId} className={clsx('text-2xl font-bold sm:text-3xl lg:text-4xl', tone === 'ink' && 'text-white')}>
              <HeadingText text={title} locale={locale} />
            </h2>
            {intro && <p className={clsx('mt-4 text-lg', tone === 'ink' ? 'text-white/85' : 'text-ink-soft')}>{intro}</p>}
          </header>
        )}
        {children}
      </Container>
    </section>
  );
}
