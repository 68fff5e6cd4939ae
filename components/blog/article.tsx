import { SvgIcon } from '@/components/ui/svg-icon';
import type { Blog } from '@/content/blog';
import type { RepoPost } from '@/content/schema';
import { Link } from '@/components/ui/link';
import { ButtonLink } from '@/components/ui/button-link';
import { ContentImage } from '@/components/ui/content-image';
import { Container } from '@/components/ui/container';
import { formatPostDate } from '@/lib/post';
import { fillTemplate } from '@/lib/template';
import { localeInfo } from '@/content/locales';
import { HeadingText } from '@/components/ui/heading-text';

/** The way back to the list, above the article and again in its closing call to action. */
function BackToBlog({ label, locale }: { label: string; locale: string }) {
  return (
    <Link
      locale={locale}
      href="/blog"
      className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-dark underline decoration-brand/40 underline-offset-4 hover:decoration-brand"
    >
      <SvgIcon name="arrow-left" className="size-4 rtl:-scale-x-100" />
      {label}
    </Link>
  );
}

/** lang and dir of an article written in `code` on a page in `locale`, when they differ (an untranslated one). */
function writtenIn(code: string, locale: string): { lang?: string; dir?: 'ltr' | 'rtl' } {
  if (code === locale) return {};
  const { lang, dir } = localeInfo(code);
  return { lang, dir };
}

type ArticleProps = {
  post: RepoPost;
  copy: Blog['article'];
  date: Blog['date'];
  /** The page's language (a code of content/locales.yml); the post may be in another. */
  locale: string;
};

/** A repo article: back link, date and reading time, title and lead, the body, and a call to action. */
export function Article({ post, copy, date, locale }: ArticleProps) {
  const written = writtenIn(post.lang, locale);
  return (
    <article>
      <header className="border-b border-surface-line bg-white/90 py-12 lg:py-16">
        <Container>
          <div className="mx-auto max-w-prose">
            <BackToBlog label={copy.back} locale={locale} />
            <p className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-1 text-sm font-medium text-ink-muted">
              <span className="inline-flex items-center gap-2">
                <SvgIcon name="calendar-days" className="size-4 text-brand" />
                <time dateTime={post.date}>{formatPostDate(post.date, date)}</time>
              </span>
              <span className="inline-flex items-center gap-2">
                <SvgIcon name="clock" className="size-4 text-brand" />
                {fillTemplate(copy.minutesRead, { minutes: post.readingMinutes })}
              </span>
            </p>
            <h1 {...written} className="mt-4 text-3xl font-bold sm:text-4xl lg:text-5xl">
              <HeadingText text={post.titleText} locale={locale} />
            </h1>
            <p {...written} className="mt-5 text-lg text-ink-soft sm:text-xl">
              {post.description}
            </p>
          </div>
        </Container>
      </header>
      <div className="bg-white/95 py-12 lg:py-16">
        <Container>
          {post.image && (
            <ContentImage
              image={post.image}
              priority
              sizes="(min-width: 768px) 68ch, 100vw"
              className="mx-auto mb-10 h-auto w-full max-w-prose rounded-card"
            />
          )}
          {/* max-w-prose is in ch: measured here at 16 px, as for the title, the picture and the aside, not at the body's text-lg. */}
          <div className="mx-auto max-w-prose">
            {/* bodyHtml is our own Markdown, rendered by marked and sanitised at build. */}
            <div {...written} className="article-body" dangerouslySetInnerHTML={{ __html: post.bodyHtml }} />
          </div>
          <aside
            aria-labelledby="article-cta-title"
            className="mx-auto mt-14 flex max-w-prose flex-col gap-5 rounded-card border border-surface-line bg-surface p-6 sm:p-8"
          >
            <div>
              <h2 id="article-cta-title" className="text-xl font-bold">
                {copy.cta.title}
              </h2>
              <p className="mt-2 text-ink-soft">{copy.cta.text}</p>
            </div>
            <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
              <ButtonLink locale={locale} href={copy.cta.link.href}>
                {copy.cta.link.label}
              </ButtonLink>
              <BackToBlog label={copy.back} locale={locale} />
            </div>
          </aside>
        </Container>
      </div>
    </article>
  );
}
