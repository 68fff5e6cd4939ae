import { getBlog, type Blog, type blogFile } from '@/content/blog';
import type { Post, PostPage } from '@/content/schema';
import type { PageSeo } from '@/components/seo/page-metadata';

type BlogFile = ReturnType<typeof blogFile.get>;

// The /blog page's one view, drawn by BlogMain (./blog-page.tsx) for the route and the editor's preview.

/** What /blog draws: content/blog.yml's words, our own articles, and where WordPress's come from (null: none). */
export type BlogSections = {
  locale: string;
  blog: Blog;
  posts: Post[];
  /** The posts endpoint, its page size and page 1 as the build fetched it (null: unreachable); null when there is no WordPress. */
  wordpress: { url: string; perPage: number; initial: PostPage | null } | null;
};

/**
 * /blog in `locale`, from its file (`file`: the editor's entry) and our articles (`posts`:
 * ./blog-around.ts, which the editor reads from the build, as it cannot parse them itself).
 */
export function blogView(
  locale: string,
  file: BlogFile,
  posts: Post[],
  wordpress: BlogSections['wordpress'] = null,
): BlogSections & { seo: PageSeo } {
  return {
    seo: { locale, title: file.title, description: file.intro, path: '/blog' },
    locale,
    blog: getBlog(locale, file),
    posts,
    wordpress,
  };
}
