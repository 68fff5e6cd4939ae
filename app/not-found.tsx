import type { Metadata } from 'next';
import { notFoundCopy } from '@/content/not-found';
import { site } from '@/content/site';
import { pageMetadata } from '@/components/seo/page-metadata';
import { ButtonLink } from '@/components/ui/button-link';
import { LinkList } from '@/components/ui/link-list';
import { PageHero } from '@/components/ui/page-hero';

// No path, so no canonical URL: this page answers for every address that does not exist.
export const metadata: Metadata = pageMetadata({ title: notFoundCopy.title, description: notFoundCopy.text, imageTitle: site.tagline });

export default function NotFound() {
  return (
    <PageHero eyebrow={notFoundCopy.eyebrow} title={notFoundCopy.title} intro={notFoundCopy.text}>
      <LinkList
        links={notFoundCopy.links}
        className="mt-6 flex flex-wrap gap-x-6 gap-y-2"
        linkClassName="font-semibold text-brand-dark underline underline-offset-4"
      />
      <ButtonLink href={notFoundCopy.home.href} className="mt-8">
        {notFoundCopy.home.label}
      </ButtonLink>
    </PageHero>
  );
}
