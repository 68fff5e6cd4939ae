import { asCard, getRepoPosts } from '@/content/posts';
import type { Post } from '@/content/schema';

/**
 * Our own articles in `locale`, as the blog lists them (./blog.ts, blogView). Apart from the view:
 * reading them needs the Markdown parser and the sanitiser, which the editor's preview leaves out
 * and reads them from the build instead (scripts/build-admin.mjs, previewContent's around).
 */
export const blogAround = (locale: string): Post[] => getRepoPosts(locale).map(asCard);
