import clsx from 'clsx';

// The type of an article's Markdown body, shared by the article page (components/blog/article.tsx)
// and the editor's preview of it (cms/admin/previews.tsx), so the preview reads as the page does.

/** Type for the Markdown body: a readable measure, a clear scale, lists and tables that breathe. */
export const articleBodyClasses = clsx(
  'text-lg leading-[1.7] wrap-break-word text-ink-soft [&>*+*]:mt-5',
  '[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-ink sm:[&_h2]:text-3xl',
  '[&_h3]:mt-9 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-ink',
  '[&_strong]:font-semibold [&_strong]:text-ink',
  '[&_a]:font-semibold [&_a]:text-brand-dark [&_a]:underline [&_a]:decoration-brand/40 [&_a]:underline-offset-4 [&_a:hover]:decoration-brand',
  '[&_li]:mt-2 [&_li]:ps-1 [&_li]:marker:text-brand [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6',
  '[&_blockquote]:rounded-e-lg [&_blockquote]:border-s-4 [&_blockquote]:border-saffron [&_blockquote]:bg-saffron-light [&_blockquote]:px-5 [&_blockquote]:py-4 [&_blockquote]:text-ink',
  // A wide table scrolls inside itself instead of widening the page.
  '[&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:text-sm [&_table]:leading-normal sm:[&_table]:text-base',
  '[&_th]:border-b-2 [&_th]:border-ink/15 [&_th]:py-2 [&_th]:pe-3 [&_th]:text-start [&_th]:align-bottom [&_th]:font-semibold [&_th]:text-ink sm:[&_th]:pe-5',
  '[&_td]:border-b [&_td]:border-surface-line [&_td]:py-2.5 [&_td]:pe-3 [&_td]:align-top sm:[&_td]:pe-5',
  '[&_code]:rounded [&_code]:bg-surface [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-base',
  '[&_hr]:my-10 [&_hr]:border-surface-line',
);
