import { useEffect, type ReactNode } from 'react';
import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import { formatPostDate } from '@/lib/post';
import { toBlocks } from '@/components/sections/policy-blocks';

// Decap's preview pane for an article and the policies, in the site's type and colours: the same
// markup and Tailwind classes as components/blog/article.tsx and components/sections/policy-grid.tsx, styled by the site's own
// stylesheet (public/admin/preview.css, compiled from app/globals.css by scripts/build-admin.mjs).
// Keep to classes the site already uses: Tailwind reads these files for the site's stylesheet too.

/** What scripts/build-admin.mjs hands the previews from the content, per language (esbuild's define). */
export type PreviewWords = {
  defaultLocale: string;
  locales: { code: string; lang: string; dir: 'ltr' | 'rtl' }[];
  words: Record<
    string,
    {
      date: { format: string; months: string[] };
      policiesTitle: string;
    }
  >;
};

declare const CMS_PREVIEW_WORDS: PreviewWords;

export type Data = Record<string, unknown>;
export type Props = PreviewTemplateComponentProps;

export const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));
export const list = (value: unknown): Data[] =>
  Array.isArray(value) ? value.filter((item): item is Data => !!item && typeof item === 'object') : [];

/** The entry's fields as plain JSON (Decap hands an Immutable map). */
export function dataOf(entry: Props['entry']): Data {
  const data = entry.get('data') as { toJS?: () => Data } | undefined;
  return data?.toJS?.() ?? {};
}

/**
 * The language the pane shows: Decap swaps the entry's data for the chosen language's
 * (getPreviewEntry), so it is the one whose i18n data is that very object; else the default.
 */
export function previewLocale(entry: Props['entry'], words: PreviewWords = CMS_PREVIEW_WORDS) {
  const data = entry.get('data');
  const code = words.locales.find(({ code: candidate }) => entry.getIn(['i18n', candidate, 'data']) === data)?.code ?? words.defaultLocale;
  const info = words.locales.find((locale) => locale.code === code) ?? { code, lang: code, dir: 'ltr' as const };
  return { ...info, words: words.words[code] ?? words.words[words.defaultLocale]! };
}

/**
 * The pane's page in the language shown: lang and dir on its <html>, as the site's pages have them
 * (the stylesheet's Arabic and Chinese rules read them; its body rule sets the type and colours).
 */
export function Page({ props, children }: { props: Props; children: ReactNode }) {
  const { lang, dir } = previewLocale(props.entry);
  const frame = props.document;
  useEffect(() => {
    frame?.documentElement.setAttribute('lang', lang);
    frame?.documentElement.setAttribute('dir', dir);
  }, [frame, lang, dir]);
  // The editor's own buttons (preview, scroll sync) float over the pane's right edge: a gutter keeps them off the page's text.
  return (
    <div className="bg-surface" style={{ paddingRight: '3.5rem' }}>
      {children}
    </div>
  );
}

export function Container({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto w-full max-w-content px-4 sm:px-6 lg:px-8 ${className}`}>{children}</div>;
}

/** An image of the entry: a file just uploaded is shown from the editor's memory (getAsset). */
export function imageUrl(props: Props, src: string): string {
  if (!src) return '';
  const asset = props.getAsset(src) as unknown as { toString(): string } | undefined;
  return asset ? asset.toString() : src;
}

/** An article: date, title, excerpt and the Markdown body (Decap's own rendering of it), as /blog/<slug>. */
export function ArticlePreview(props: Props) {
  const data = dataOf(props.entry);
  const { words } = previewLocale(props.entry);
  const date = text(data.date).slice(0, 10);
  const image = (data.image ?? {}) as Data;
  const src = imageUrl(props, text(image.src));
  let shownDate = date;
  try {
    if (/^\d{4}-\d{2}-\d{2}$/.test(date)) shownDate = formatPostDate(date, words.date);
  } catch {
    // A date being typed: shown as it is.
  }
  return (
    <Page props={props}>
      <article>
        <header className="border-b border-surface-line bg-white/90 py-12 lg:py-16">
          <Container>
            <div className="mx-auto max-w-prose">
              {date ? (
                <p className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-1 text-sm font-medium text-ink-muted">
                  <time dateTime={date}>{shownDate}</time>
                </p>
              ) : null}
              <h1 className="mt-4 text-3xl font-bold sm:text-4xl lg:text-5xl">{text(data.title)}</h1>
              <p className="mt-5 text-lg text-ink-soft sm:text-xl">{text(data.excerpt)}</p>
            </div>
          </Container>
        </header>
        <div className="bg-white/95 py-12 lg:py-16">
          <Container>
            <div className="mx-auto max-w-prose">
              {src ? <img src={src} alt={text(image.alt)} className="mb-10 h-auto w-full rounded-card border border-surface-line" /> : null}
              <div data-article-body className="article-body">
                {props.widgetFor('body')}
              </div>
            </div>
          </Container>
        </div>
      </article>
    </Page>
  );
}

/** The trading policies: each one's title, summary and full text, as /get-quote and its dialogs show them. */
export function PoliciesPreview(props: Props) {
  const data = dataOf(props.entry);
  const { words } = previewLocale(props.entry);
  return (
    <Page props={props}>
      <section className="py-12 lg:py-16">
        <Container>
          <h2 className="text-2xl font-bold sm:text-3xl">{words.policiesTitle}</h2>
          <ul className="mt-8 grid gap-4">
            {list(data.policies).map((policy, index) => (
              <li key={index} className="rounded-card border border-surface-line bg-surface-card p-6 shadow-card">
                <h3 className="text-lg font-semibold">{text(policy.title)}</h3>
                <p className="mt-2 text-ink-soft">{text(policy.summary)}</p>
                <div className="mt-4 grid max-w-prose gap-4 text-base text-ink-soft">
                  {toBlocks((Array.isArray(policy.details) ? policy.details : []).map(text)).map((block, at) =>
                    block.kind === 'p' ? (
                      <p key={at}>{block.text}</p>
                    ) : (
                      <ul key={at} className="grid list-disc gap-2 ps-5 marker:text-brand">
                        {block.items.map((item, itemAt) => (
                          <li key={itemAt} className="ps-1">
                            {item}
                          </li>
                        ))}
                      </ul>
                    ),
                  )}
                </div>
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </Page>
  );
}
