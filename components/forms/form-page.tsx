import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { PageHero } from '@/components/ui/page-hero';

type FormPageProps = {
  title: string;
  intro: string;
  /** The page's language (a code of content/locales.yml). */
  locale: string;
  /** Beside the form on a wide screen (the contact details); without it the form stands alone at `width`. */
  aside?: ReactNode;
  /** The column's width when there is no aside: Tailwind's max-w-*. */
  width?: string;
  /** The card's padding from the sm breakpoint. */
  cardClassName?: string;
  /** The form. */
  children: ReactNode;
};

/** A page that is a form (contact, register, log in): its heading, then the form on a card. */
export function FormPage({ title, intro, locale, aside, width, cardClassName = 'sm:p-8 lg:p-10', children }: FormPageProps) {
  return (
    <>
      <PageHero title={title} intro={intro} locale={locale} />
      <div className="bg-surface/90 py-12 lg:py-20">
        <Container className={aside ? 'grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10' : width}>
          <Card className={cardClassName}>{children}</Card>
          {aside}
        </Container>
      </div>
    </>
  );
}
