import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { CheckList } from '@/components/ui/check-list';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { Page, dataOf, previewLocale, text, type Data, type Props } from './previews';
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

// The preview pane for each file of Pages (and the track record's figures). The pages a file draws
// whole are drawn by their view (cms/admin/view-previews.tsx); a file that holds only the words
// around a form, a list or a search shows them in the site's own bands and cards; the words around
// every product's page are shown on a product's page (ProductPagePreview).

const strings = (value: unknown) => (Array.isArray(value) ? value.map(text).filter(Boolean) : []);
const object = (value: unknown): Data => (value && typeof value === 'object' ? (value as Data) : {});

/** A card of the page's body: a form's or a notice's title and text (components/forms/form-page.tsx). */
function TextCard({ title, intro }: { title: string; intro?: string }) {
  if (!title && !intro) return null;
  return (
    <Card className="sm:p-8">
      {title ? <h2 className="text-xl font-bold">{title}</h2> : null}
      {intro ? <p className="mt-2 text-ink-soft">{intro}</p> : null}
    </Card>
  );
}

/**
 * The pages whose file holds the page's head and the words of its form, list or search (get a
 * quote, contact, log in, register, the blog's and search's pages, the services and catalogue
 * pages): their head band as the site shows it, and the sections they title.
 */
function PageWordsPreview(props: Props) {
  const data = dataOf(props.entry);
  const form = object(data.form);
  const policies = object(data.policies);
  const details = object(data.details);
  const notice = object(form.notice);
  const services = object(data.services);
  const store = object(data.store);
  const terms = object(data.terms);
  const head = data.title
    ? { title: text(data.title), intro: text(data.intro) }
    : { title: text(services.title), intro: text(services.intro) };
  const { code: locale } = previewLocale(props.entry);
  return (
    <Page props={props}>
      <PageHero title={head.title} intro={head.intro} locale={locale} />
      {form.title || notice.title || details.title ? (
        <Section>
          <div className="grid gap-6 lg:grid-cols-2">
            <TextCard title={text(form.title)} intro={text(form.intro)} />
            <TextCard title={text(notice.title)} intro={text(notice.text)} />
            <TextCard title={text(details.title)} intro={text(details.intro)} />
          </div>
        </Section>
      ) : null}
      {policies.title ? (
        <Section tone="tinted" eyebrow={text(policies.eyebrow)} title={text(policies.title)} intro={text(policies.intro)} locale={locale}>
          {null}
        </Section>
      ) : null}
      {store.title ? <PageHero title={text(store.title)} intro={text(store.intro)} locale={locale} /> : null}
      {terms.title ? (
        <Section tone="tinted" title={text(terms.title)} locale={locale}>
          <CheckList items={strings(terms.points)} className="max-w-prose text-ink-soft" iconClassName="mt-1 text-brand" />
        </Section>
      ) : null}
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
  blog: PageWordsPreview,
  search: PageWordsPreview,
  login: LoginPreview,
  register: RegisterPreview,
  'not-found': NotFoundPreview,
  stats: StatsPreview,
} satisfies Record<string, (props: ViewProps) => ReactNode>;
