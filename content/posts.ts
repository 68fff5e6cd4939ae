import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import MarkdownIt from 'markdown-it';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { buildSanitizer } from '@/lib/build-sanitizer';
import { isPostDate } from '@/lib/wordpress';
import { defineContent, imageSchema, postSchema, type Post, type RepoPost } from './schema';

// Build-time only (server components import it): the Markdown articles in content/blog/, as
// cards for /blog and pages of their own. gray-matter, markdown-it and jsdom never reach the
// browser. WordPress posts are lib/wordpress-build.ts's.

/** Raw HTML in a post is shown as text, not markup; typographer gives curly quotes and dashes. */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true });

const root = process.cwd();
const postsDir = path.join(root, 'content', 'blog');

const text = z.string().trim().min(1, 'must not be empty');

/**
 * Quoted or not, the date reaches the schema as written (frontMatterOf keeps YAML from making a
 * Date of it); a day not in the calendar (2026-02-30, which Date.parse would roll over) is refused.
 */
const day = z
  .string('must be a date like 2026-03-14')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-03-14')
  .refine(isPostDate, 'must be a real date');

/** The front matter of content/blog/<slug>.md. Unknown keys are errors, so a typo is caught. */
export const frontMatterSchema = z.strictObject({
  title: text,
  date: day,
  /** One or two sentences: the card's text and the page's meta description. */
  excerpt: text.max(300, 'must be at most 300 characters (it is the meta description)'),
  image: imageSchema
    .refine((image) => existsSync(path.join(root, 'public', image.src)), { message: 'file not found in public/', path: ['src'] })
    .optional(),
});
export type FrontMatter = z.infer<typeof frontMatterSchema>;

const fileSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'the file name must be kebab-case, e.g. shipping-from-pakistan.md'),
  body: z.string().refine((body) => !markdown.parse(body, {}).some((token) => token.type === 'heading_open' && token.tag === 'h1'), {
    message: 'use ## for headings: the title is the page’s only # heading',
  }),
});

/**
 * The front matter and body of a Markdown file. YAML's core schema has no timestamp type, so an
 * unquoted 2026-02-30 stays the string the author wrote instead of becoming 2 March.
 */
function frontMatterOf(source: string): { data: unknown; content: string } {
  const { data, content } = matter(source, { engines: { yaml: (text) => parseYaml(text, { schema: 'core' }) ?? {} } });
  return { data, content };
}

/** Parses one Markdown file; throws a ContentError naming the file and the field. */
export function parseRepoPost(file: string, source: string): RepoPost {
  const name = `content/blog/${file}`;
  const { data, content } = frontMatterOf(source);
  const front = defineContent(name, frontMatterSchema, data as z.input<typeof frontMatterSchema>);
  const { slug, body } = defineContent(name, fileSchema, { slug: path.basename(file, '.md'), body: content });
  const clean = buildSanitizer();
  const titleHtml = clean.title(markdown.renderInline(front.title));
  const words = body.split(/\s+/).filter(Boolean).length;
  return {
    id: `repo-${slug}`,
    source: 'repo',
    slug,
    date: front.date,
    titleHtml,
    titleText: clean.text(titleHtml),
    excerptHtml: clean.excerpt(`<p>${markdown.renderInline(front.excerpt)}</p>`),
    description: front.excerpt,
    href: `/blog/${slug}`,
    external: false,
    image: front.image,
    bodyHtml: clean.article(markdown.render(body)),
    readingMinutes: Math.max(1, Math.round(words / 200)),
  };
}

let cached: RepoPost[] | undefined;

/** Every article in content/blog/, newest first. */
export function repoPosts(): RepoPost[] {
  cached ??= (existsSync(postsDir) ? readdirSync(postsDir) : [])
    .filter((file) => file.endsWith('.md'))
    .map((file) => parseRepoPost(file, readFileSync(path.join(postsDir, file), 'utf8')))
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  return cached;
}

/** Just what a card in the list needs (postSchema keeps only its own fields), so the article bodies stay out of /blog's HTML. */
export function asCard(post: RepoPost): Post {
  return postSchema.parse(post);
}

export function getRepoPost(slug: string): RepoPost | undefined {
  return repoPosts().find((post) => post.slug === slug);
}
