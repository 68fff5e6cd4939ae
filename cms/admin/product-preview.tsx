import { useEffect, useState } from 'react';
import { markdownToHtml } from 'decap-cms-widget-markdown/dist/esm/serializers';
import { defaultLocale, localizeEntry } from '@/content/load';
import { hasPage, type Product } from '@/content/products';
import { productEntrySchema } from '@/content/schema';
import { productSections, type ProductCategory } from '@/components/views/product';
import { ProductMain } from '@/components/views/product-page';
import { Page, dataOf, imageUrl, previewLocale, type Data, type Props } from './previews';

// A product's preview is its page: the entry being edited, read in the language shown as the build
// reads its files (English under the translation, the fields it lacks marked), through the page's
// own view and sections. The loaders behind them read the files scripts/build-admin.mjs hands over.

/** What scripts/build-admin.mjs writes beside the bundle for the previews (previewContent). */
export type PreviewContent = { files: Record<string, string>; categories: Record<string, ProductCategory[]> };

/** Its address, with the site's base path (esbuild's define). */
declare const CMS_PREVIEW_CONTENT: string;

let loading: Promise<PreviewContent> | undefined;

/** The previews' content, fetched once; undefined until it is here. */
function usePreviewContent(): PreviewContent | undefined {
  const [content, setContent] = useState<PreviewContent>();
  useEffect(() => {
    loading ??= fetch(CMS_PREVIEW_CONTENT).then((response) => response.json() as Promise<PreviewContent>);
    void loading.then((loaded) => {
      (globalThis as unknown as { __cmsPreviewFiles: Record<string, string> }).__cmsPreviewFiles = loaded.files;
      setContent(loaded);
    });
  }, []);
  return content;
}

/** The entry as the page shows it in `locale`: `english` with the language's words laid over it. */
function productOf(props: Props, locale: string, english: Data): Product {
  const slug = String(props.entry.get('slug') ?? english.id ?? 'new');
  const local = locale === defaultLocale ? undefined : dataOf(props.entry);
  const { value, coverage } = localizeEntry(`content/products/${locale}/${slug}.yml`, productEntrySchema, locale, english, local);
  return {
    ...value,
    // A photo uploaded but not yet published is shown from the editor's memory.
    images: value.images.map((image) => ({ ...image, src: imageUrl(props, image.src) })),
    inEnglish: coverage.fallbacks.map((fallback) => fallback.field),
    // The page's Markdown leaves raw HTML as text: so does the preview.
    ...(value.description ? { descriptionHtml: markdownToHtml(value.description.replace(/</g, '&lt;')) } : {}),
    hasPage: hasPage(value),
  };
}

/** A product's page, as the site draws it, of the entry being edited; `english` is the entry's English data (the form's left side). */
export function ProductPreview(props: Props & { english?: Data }) {
  const content = usePreviewContent();
  const { code, lang, dir } = previewLocale(props.entry);
  if (!content) return null;
  let sections;
  let problem;
  try {
    const product = productOf(props, code, props.english ?? dataOf(props.entry));
    const category = content.categories[code]?.find((entry) => entry.slug === product.category);
    sections = category && productSections(code, category, product);
  } catch (error) {
    // What the build would refuse, said as it would say it, until the form is filled in.
    problem = (error as Error).message;
  }
  return (
    <Page props={props}>
      <main lang={lang} dir={dir}>
        {sections ? <ProductMain {...sections} /> : <p className="p-8 whitespace-pre-line text-ink-soft">{problem}</p>}
      </main>
    </Page>
  );
}
