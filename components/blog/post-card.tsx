import clsx from 'clsx';
import { Link } from '@/components/ui/link';
import { Card } from '@/components/ui/card';
import { defaultLocale } from '@/content/locale-path';
import type { Post } from '@/content/schema';
import { formatPostDate, type DateCopy } from '@/lib/post';
import { fillTemplate } from '@/lib/template';
import { SvgIcon } from '@/components/ui/svg-icon';

type PostCardProps = {
  post: Post;
  labels: { readPost: string; readPostName: string; newTab: string };
  date: DateCopy;
  /** The page's language, and the language codes written right to left. */
  locale: string;
  rtl: readonly string[];
  className?: string;
};

/**
 * lang and dir for text written in `written` (a language code) on a page in `locale`: nothing when
 * it is the page's language, else its own, so an English post on an Arabic page reads left to right.
 */
function textLanguage(written: string | undefined, locale: string, rtl: readonly string[]): { lang?: string; dir?: 'ltr' | 'rtl' } {
  const code = written ?? defaultLocale;
  return code === locale ? {} : { lang: code, dir: rtl.includes(code) ? 'rtl' : 'ltr' };
}

/** Styles for the sanitised excerpt HTML: paragraphs, lists, quotes and links. */
const excerptClasses = clsx(
  'text-ink-soft [&_ol]:list-decimal [&_ol]:ps-5 [&_p+p]:mt-2 [&_ul]:list-disc [&_ul]:ps-5',
  '[&_blockquote]:border-s-2 [&_blockquote]:border-saffron [&_blockquote]:ps-3 [&_blockquote]:italic',
  // Above the card's stretched link, so links inside an excerpt stay clickable.
  '[&_a[href]]:relative [&_a[href]]:z-10 [&_a[href]]:font-semibold [&_a[href]]:text-brand-dark [&_a[href]]:underline [&_a[href]]:underline-offset-4',
);

/** One post in the /blog list: date, title, excerpt and a Read Post link that covers the card. */
export function PostCard({ post, labels, date, locale, rtl, className }: PostCardProps) {
  // A post in another language than the page's says so (WordPress posts are written in English).
  const written = textLanguage(post.lang, locale, rtl);
  // mt-auto: the link sits at the foot of the card, however short the excerpt.
  const linkClasses =
    'mt-auto inline-flex min-h-11 items-center gap-2 self-start font-semibold text-brand-dark underline decoration-brand/40 underline-offset-4 hover:decoration-brand after:absolute after:inset-0 after:rounded-card';
  // The name says which post, and that it opens a new tab; it starts with the visible words.
  const name = [
    fillTemplate(labels.readPostName, { readPost: labels.readPost, title: post.titleText }),
    ...(post.external ? [labels.newTab] : []),
  ].join(' ');
  const linkText = (
    <>
      {labels.readPost}
      {post.external ? (
        <SvgIcon name="external-link" strokeWidth={1.75} className="size-4" />
      ) : (
        <SvgIcon name="arrow-right" strokeWidth={1.75} className="size-4 rtl:-scale-x-100" />
      )}
    </>
  );
  return (
    // min-w-0: a grid item may not grow to its content, so no excerpt can widen the page.
    <Card as="li" interactive className={clsx('relative flex min-w-0 flex-col', className)}>
      <p className="flex items-center gap-2 text-sm font-medium text-ink-muted">
        <SvgIcon name="calendar-days" strokeWidth={1.75} className="size-4 text-brand" />
        <time dateTime={post.date}>{formatPostDate(post.date, date)}</time>
      </p>
      {/* titleHtml and excerptHtml come from sanitize.ts (DOMPurify, strict allow-list). */}
      {/* Clamped in lines and in height (blogLimits bounds the markup; this bounds the box, <br> and lists included). */}
      <h2
        {...written}
        className="mt-3 line-clamp-4 max-h-[4lh] text-xl font-bold wrap-anywhere"
        dangerouslySetInnerHTML={{ __html: post.titleHtml }}
      />
      <div
        {...written}
        className={clsx('mt-3 mb-6 line-clamp-5 max-h-[5lh] wrap-anywhere', excerptClasses)}
        dangerouslySetInnerHTML={{ __html: post.excerptHtml }}
      />
      {post.external ? (
        <a href={post.href} target="_blank" rel="noopener noreferrer" aria-label={name} className={linkClasses}>
          {linkText}
        </a>
      ) : (
        <Link locale={locale} href={post.href} aria-label={name} className={linkClasses}>
          {linkText}
        </Link>
      )}
    </Card>
  );
}
