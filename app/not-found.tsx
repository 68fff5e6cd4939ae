import type { Metadata } from 'next';
import { notFoundCopy } from '@/content/not-found';
import { site } from '@/content/site';
import { Link } from '@/components/ui/link';
import { pageMetadata } from '@/components/seo/page-metadata';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHero } from '@/components/ui/page-hero';

// No path, so no canonical URL: this page answers for every address that does not exist.
export const metadata: Metadata = pageMetadata({ title: notFoundCopy.title, description: notFoundCopy.text, imageTitle: site.tagline });

export default function NotFound() {
  return (
    <PageHero eyebrow={notFoundCopy.eyebrow} title={notFoundCopy.title} intro={notFoundCopy.text}>
      <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
        {notFoundCopy.links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="font-semibold text-brand-dark underline underline-offset-4">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      <ButtonLink href={notFoundCopy.home.href} className="mt-8">
        {notFoundCopy.home.label}
      </ButtonLink>
    </PageHero>
  );
}
