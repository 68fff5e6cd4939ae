import { SvgIcon } from '@/components/ui/svg-icon';
import type { Certification } from '@/content/schema';
import type { CertificationsPage } from '@/content/certifications';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { IconTile } from '@/components/ui/icon';
import { NewTabLink } from '@/components/ui/new-tab-link';
import { TitleWithText } from '@/components/ui/title-with-text';

type CertificationGridProps = {
  certifications: Certification[];
  labels: CertificationsPage['labels'];
  /** Shown under the cards while any of them is still a placeholder. */
  note?: CertificationsPage['note'];
  /** The page's language (a code of content/locales.yml). */
  locale: string;
};

/** The certification cards: what each document means, its details, and where to verify it. */
export function CertificationGrid({ certifications, labels, note, locale }: CertificationGridProps) {
  const showNote = note && certifications.some((certification) => certification.placeholder);
  return (
    <>
      <ul role="list" className="grid gap-6 md:grid-cols-2">
        {certifications.map((certification) => (
          <Card as="li" key={certification.id} className="flex flex-col">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <IconTile name={certification.icon} />
              {certification.placeholder && (
                <p className="rounded-full border border-saffron bg-saffron-light px-3 py-1 text-sm font-semibold text-ink">
                  {labels.placeholder}
                </p>
              )}
            </div>
            <h3 id={certification.id} className="mt-5 text-xl font-bold">
              {certification.title}
            </h3>
            <p className="mt-3 text-ink-soft">{certification.text}</p>
            <dl className="mt-5 grid flex-1 content-start gap-x-6 gap-y-1 border-t border-surface-line pt-5 text-sm sm:grid-cols-[10.5rem_minmax(0,1fr)] sm:gap-y-3">
              <dt className="font-semibold text-ink">{certification.reference.label}</dt>
              <dd className="mb-2 text-ink-soft sm:mb-0">{certification.reference.value}</dd>
              <dt className="font-semibold text-ink">{labels.issuer}</dt>
              <dd className="mb-2 text-ink-soft sm:mb-0">{certification.issuer}</dd>
              <dt className="font-semibold text-ink">{labels.validUntil}</dt>
              <dd className="text-ink-soft">{certification.validUntil}</dd>
            </dl>
            <NewTabLink
              href={certification.verify.url}
              locale={locale}
              className="mt-6 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-brand-dark underline decoration-brand/40 underline-offset-4 hover:decoration-brand"
            >
              {labels.verify} {certification.verify.label}
              <SvgIcon name="external-link" className="size-4" />
            </NewTabLink>
          </Card>
        ))}
      </ul>
      {showNote && (
        <aside
          aria-labelledby="certification-note-title"
          className="mt-8 flex flex-col gap-5 rounded-card border border-saffron bg-saffron-light p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
        >
          <TitleWithText
            id="certification-note-title"
            title={note.title}
            text={note.text}
            locale={locale}
            level={3}
            size="note"
            className="max-w-prose"
          />
          <ButtonLink locale={locale} href={note.cta.href} variant="secondary" className="shrink-0 self-start sm:self-center">
            {note.cta.label}
          </ButtonLink>
        </aside>
      )}
    </>
  );
}
