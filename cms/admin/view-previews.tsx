import { List } from 'immutable';
import { useEffect, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { markdownToHtml } from 'decap-cms-widget-markdown/dist/esm/serializers';
import { aboutFile } from '@/content/about';
import { blogFile } from '@/content/blog';
import { catalogueFile, getCatalogue } from '@/content/catalogue';
import { certificationsFile } from '@/content/certifications';
import { contactsOf } from '@/content/channels';
import { contactFile, getContact } from '@/content/contact';
import { orderFile } from '@/content/categories';
import { ctaFile } from '@/content/cta';
import { formsFile, getForms } from '@/content/forms';
import { interfaceFile } from '@/content/interface';
import { navigationFile } from '@/content/navigation';
import { previewFile } from '@/content/preview';
import { getQuote, quoteFile } from '@/content/quote';
import { tradeTermsFile } from '@/content/trade-terms';
import { readAs, readYaml } from '@/content/read';
import { getHome, homeFile } from '@/content/home';
import { initiativesFile } from '@/content/initiatives';
import { loginFile } from '@/content/login';
import { registerFile } from '@/content/register';
import { getQuotePage, quotePageFile } from '@/content/get-quote';
import { defaultLocale, localizeEntry } from '@/content/load';
import { notFoundFile } from '@/content/not-found';
import { productPageFile, type ProductPageCopy } from '@/content/product-page';
import { searchFile } from '@/content/search';
import { ContentError, defineContent, siteSchema, type Image, type Post } from '@/content/schema';
import { getSite, siteFile } from '@/content/site';
import { getStats, statsFile } from '@/content/stats';
import { inCategoryOrder } from '@/content/product-rules';
import { hasPage, type Product } from '@/content/products';
import { unitsFile } from '@/content/units';
import { productEntrySchema, categorySchema } from '@/content/schema';
import type { Category } from '@/content/categories';
import { categorySections } from '@/components/views/category';
import { CategoryMain } from '@/components/views/category-page';
import { productSections } from '@/components/views/product';
import { ProductMain } from '@/components/views/product-page';
import { AboutMain } from '@/components/views/about-page';
import { blogView } from '@/components/views/blog';
import { BlogMain } from '@/components/views/blog-page';
import { CertificationsMain } from '@/components/views/certifications-page';
import { HomeMain } from '@/components/views/home-page';
import { InitiativesMain } from '@/components/views/initiatives-page';
import { SearchMain, searchView } from '@/components/views/search-page';
import { ServicesMain, servicesView } from '@/components/views/services-page';
import { ContactMain, LoginMain, RegisterMain } from '@/components/views/form-pages';
import { contactView, loginView, registerView, type registerAround } from '@/components/views/forms';
import { QuoteMain } from '@/components/views/quote-page';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { PreviewRibbon } from '@/components/layout/preview-ribbon';
import { EnquiryBand } from '@/components/sections/enquiry-band';
import { quoteView, type quoteAround } from '@/components/views/quote';
import { NotFoundContent } from '@/components/sections/not-found-content';
import { StatsStrip } from '@/components/sections/stats-strip';
import { fillTemplate } from '@/lib/template';
import type { SaveChecks } from '../save-checks';
import { Page, dataOf, imageUrl, previewLocale, type Data, type Props } from './previews';

// A preview is its page: the entry being edited, read in the language shown as the build reads its
// files (English under the translation, the fields it lacks marked), through the page's own view and
// sections. The loaders behind them read the files scripts/build-admin.mjs hands over (previewContent).

/** The products a category page lists, with what it shows of each (scripts/build-admin.mjs). */
type ListedProduct = Pick<Product, 'id' | 'name' | 'summary' | 'hasPage' | 'inEnglish' | 'moq' | 'leadTime' | 'packing' | 'spec'>;

/** What scripts/build-admin.mjs writes beside the bundle for the previews (previewContent). */
export type PreviewContent = {
  files: Record<string, string>;
  /** The product the words around every product's page are previewed on, in each language: the first with a page. */
  sample: Record<string, { category: string; product?: Product } | undefined>;
  categories: Record<string, (Pick<Category, 'slug' | 'title' | 'description' | 'image'> & { products: ListedProduct[] })[]>;
  /** What /register, /get-quote and /blog show around their words, in each language, as the build read it. */
  around: Record<string, { register: ReturnType<typeof registerAround>; quote: ReturnType<typeof quoteAround>; blog: Post[] } | undefined>;
};

/** Its address, with the site's base path (esbuild's define). */
declare const CMS_PREVIEW_CONTENT: string;

let loading: Promise<PreviewContent> | undefined;
let loaded: PreviewContent | undefined;

/** The previews' content, fetched once; undefined until it is here. A failed fetch is thrown to the pane. */
function usePreviewContent(): PreviewContent | undefined {
  const [content, setContent] = useState<PreviewContent | Error | undefined>(loaded);
  useEffect(() => {
    loading ??= fetch(CMS_PREVIEW_CONTENT).then(async (response) => {
      if (!response.ok) throw new Error(`${CMS_PREVIEW_CONTENT}: ${response.status} ${response.statusText}`);
      loaded = (await response.json()) as PreviewContent;
      (globalThis as unknown as { __cmsPreviewFiles: Record<string, string> }).__cmsPreviewFiles = loaded.files;
      return loaded;
    });
    loading.then(setContent, setContent);
  }, []);
  if (content instanceof Error) throw content;
  return content;
}

/** The entry as the page shows it in `locale`: `english` (the form's English side) with the language's words laid over it. */
function entryIn<S extends z.ZodType>(props: Props, folder: string, schema: S, locale: string, english: Data) {
  const file = `content/${folder}/${locale}/${String(props.entry.get('slug') ?? 'new')}.yml`;
  const { value, coverage } = localizeEntry(file, schema, locale, english, locale === defaultLocale ? undefined : dataOf(props.entry));
  return { value, inEnglish: coverage.fallbacks.map((fallback) => fallback.field) };
}

/** A file with every language (content/<name>.yml) as its page reads it in `locale`: the pane's language over `english`. */
function fileIn<T>(props: Props, file: { path: string; schema: z.ZodType; get: (locale: string) => T }, locale: string, english: Data): T {
  const translation = locale === defaultLocale ? undefined : dataOf(props.entry);
  // The file's own schema, which its get() returns the output of.
  return localizeEntry(file.path, file.schema, locale, english, translation).value as T;
}

/** An image of the entry, a photo uploaded but not yet published shown from the editor's memory. */
const shown = (props: Props, image: Image): Image => ({ ...image, src: imageUrl(props, image.src) });

/** The editor's words for what a preview cannot draw (cms/fields.yml's messages). */
export type PreviewMessages = Pick<SaveChecks['messages'], 'previewNeeds' | 'rule' | 'noPage'>;

export type ViewProps = Props & { english?: Data; messages?: PreviewMessages };

/** A field's label in the editor, by its path in the entry ("specs.0.value" → "Specification › 1 › Value"). */
function labelOf(fields: Props['fields'] | undefined, path: PropertyKey[]): string {
  const labels: string[] = [];
  let level = fields;
  for (const key of path) {
    if (typeof key === 'number') {
      labels.push(String(key + 1));
      continue;
    }
    const field = level?.find((candidate) => candidate?.get('name') === key);
    if (!field) {
      labels.push(String(key));
      level = undefined;
      continue;
    }
    labels.push(String(field.get('label') ?? key));
    level = field.get('fields') ?? (field.get('field') ? List([field.get('field')]) : undefined);
  }
  return labels.join(' › ');
}

/** What the build would refuse in the entry, in the editor's words: the required fields still empty, then each other rule. */
function problemText(error: unknown, props: ViewProps): string {
  const { messages } = props;
  if (!(error instanceof ContentError) || !messages) return (error as Error).message;
  const missing = error.issues.filter((issue) => issue.code === 'invalid_type' && /received undefined$/.test(issue.message));
  const others = error.issues.filter((issue) => !missing.includes(issue));
  const names = new Intl.ListFormat('en', { type: 'conjunction' }).format(missing.map((issue) => labelOf(props.fields, issue.path)));
  return [
    ...(missing.length > 0 ? [fillTemplate(messages.previewNeeds, { fields: names })] : []),
    ...others.map((issue) => fillTemplate(messages.rule, { field: labelOf(props.fields, issue.path), message: issue.message })),
  ].join('\n');
}

type Draw = (locale: string, english: Data, content: PreviewContent) => ReactNode;

/**
 * The pane in the language shown: the page's main content drawn by `draw`, or what the build would say of the entry;
 * with `chrome`, inside what every page has around it (the preview ribbon, the header and the footer).
 */
function ViewPreview({ props, draw, chrome = false }: { props: ViewProps; draw: Draw; chrome?: boolean }) {
  const content = usePreviewContent();
  const { code, lang, dir } = previewLocale(props.entry);
  if (!content) return null;
  let main: ReactNode;
  let problem;
  try {
    main = draw(code, props.english ?? dataOf(props.entry), content);
  } catch (error) {
    // What the build would refuse, until the form is filled in: in the editor's words where it can name the fields.
    problem = problemText(error, props);
  }
  const page = (
    <main lang={lang} dir={dir}>
      {problem === undefined ? main : <p className="p-8 whitespace-pre-line text-ink-soft">{problem}</p>}
    </main>
  );
  return (
    <Page props={props}>
      {chrome && problem === undefined ? (
        <div lang={lang} dir={dir}>
          <PreviewRibbon locale={code} />
          <Header locale={code} />
          {page}
          <Footer locale={code} />
        </div>
      ) : (
        page
      )}
    </Page>
  );
}

/** Each file a preview draws over (FilePreview) as the build read it: every language's words but the pane's. */
const built = new Map<string, Data>();

/**
 * A file's preview: the site's components read the file at `path` as the entry being edited (the form's English
 * side, and the pane's language over it; `shared`: one text for every language) while the pane shows it, then as the
 * build read it again. So a file that no one page owns (units, menus, the forms' words …) is drawn wherever the site
 * shows it, as the build will read it.
 */
function FilePreview({
  props,
  path,
  shared = false,
  chrome,
  draw,
}: {
  props: ViewProps;
  path: string;
  shared?: boolean;
  chrome?: boolean;
  draw: Draw;
}) {
  useEffect(
    () => () => {
      built.delete(path);
      readAs(path, undefined);
    },
    [path],
  );
  return (
    <ViewPreview
      props={props}
      chrome={chrome}
      draw={(locale, english, content) => {
        if (!built.has(path)) built.set(path, readYaml(path) as Data);
        const languages = { [defaultLocale]: english, ...(locale === defaultLocale ? {} : { [locale]: dataOf(props.entry) }) };
        const edited = shared ? english : { ...built.get(path), ...languages };
        // Read again only when the words change: every cache of content is made again.
        if (JSON.stringify(edited) !== JSON.stringify(readYaml(path))) readAs(path, edited);
        return draw(locale, english, content);
      }}
    />
  );
}

/**
 * The page of the catalogue's first product with a page (preview-content.json's `sample`), as the build read it but
 * for the file being edited; `words` around it in place of content/product-page.yml's.
 */
function samplePage(locale: string, content: PreviewContent, words?: ProductPageCopy): ReactNode {
  const sample = content.sample[locale];
  const category = content.categories[locale]?.find((entry) => entry.slug === sample?.category);
  if (!sample?.product || !category) return null;
  return <ProductMain {...productSections(locale, category, sample.product, words)} />;
}

const drawSample: Draw = (locale, _english, content) => samplePage(locale, content);

/** The home page as the build read it, which the words of every page's header and footer are previewed around. */
const drawHome: Draw = (locale) => <HomeMain locale={locale} home={getHome(locale)} figures={getStats(locale)} />;

/** The units after every count and measure (content/units.yml), on the catalogue's first product page. */
export function UnitsPreview(props: ViewProps) {
  return <FilePreview props={props} path={unitsFile.path} draw={drawSample} />;
}

/** The company's trade terms (content/trade-terms.yml), on the catalogue's first product page. */
export function TradeTermsPreview(props: ViewProps) {
  return <FilePreview props={props} path={tradeTermsFile.path} draw={drawSample} />;
}

/** The menus (content/navigation.yml): the header and footer of every page, here around the home page. */
export function NavigationPreview(props: ViewProps) {
  return <FilePreview props={props} path={navigationFile.path} chrome draw={drawHome} />;
}

/** The words every page's controls share (content/interface.yml): its header and footer, here around the home page. */
export function InterfacePreview(props: ViewProps) {
  return <FilePreview props={props} path={interfaceFile.path} chrome draw={drawHome} />;
}

/** The ribbon over a preview build's pages (content/preview.yml), over the home page. */
export function RibbonPreview(props: ViewProps) {
  return <FilePreview props={props} path={previewFile.path} chrome draw={drawHome} />;
}

/** The closing band of the home and About pages (content/cta.yml). */
export function CtaPreview(props: ViewProps) {
  return <FilePreview props={props} path={ctaFile.path} draw={(locale) => <EnquiryBand locale={locale} />} />;
}

/** The forms' shared words (content/forms.yml), on /contact. */
export function FormsPreview(props: ViewProps) {
  return (
    <FilePreview props={props} path={formsFile.path} draw={(locale) => <ContactMain {...contactView(locale, getContact(locale))} />} />
  );
}

/** The quote basket's and form's words (content/quote.yml), on /get-quote. */
export function QuoteFormPreview(props: ViewProps) {
  return (
    <FilePreview
      props={props}
      path={quoteFile.path}
      draw={(locale, _english, content) => {
        const around = content.around[locale]?.quote;
        if (!around) return null;
        return <QuoteMain {...quoteView(locale, getQuotePage(locale), { ...around, common: getForms(locale), quote: getQuote(locale) })} />;
      }}
    />
  );
}

/** The order of the categories (content/services/order.yml), on /services. */
export function CategoryOrderPreview(props: ViewProps) {
  return (
    <FilePreview
      props={props}
      path={orderFile.path}
      shared
      draw={(locale, _english, content) => {
        const { categories: order } = orderFile.get();
        const categories = [...(content.categories[locale] ?? [])].sort((a, b) => order.indexOf(a.slug) - order.indexOf(b.slug));
        return <ServicesMain {...servicesView(locale, getCatalogue(locale), categories)} />;
      }}
    />
  );
}

/** A product's page, of the entry being edited; the editor's `noPage` words where the product has none. */
export function ProductPreview(props: ViewProps & { messages: PreviewMessages }) {
  return (
    <ViewPreview
      props={props}
      draw={(locale, english, content) => {
        const { value, inEnglish } = entryIn(props, 'products', productEntrySchema, locale, english);
        // The site draws no page for it: say so, as the page would not exist.
        if (!hasPage(value)) return <p className="p-8 text-ink-soft">{props.messages.noPage}</p>;
        const product: Product = {
          ...value,
          // A photo uploaded but not yet published is shown from the editor's memory.
          images: value.images.map((image) => ({ ...image, src: imageUrl(props, image.src) })),
          inEnglish,
          // The page's Markdown leaves raw HTML as text: so does the preview.
          ...(value.description ? { descriptionHtml: markdownToHtml(value.description.replace(/</g, '&lt;')) } : {}),
          hasPage: hasPage(value),
        };
        const category = content.categories[locale]?.find((entry) => entry.slug === product.category);
        return category ? <ProductMain {...productSections(locale, category, product)} /> : null;
      }}
    />
  );
}

/** The words around every product's page (content/product-page.yml), on the page of the catalogue's first product. */
export function ProductPagePreview(props: ViewProps) {
  return (
    <ViewPreview
      props={props}
      draw={(locale, english, content) => samplePage(locale, content, fileIn(props, productPageFile, locale, english))}
    />
  );
}

/** A category's page, of the entry being edited, with its products as the build read them. */
export function CategoryPreview(props: ViewProps) {
  return (
    <ViewPreview
      props={props}
      draw={(locale, english, content) => {
        const { value } = entryIn(props, 'services', categorySchema, locale, english);
        const categories = content.categories[locale] ?? [];
        const products = categories.find((entry) => entry.slug === value.slug)?.products ?? [];
        // The page's sections read no more of a product than the build hands over (ListedProduct).
        const edited = {
          ...value,
          image: { ...value.image, src: imageUrl(props, value.image.src) },
          products: inCategoryOrder(products, value.productOrder),
        } as unknown as Category;
        const all = categories.map((entry) => (entry.slug === edited.slug ? edited : entry)) as Category[];
        return <CategoryMain {...categorySections(locale, edited, all)} />;
      }}
    />
  );
}

/** The home page (content/home.yml), with the track record's figures as the build read them. */
export function HomePreview(props: ViewProps) {
  return (
    <ViewPreview
      props={props}
      draw={(locale, english) => {
        const home = fileIn(props, homeFile, locale, english);
        const images = {
          hero: { ...home.hero, image: shown(props, home.hero.image) },
          about: { ...home.about, image: shown(props, home.about.image) },
        };
        return <HomeMain locale={locale} home={{ ...home, ...images }} figures={getStats(locale)} />;
      }}
    />
  );
}

/** The track record's figures (content/stats.yml), under the home page's heading, as the home and About pages show them. */
export function StatsPreview(props: ViewProps) {
  return (
    <ViewPreview
      props={props}
      draw={(locale, english) => (
        <StatsStrip locale={locale} heading={getHome(locale).stats} figures={fileIn(props, statsFile, locale, english).figures} />
      )}
    />
  );
}

/** /about (content/about.yml). */
export function AboutPreview(props: ViewProps) {
  return (
    <ViewPreview
      props={props}
      draw={(locale, english) => (
        <AboutMain
          locale={locale}
          about={fileIn(props, aboutFile, locale, english)}
          stats={{ heading: getHome(locale).stats, figures: getStats(locale) }}
        />
      )}
    />
  );
}

/** /certifications (content/certifications.yml). */
export function CertificationsPreview(props: ViewProps) {
  return (
    <ViewPreview
      props={props}
      draw={(locale, english) => <CertificationsMain locale={locale} {...fileIn(props, certificationsFile, locale, english)} />}
    />
  );
}

/** /initiatives (content/initiatives.yml). */
export function InitiativesPreview(props: ViewProps) {
  return (
    <ViewPreview
      props={props}
      draw={(locale, english) => <InitiativesMain locale={locale} {...fileIn(props, initiativesFile, locale, english)} />}
    />
  );
}

/** The 404 page (content/not-found.yml). */
export function NotFoundPreview(props: ViewProps) {
  return (
    <ViewPreview
      props={props}
      draw={(locale, english) => <NotFoundContent copy={fileIn(props, notFoundFile, locale, english)} locale={locale} />}
    />
  );
}

/** /contact (content/contact.yml): the form and the company's details, as a visitor finds them. */
export function ContactPreview(props: ViewProps) {
  return (
    <ViewPreview
      props={props}
      draw={(locale, english) => <ContactMain {...contactView(locale, fileIn(props, contactFile, locale, english))} />}
    />
  );
}

/**
 * The company's details (content/site.yml) where the site shows them: the Contact page (address,
 * phone, e-mail, every channel) and the footer of every page, drawn from the details being edited.
 * The channels' handles and numbers are English's, the same in every language, as on the site.
 */
export function SitePreview(props: ViewProps) {
  return (
    <ViewPreview
      props={props}
      draw={(locale, english) => {
        const details = (code: string) =>
          defineContent('content/site.yml', siteSchema, { ...fileIn(props, siteFile, code, english), url: getSite(code).url });
        const site = details(locale);
        const { channels, recipient } = contactsOf(locale, details(defaultLocale));
        return (
          <>
            <ContactMain {...contactView(locale, getContact(locale), { site, recipient })} />
            <Footer locale={locale} site={site} channels={channels} />
          </>
        );
      }}
    />
  );
}

/** /login (content/login.yml). */
export function LoginPreview(props: ViewProps) {
  return (
    <ViewPreview
      props={props}
      draw={(locale, english) => <LoginMain {...loginView(locale, fileIn(props, loginFile, locale, english))} />}
    />
  );
}

/** The catalogue's words (content/catalogue.yml) on /services, with the categories as the build read them. */
export function CataloguePreview(props: ViewProps) {
  return (
    <ViewPreview
      props={props}
      draw={(locale, english, content) => (
        <ServicesMain {...servicesView(locale, fileIn(props, catalogueFile, locale, english), content.categories[locale] ?? [])} />
      )}
    />
  );
}

/** /register (content/register.yml), its form with the countries as the build listed them. */
export function RegisterPreview(props: ViewProps) {
  return (
    <ViewPreview
      props={props}
      draw={(locale, english, content) => {
        const around = content.around[locale]?.register;
        return around ? <RegisterMain {...registerView(locale, fileIn(props, registerFile, locale, english), around)} /> : null;
      }}
    />
  );
}

/** /get-quote (content/get-quote.yml): its form, next steps and trading policies as the build read them. */
export function QuotePreview(props: ViewProps) {
  return (
    <ViewPreview
      props={props}
      draw={(locale, english, content) => {
        const around = content.around[locale]?.quote;
        return around ? <QuoteMain {...quoteView(locale, fileIn(props, quotePageFile, locale, english), around)} /> : null;
      }}
    />
  );
}

/** /blog: its words around our own articles (WordPress's posts are the live site's, not the editor's). */
export function BlogPreview(props: ViewProps) {
  return (
    <ViewPreview
      props={props}
      draw={(locale, english, content) => (
        <BlogMain {...blogView(locale, fileIn(props, blogFile, locale, english), content.around[locale]?.blog ?? [])} />
      )}
    />
  );
}

/** /search before a query: its words around the categories to browse. */
export function SearchPreview(props: ViewProps) {
  return (
    <ViewPreview
      props={props}
      draw={(locale, english, content) => (
        <SearchMain {...searchView(locale, fileIn(props, searchFile, locale, english), content.categories[locale] ?? [])} />
      )}
    />
  );
}
