import { HeadingText } from './heading-text';

// A heading and the paragraph that leads on from it: the opening of a card, a note or a band.
// Three sizes, so the same pair reads the same wherever it stands.
const sizes = {
  /** A note inside a section (under an <h2>). */
  note: { heading: 'text-lg font-bold', lead: 'mt-2 text-ink-soft' },
  /** A card's opening. */
  card: { heading: 'text-xl font-bold', lead: 'mt-1 text-ink-soft' },
  /** A band across the page. */
  band: { heading: 'text-2xl font-bold sm:text-3xl', lead: 'mt-3 text-lg text-ink-soft' },
};

type TitleWithTextProps = {
  /** The heading's id, for the landmark's aria-labelledby. */
  id: string;
  title: string;
  text: string;
  /** The page's language (a code of content/locales.yml), which the title's line breaks follow. */
  locale: string;
  level?: 2 | 3;
  size: keyof typeof sizes;
  className?: string;
};

export function TitleWithText({ id, title, text, locale, level = 2, size, className }: TitleWithTextProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={className}>
      <Heading id={id} className={sizes[size].heading}>
        <HeadingText text={title} locale={locale} />
      </Heading>
      <p className={sizes[size].lead}>{text}</p>
    </div>
  );
}
