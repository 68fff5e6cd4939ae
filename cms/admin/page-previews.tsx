import type { ReactNode } from 'react';
import { ArrowRight, CircleCheck } from 'lucide-react';
import type { Feature, IconName, PluralForms } from '@/content/schema';
import { pluralForm } from '@/components/quote/units';
import { formatNumber } from '@/components/ui/format-number';
import { Card } from '@/components/ui/card';
import { CheckList } from '@/components/ui/check-list';
import { Icon, IconTile } from '@/components/ui/icon';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { Container, Page, dataOf, imageUrl, list, previewLocale, text, type Data, type Props, type PreviewWords } from './previews';

// The preview pane for each file of Pages (and the track record's figures), as the site shows it.
// The site's own components are used where they take their content as props (FeatureGrid, Card,
// IconTile, CheckList); those that read the content files themselves (Section, PageHero, Hero,
// HeadingText: fs and the page's render cache, at build) are mirrored with the same markup and
// Tailwind classes, from components/sections/*.tsx and components/ui/{section,page-hero}.tsx.
// Keep to classes the site already uses (cms/admin/previews.tsx says why).

type Tone = 'plain' | 'tinted' | 'ink';
const strings = (value: unknown) => (Array.isArray(value) ? value.map(text).filter(Boolean) : []);
const object = (value: unknown): Data => (value && typeof value === 'object' ? (value as Data) : {});
/** Feature cards with an icon, as FeatureGrid needs them: an item still being filled in gets a placeholder icon. */
const features = (value: unknown): Feature[] =>
  list(value).map((item) => ({ icon: (text(item.icon) || 'circle-help') as IconName, title: text(item.title), text: text(item.text) }));

/** components/ui/section.tsx: a band of the page with its heading. */
function Section({
  title,
  eyebrow,
  intro,
  tone = 'plain',
  children,
}: {
  title?: string;
  eyebrow?: string;
  intro?: string;
  tone?: Tone;
  children?: ReactNode;
}) {
  const ink = tone === 'ink';
  const band = { plain: 'bg-white/95', tinted: 'bg-surface/90', ink: 'bg-ink text-white' }[tone];
  return (
    <section className={`py-16 lg:py-24 ${band}`}>
      <Container>
        {title ? (
          <header className="mb-10 max-w-prose lg:mb-12">
            {eyebrow ? (
              <p className={`mb-2 text-sm font-semibold tracking-wider uppercase ${ink ? 'text-saffron' : 'text-brand'}`}>{eyebrow}</p>
            ) : null}
            <h2 className={`text-2xl font-bold sm:text-3xl lg:text-4xl ${ink ? 'text-white' : ''}`}>{title}</h2>
            {intro ? <p className={`mt-4 text-lg ${ink ? 'text-white/85' : 'text-ink-soft'}`}>{intro}</p> : null}
          </header>
        ) : null}
        {children}
      </Container>
    </section>
  );
}

/** components/ui/page-hero.tsx: an inner page's top band. */
function PageHero({ title, intro, eyebrow, children }: { title: string; intro?: string; eyebrow?: string; children?: ReactNode }) {
  return (
    <div className="border-b border-surface-line bg-white/90 py-12 lg:py-16">
      <Container>
        {eyebrow ? <p className="mb-2 text-sm font-semibold tracking-wider text-brand uppercase">{eyebrow}</p> : null}
        <h1 className="max-w-3xl text-3xl font-bold sm:text-4xl lg:text-5xl">{title}</h1>
        {intro ? <p className="mt-4 max-w-prose text-lg text-ink-soft">{intro}</p> : null}
        {children}
      </Container>
    </div>
  );
}

/** A button-styled link (components/ui/button-link.tsx's classes), not followed from the pane. */
function Button({
  label,
  variant = 'primary',
  className = '',
  arrow = false,
}: {
  label: string;
  variant?: 'primary' | 'secondary' | 'light';
  className?: string;
  arrow?: boolean;
}) {
  const look = {
    primary: 'bg-brand text-white hover:bg-brand-dark',
    secondary: 'border border-ink/15 bg-white text-ink hover:border-brand hover:text-brand-dark',
    light: 'bg-white text-ink hover:bg-saffron-light',
  }[variant];
  if (!label) return null;
  return (
    <span
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-base font-semibold transition duration-150 ${look} ${className}`}
    >
      {label}
      {arrow ? <ArrowRight aria-hidden="true" className="size-5 rtl:-scale-x-100" /> : null}
    </span>
  );
}

function Picture({ props, image, className }: { props: Props; image: unknown; className: string }) {
  const { src, alt } = object(image);
  const url = imageUrl(props, text(src));
  return url ? <img src={url} alt={text(alt)} className={className} /> : null;
}

/** components/sections/stats-strip.tsx: the four figures, at their final value, in the language's numbers. */
function StatsStrip({
  stats,
  words,
  lang,
}: {
  stats: { title: string; intro: string; figures: Data[] };
  words: PreviewWords['words'][string];
  lang: string;
}) {
  return (
    <Section tone="ink" title={stats.title} intro={stats.intro}>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
        {stats.figures.map((figure, index) => {
          const target = typeof figure.target === 'number' ? figure.target : 0;
          const suffix = text(figure.suffix);
          const pattern = suffix === '%' ? words.numbers.percent : `#${suffix}`;
          return (
            <div key={index} className="flex flex-col rounded-card border border-white/10 bg-white/5 p-5 lg:p-6">
              <dt className="order-2 mt-1 flex items-center gap-2 text-sm wrap-anywhere text-white/80 sm:text-base">
                {figure.icon ? <Icon name={text(figure.icon) as IconName} className="size-5 shrink-0 text-saffron" /> : null}
                {pluralForm({ other: '', ...object(figure.label) } as PluralForms, target, lang)}
              </dt>
              <dd className="order-1 text-4xl font-bold text-saffron lg:text-5xl">
                {pattern.replace('#', formatNumber(target, words.numbers))}
              </dd>
            </div>
          );
        })}
      </dl>
    </Section>
  );
}

/** The home page (app/[locale]/page.tsx): hero, core strengths, about, track record. */
export function HomePreview(props: Props) {
  const data = dataOf(props.entry);
  const { lang, words } = previewLocale(props.entry);
  const hero = object(data.hero);
  const strengths = object(data.strengths);
  const about = object(data.about);
  const stats = object(data.stats);
  return (
    <Page props={props}>
      <section className="relative overflow-hidden bg-ink text-white">
        <Container className="grid items-center gap-10 py-14 lg:grid-cols-[1fr_1.3fr] lg:gap-8 lg:py-24">
          <div>
            <p className="text-sm font-semibold tracking-wider text-saffron uppercase">{text(hero.eyebrow)}</p>
            <h1 className="mt-3 text-4xl font-bold text-white sm:text-5xl lg:text-[3.25rem] lg:[:lang(zh)_&]:text-[2.75rem]">
              {text(hero.title)}
            </h1>
            <p className="mt-5 max-w-xl text-lg text-white/85">{text(hero.intro)}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Button label={text(object(hero.primary).label)} arrow />
              <Button label={text(object(hero.secondary).label)} variant="light" />
            </div>
            <CheckList items={strings(hero.highlights)} className="mt-8 text-sm text-white/85" iconClassName="mt-0.5 text-saffron" />
          </div>
          <Picture props={props} image={hero.image} className="h-auto w-full" />
        </Container>
      </section>
      <Section eyebrow={text(strengths.eyebrow)} title={text(strengths.title)} intro={text(strengths.intro)}>
        <FeatureGrid items={features(strengths.items)} />
      </Section>
      <Section tone="tinted">
        <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
          <Picture
            props={props}
            image={about.image}
            className="h-auto w-full rounded-card border border-surface-line bg-white shadow-card"
          />
          <div>
            <p className="text-sm font-semibold tracking-wider text-brand uppercase">{text(about.eyebrow)}</p>
            <h2 className="mt-2 text-2xl font-bold sm:text-3xl lg:text-4xl">{text(about.title)}</h2>
            {strings(about.paragraphs).map((paragraph, index) => (
              <p key={index} className="mt-4 max-w-prose text-lg text-ink-soft">
                {paragraph}
              </p>
            ))}
            <Button label={text(object(about.link).label)} variant="secondary" className="mt-8" arrow />
          </div>
        </div>
      </Section>
      <StatsStrip stats={{ title: text(stats.title), intro: text(stats.intro), figures: words.stats.figures }} words={words} lang={lang} />
    </Page>
  );
}

/** The track record's figures (Lists › stats), under the home page's heading, as the home and About pages show them. */
function StatsPreview(props: Props) {
  const data = dataOf(props.entry);
  const { lang, words } = previewLocale(props.entry);
  return (
    <Page props={props}>
      <StatsStrip stats={{ title: words.stats.title, intro: words.stats.intro, figures: list(data.figures) }} words={words} lang={lang} />
    </Page>
  );
}

/** About (app/[locale]/about/page.tsx): head, who we are, mission and vision, reasons. */
function AboutPreview(props: Props) {
  const data = dataOf(props.entry);
  const who = object(data.whoWeAre);
  const reasons = object(data.reasons);
  return (
    <Page props={props}>
      <PageHero eyebrow={text(data.eyebrow)} title={text(data.title)} intro={text(data.purpose)} />
      <Section>
        <div className="grid gap-10 lg:grid-cols-[1.2fr_1fr] lg:gap-16">
          <div>
            <h2 className="text-2xl font-bold sm:text-3xl">{text(who.title)}</h2>
            {strings(who.paragraphs).map((paragraph, index) => (
              <p key={index} className="mt-4 max-w-prose text-lg text-ink-soft">
                {paragraph}
              </p>
            ))}
          </div>
          <div className="grid content-start gap-5">
            {[
              { block: object(data.mission), icon: 'target' as const },
              { block: object(data.vision), icon: 'eye' as const },
            ].map(({ block, icon }) => (
              <Card key={icon} className="flex gap-4">
                <IconTile
                  name={icon}
                  className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-saffron-light text-ink"
                />
                <div>
                  <h3 className="text-lg font-semibold">{text(block.title)}</h3>
                  <p className="mt-1 text-ink-soft">{text(block.text)}</p>
                </div>
              </Card>
            ))}
          </div>
        </div>
      </Section>
      <Section tone="tinted" title={text(reasons.title)} intro={text(reasons.intro)}>
        <FeatureGrid items={features(reasons.items)} />
      </Section>
    </Page>
  );
}

/** Certifications (components/sections/certification-grid.tsx): each document's card with its details. */
function CertificationsPreview(props: Props) {
  const data = dataOf(props.entry);
  const page = object(data.page);
  const listHead = object(page.list);
  const labels = object(page.labels);
  return (
    <Page props={props}>
      <PageHero title={text(page.title)} intro={text(page.intro)} />
      <Section tone="tinted" title={text(listHead.title)} intro={text(listHead.intro)}>
        <ul role="list" className="grid gap-6 md:grid-cols-2">
          {list(data.certifications).map((certification, index) => {
            const reference = object(certification.reference);
            return (
              <Card as="li" key={index} className="flex flex-col">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <IconTile name={(text(certification.icon) || 'circle-help') as IconName} />
                  {certification.placeholder === true ? (
                    <p className="rounded-full border border-saffron bg-saffron-light px-3 py-1 text-sm font-semibold text-ink">
                      {text(labels.placeholder)}
                    </p>
                  ) : null}
                </div>
                <h3 className="mt-5 text-xl font-bold">{text(certification.title)}</h3>
                <p className="mt-3 text-ink-soft">{text(certification.text)}</p>
                <dl className="mt-5 grid flex-1 content-start gap-x-6 gap-y-1 border-t border-surface-line pt-5 text-sm sm:grid-cols-[10.5rem_minmax(0,1fr)] sm:gap-y-3">
                  <dt className="font-semibold text-ink">{text(reference.label)}</dt>
                  <dd className="mb-2 text-ink-soft sm:mb-0">{text(reference.value)}</dd>
                  <dt className="font-semibold text-ink">{text(labels.issuer)}</dt>
                  <dd className="mb-2 text-ink-soft sm:mb-0">{text(certification.issuer)}</dd>
                  <dt className="font-semibold text-ink">{text(labels.validUntil)}</dt>
                  <dd className="text-ink-soft">{text(certification.validUntil)}</dd>
                </dl>
                <p className="mt-6 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-brand-dark underline decoration-brand/40 underline-offset-4">
                  {text(labels.verify)} {text(object(certification.verify).label)}
                </p>
              </Card>
            );
          })}
        </ul>
      </Section>
    </Page>
  );
}

/** Initiatives (components/sections/initiative-list.tsx and partner-cta.tsx). */
function InitiativesPreview(props: Props) {
  const data = dataOf(props.entry);
  const page = object(data.page);
  const partner = object(page.partner);
  return (
    <Page props={props}>
      <PageHero title={text(page.title)} intro={text(page.intro)} />
      <Section tone="tinted">
        <ul role="list" className="grid gap-6 lg:gap-8">
          {list(data.initiatives).map((initiative, index) => (
            <li key={index}>
              <Card className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-12 lg:p-10">
                <div>
                  <IconTile name={(text(initiative.icon) || 'circle-help') as IconName} />
                  <h2 className="mt-5 text-2xl font-bold sm:text-3xl">{text(initiative.title)}</h2>
                  <p className="mt-4 text-lg text-ink-soft">{text(initiative.text)}</p>
                </div>
                <ul role="list" className="grid content-start gap-3 rounded-xl bg-surface p-4 sm:p-6">
                  {strings(initiative.points).map((point, at) => (
                    <li key={at} className="flex gap-3 text-ink-soft">
                      <CircleCheck aria-hidden="true" strokeWidth={1.75} className="mt-0.5 size-5 shrink-0 text-brand" />
                      <span>{point}</span>
                    </li>
                  ))}
                </ul>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <Section>
        <div className="flex flex-col gap-8 rounded-card bg-ink p-8 text-white shadow-lift sm:p-10 lg:flex-row lg:items-center lg:justify-between lg:p-12">
          <div className="max-w-prose">
            <p className="text-sm font-semibold tracking-wider text-saffron uppercase">{text(partner.eyebrow)}</p>
            <h2 className="mt-2 text-2xl font-bold text-white sm:text-3xl lg:text-4xl">{text(partner.title)}</h2>
            <p className="mt-4 text-lg text-white/85">{text(partner.text)}</p>
          </div>
          <Button label={text(object(partner.cta).label)} variant="light" className="shrink-0 self-start lg:self-center" arrow />
        </div>
      </Section>
    </Page>
  );
}

/** The 404 page (components/sections/not-found-content.tsx). */
function NotFoundPreview(props: Props) {
  const data = dataOf(props.entry);
  return (
    <Page props={props}>
      <PageHero eyebrow={text(data.eyebrow)} title={text(data.title)} intro={text(data.text)}>
        <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
          {list(data.links).map((link, index) => (
            <li key={index} className="font-semibold text-brand-dark underline underline-offset-4">
              {text(link.label)}
            </li>
          ))}
        </ul>
        <Button label={text(object(data.home).label)} className="mt-8" />
      </PageHero>
    </Page>
  );
}

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
  return (
    <Page props={props}>
      <PageHero title={head.title} intro={head.intro} />
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
        <Section tone="tinted" eyebrow={text(policies.eyebrow)} title={text(policies.title)} intro={text(policies.intro)} />
      ) : null}
      {store.title ? <PageHero title={text(store.title)} intro={text(store.intro)} /> : null}
      {terms.title ? (
        <Section tone="tinted" title={text(terms.title)}>
          <CheckList items={strings(terms.points)} className="max-w-prose text-ink-soft" iconClassName="mt-1 text-brand" />
        </Section>
      ) : null}
    </Page>
  );
}

/** The words around every product's page: its section titles and the labels of its facts, as the page shows them. */
function ProductWordsPreview(props: Props) {
  const data = dataOf(props.entry);
  const labels = object(data.labels);
  const actions = object(data.actions);
  const price = object(data.price);
  return (
    <Page props={props}>
      <Section>
        <div className="flex flex-wrap gap-3">
          <Button label={text(actions.ask)} />
          <Button label={text(actions.sample)} variant="secondary" />
        </div>
        <p className="mt-6 max-w-prose text-sm text-ink-muted">{text(data.typicalNote)}</p>
        <div className="mt-8 grid gap-6 lg:grid-cols-2">
          {['overviewTitle', 'specsTitle', 'optionsTitle', 'orderingTitle', 'packingTitle', 'originTitle', 'certificatesTitle'].map(
            (key) => (data[key] ? <TextCard key={key} title={text(data[key])} /> : null),
          )}
        </div>
        <dl className="mt-8 grid gap-x-4 gap-y-1.5 sm:grid-cols-[auto_1fr]">
          {Object.entries(labels).map(([key, label]) => (
            <div key={key} className="contents">
              <dt className="font-medium text-ink-muted">{text(label)}</dt>
              <dd className="text-ink">{key === 'price' ? text(price.onRequest) : '…'}</dd>
            </div>
          ))}
        </dl>
      </Section>
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
  catalogue: PageWordsPreview,
  certifications: CertificationsPreview,
  initiatives: InitiativesPreview,
  'get-quote': PageWordsPreview,
  'product-page': ProductWordsPreview,
  contact: PageWordsPreview,
  blog: PageWordsPreview,
  search: PageWordsPreview,
  login: PageWordsPreview,
  register: PageWordsPreview,
  'not-found': NotFoundPreview,
  stats: StatsPreview,
} satisfies Record<string, (props: Props) => ReactNode>;
