import type { ReactNode } from 'react';
import { PageHero } from '@/components/ui/page-hero';
import { Page, dataOf, previewLocale, text, type Props } from './previews';
import {
  AboutPreview,
  CataloguePreview,
  CertificationsPreview,
  ContactPreview,
  HomePreview,
  InitiativesPreview,
  LoginPreview,
  NotFoundPreview,
  ProductPagePreview,
  QuotePreview,
  RegisterPreview,
  StatsPreview,
  type ViewProps,
} from './view-previews';

// The preview pane for each file of Pages (and the track record's figures). Every page a file draws
// is drawn by its view (cms/admin/view-previews.tsx), but the blog's and search's, whose lists come
// from the blog's feed and the search index: their files' head band, as the site shows it.

/** /blog and /search: the page's head band (its title and intro) as the site shows it. */
function PageHeadPreview(props: Props) {
  const data = dataOf(props.entry);
  const { code: locale } = previewLocale(props.entry);
  return (
    <Page props={props}>
      <PageHero title={text(data.title)} intro={text(data.intro)} locale={locale} />
    </Page>
  );
}

/**
 * Each file of the Pages collection (cms/config.ts) and the other files that are a part of a page,
 * by file name (Decap's template name for a file): cms/admin/page-previews.test.ts fails when a
 * page has none, so no page falls back to Decap's list of fields.
 */
export const pagePreviews = {
  home: HomePreview,
  about: AboutPreview,
  catalogue: CataloguePreview,
  certifications: CertificationsPreview,
  initiatives: InitiativesPreview,
  'get-quote': QuotePreview,
  'product-page': ProductPagePreview,
  contact: ContactPreview,
  blog: PageHeadPreview,
  search: PageHeadPreview,
  login: LoginPreview,
  register: RegisterPreview,
  'not-found': NotFoundPreview,
  stats: StatsPreview,
} satisfies Record<string, (props: ViewProps) => ReactNode>;
