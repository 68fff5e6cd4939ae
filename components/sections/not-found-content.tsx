import type { NotFound } from '@/content/not-found';
import { ButtonLink } from '@/components/ui/button-link';
import { LinkList } from '@/components/ui/link-list';
import { PageHero } from '@/components/ui/page-hero';

/** The 404 page's body: what happened, and the ways on. */
export function NotFoundContent({ copy, locale }: { copy: NotFound; locale: string }) {
  return (
    <PageHero eyebrow={copy.eyebrow} title={copy.title} intro={copy.text} locale={locale}>
      <LinkList
        locale={locale}
        links={copy.links}
        className="mt-6 flex flex-wrap gap-x-6 gap-y-2"
        linkClassName="font-semibold text-brand-dark underline underline-offset-4"
      />
      <ButtonLink locale={locale} href={copy.home.href} className="mt-8">
        {copy.home.label}
      </ButtonLink>
    </PageHero>
  );
}
