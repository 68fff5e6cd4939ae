import type { ReactNode } from 'react';
import {
  AboutPreview,
  BlogPreview,
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
  SearchPreview,
  SitePreview,
  StatsPreview,
  type ViewProps,
} from './view-previews';

// The preview pane for each file of Pages (and the track record's figures): every page a file draws,
// drawn by its view (cms/admin/view-previews.tsx).

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
  blog: BlogPreview,
  search: SearchPreview,
  login: LoginPreview,
  register: RegisterPreview,
  'not-found': NotFoundPreview,
  stats: StatsPreview,
  site: SitePreview,
} satisfies Record<string, (props: ViewProps) => ReactNode>;
