import type { ReactNode } from 'react';
import {
  AboutPreview,
  BlogPreview,
  CataloguePreview,
  CategoryOrderPreview,
  CertificationsPreview,
  ContactPreview,
  CtaPreview,
  FormsPreview,
  HomePreview,
  InitiativesPreview,
  InterfacePreview,
  LoginPreview,
  NavigationPreview,
  NotFoundPreview,
  ProductPagePreview,
  QuoteFormPreview,
  QuotePreview,
  RegisterPreview,
  RibbonPreview,
  SearchPreview,
  SitePreview,
  StatsPreview,
  TradeTermsPreview,
  UnitsPreview,
  type ViewProps,
} from './view-previews';

// The preview pane for each file the editor has: the page a file draws, or one that shows it, drawn by
// its view (cms/admin/view-previews.tsx).

/**
 * Each file the editor has (cms/config.ts), by file name (Decap's template name for a file), but the policies'
 * (PoliciesPreview): cms/admin/page-previews.test.ts fails when one has none, so no file falls back to Decap's
 * list of fields.
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
  // Files no one page owns, on a page that shows them.
  units: UnitsPreview,
  'trade-terms': TradeTermsPreview,
  navigation: NavigationPreview,
  interface: InterfacePreview,
  preview: RibbonPreview,
  cta: CtaPreview,
  forms: FormsPreview,
  quote: QuoteFormPreview,
  order: CategoryOrderPreview,
} satisfies Record<string, (props: ViewProps) => ReactNode>;
