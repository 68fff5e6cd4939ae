import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import MarkdownIt from 'markdown-it';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { buildSanitizer } from '@/lib/build-sanitizer';
import { isPostDate } from '@/lib/wordpress';
import { ContentFileError, defaultLocale, localizeEntry } from './load';
import { ContentCache, registerContent } from './read';
import { localePath } from './locale-path';
import { isLocale, localeCodes } from './locales';
import { same } from './localize';
import { contentImageSize, ImageSizeError } from './image-size';
import { defineContent, optionalImageSchema, postSchema, type Post, type RepoPost } from './schema';

// Build-time only (server components import it): the Markdown articles in content/blog/, as
// cards for /blog and pages of their own. gray-matter, markdown-it and jsdom never reach the
// browser. WordPress posts are lib/wordpress-build.ts's.
//
// Laid out as Decap CMS's i18n reads a folder collection (multiple_folders): the article in
// content/blog/en/<slug>.md, with its date and image; a translation, where there is one, in
// content/blog/<locale>/<slug>.md, holding only the words (title, excerpt, body). An article
// without a translation shows on every language's blog in English, with lang "en".

type Markdown = InstanceType<typeof MarkdownIt>;

/** Titles and excerpts: raw HTML in them is shown as text; typographer gives curly quotes and dashes. */
const markdown = withSiteLinks(new MarkdownIt({ html: false, linkify: false, typographer: true }));
/**
 * Article bodies: editors paste from Word and e-mail, so HTML in the Markdown is kept, then cleaned
 * by lib/sanitize.ts as strictly as a WordPress post (no script, handlers, frames or styles). An
 * image under /images/ gets its width and height from the file.
 */
const bodyMarkdown = withSiteImages(withSiteLinks(new MarkdownIt({ html: true, linkify: false, typographer: true })));

/** A link to a page of the site leads to that page in the blog's language ("/get-quote" → "/ar/get-quote"). */
function withSiteLinks(md: Markdown): Markdown {
  const renderLink = md.renderer.rules.link_open ?? ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));
  md.renderer.rules.link_open = (tokens, index, options, env, self) => {
    const href = tokens[index]!.attrGet('href');
    const locale: unknown = env?.locale;
    if (href && typeof locale === 'string') tokens[index]!.attrSet('href', localePath(locale, String(href)));
    return renderLink(tokens, index, options, env, self);
  };
  return md;
}

/** `![alt](/images/uploads/crate.jpg)` keeps its place while it loads; a missing file fails naming the article. */
function withSiteImages(md: Markdown): Markdown {
  const renderImage = md.renderer.rules.image!;
  md.renderer.rules.image = (tokens, index, options, env, self) => {
    const token = tokens[index]!;
    const src = String(token.attrGet('src') ?? '');
    if (src.startsWith('/images/')) {
      try {
        const { width, height } = contentImageSize(decodeURI(src));
        token.attrSet('width', String(width));
        token.attrSet('height', String(height));
      } catch (error) {
        if (!(error instanceof ImageSizeError)) throw error;
        throw new ContentFileError(String(env?.file), `body: image ${src}: ${error.message}`);
      }
    }
    return renderImage(tokens, index, options, env, self);
  };
  return md;
}

const root = process.cwd();
const blogDir = 'content/blog';
const folderOf = (locale: string) => path.join(root, blogDir, locale);

const text = z.string().trim().min(1, 'must not be empty');
const excerpt = text.max(300, 'must be at most 300 characters (it is the meta description)');

/**
 * Quoted or not, the date reaches the schema as written (frontMatterOf keeps YAML from making a
 * Date of it); a day not in the calendar (2026-02-30, which Date.parse would roll over) is refused.
 */
const day = z
  .string('must be a date like 2026-03-14')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-03-14')
  .refine(isPostDate, 'must be a real date');

/** The front matter of content/blog/en/<slug>.md. Unknown keys are errors, so a typo is caught. */
export const frontMatterSchema = z.strictObject({
  title: text,
  /** The same in every language: written in English's file only. */
  date: same(day),
  /** One or two sentences: the card's text and the page's meta description. */
  excerpt,
  /** The file and its alt text; the size is read from the file (a missing file fails at image.src). */
  image: optionalImageSchema,
});
export type FrontMatter = z.infer<typeof frontMatterSchema>;

/**
 * The front matter of a translation, content/blog/<locale>/<slug>.md: only the words. A field it
 * leaves out is English's (and the coverage report lists it); one it writes must not be empty.
 */
export const translationSchema = z.strictObject({
  title: text.optional(),
  excerpt: excerpt.optional(),
  /** Only the alt text: the picture is English's. */
  image: z.strictObject({ alt: z.string() }).optional(),
});

/** Fields written once, in English's file; a translation that repeats one is told where it belongs. */
const englishOnly = ['date', 'image.src'];

const fileSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'the file name must be kebab-case, e.g. shipping-from-pakistan.md'),
  body: z.string().refine((body) => !markdown.parse(body, {}).some((token) => token.type === 'heading_open' && token.tag === 'h1'), {
    message: 'use ## for headings: the title is the page’s only # heading',
  }),
});

registerContent({ kind: 'markdown', path: blogDir, schema: frontMatterSchema, body: fileSchema.shape.body });

/** An English article and its translation, with the body, as the language check reads them. */
const articleSchema = frontMatterSchema.extend({ body: z.string() });

/**
 * The front matter and body of a Markdown file. YAML's core schema has no timestamp type, so an
 * unquoted 2026-02-30 stays the string the author wrote instead of becoming 2 March.
 */
function frontMatterOf(source: string): { data: unknown; content: string } {
  const { data, content } = matter(source, { engines: { yaml: (text) => parseYaml(text, { schema: 'core' }) ?? {} } });
  return { data, content };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const wordsPerMinute = 200;
const hanPerMinute = 350;
/** Chinese characters, and the full-width punctuation between them, which is not a word of its own. */
const chineseText = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/gu;

/**
 * Minutes to read a body, in any of the site's languages: words (as spaces separate them) at 200 a
 * minute, and Chinese characters, which have no spaces between words, at 350 a minute (a fair
 * rate for an adult reading Chinese is 300–400); a Latin word in Chinese text counts as a word.
 */
export function readingMinutes(body: string): number {
  const characters = body.match(/\p{Script=Han}/gu)?.length ?? 0;
  const words = body.replace(chineseText, ' ').split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / wordsPerMinute + characters / hanPerMinute));
}

/** Whether front matter holds any text that is not blank. */
function hasWords(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some(hasWords);
  return isRecord(value) && Object.values(value).some(hasWords);
}

/** A translation's front matter checked: only its words, none empty, each a field English has. */
function translationOf(name: string, englishName: string, data: unknown, english: FrontMatter) {
  if (isRecord(data))
    for (const field of englishOnly) {
      const [key, inner] = field.split('.') as [string, string | undefined];
      const value = inner ? (isRecord(data[key]) ? data[key][inner] : undefined) : data[key];
      if (value !== undefined) throw new ContentFileError(name, `${field}: is the same in every language; write it only in ${englishName}`);
    }
  // An empty alt text is the editor's default, not a translation of it.
  const words = isRecord(data) && isRecord(data.image) && !hasWords(data.image.alt) ? { ...data, image: undefined } : data;
  const front = defineContent(name, translationSchema, words);
  if (front.image && !english.image) throw new ContentFileError(name, `image: ${englishName} has no image to describe`);
  return front;
}

/**
 * Parses one article, in `locale`: `file` is the English article's path under content/blog/
 * ("en/shipping-from-pakistan.md") and `source` its text; `translation`, where there is one, is the
 * text of content/blog/<locale>/<slug>.md. Throws a ContentError naming the file and the field.
 */
export function parseRepoPost(file: string, source: string, locale: string = defaultLocale, translation?: string): RepoPost {
  const name = `${blogDir}/${file}`;
  const { data, content } = frontMatterOf(source);
  const front = defineContent(name, frontMatterSchema, data as z.input<typeof frontMatterSchema>);
  const { slug, body } = defineContent(name, fileSchema, { slug: path.basename(file, '.md'), body: content });
  if (translation === undefined || locale === defaultLocale) return render(slug, front, body, defaultLocale, locale);

  const own = `${blogDir}/${locale}/${path.basename(file)}`;
  const parsed = frontMatterOf(translation);
  // The editor writes a file for every language of a new article, holding nothing but an empty alt
  // text where no one translated it: no words at all is no translation.
  if (!hasWords(parsed.data) && !parsed.content.trim()) return render(slug, front, body, defaultLocale, locale);
  const words = translationOf(own, name, parsed.data, front);
  const checked = defineContent(own, fileSchema, { slug, body: parsed.content });
  if (!checked.body.trim())
    throw new ContentFileError(
      own,
      `body: must not be empty; translate the article below the front matter, or delete the file to show ${name}`,
    );
  const { body: localBody, ...merged } = localizeEntry(own, articleSchema, locale, { ...front, body }, { ...words, body: checked.body });
  return render(slug, merged, localBody, locale, locale);
}

/** The card and page of an article written in `lang`, shown on `locale`'s blog. */
function render(slug: string, front: FrontMatter, body: string, lang: string, locale: string): RepoPost {
  const clean = buildSanitizer();
  const titleHtml = clean.title(markdown.renderInline(front.title));
  return {
    id: `repo-${slug}`,
    source: 'repo',
    slug,
    lang,
    date: front.date,
    titleHtml,
    titleText: clean.text(titleHtml),
    excerptHtml: clean.excerpt(`<p>${markdown.renderInline(front.excerpt)}</p>`),
    description: front.excerpt,
    href: `/blog/${slug}`,
    external: false,
    image: front.image,
    bodyHtml: clean.article(bodyMarkdown.render(body, { locale, file: `${blogDir}/${lang}/${slug}.md` })),
    readingMinutes: readingMinutes(body),
  };
}

const markdownFiles = (dir: string) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .sort();

/** content/blog/ holds one folder per language and nothing else in Markdown. */
function checkLayout() {
  for (const entry of readdirSync(path.join(root, blogDir), { withFileTypes: true })) {
    if (entry.isDirectory() && !isLocale(entry.name))
      throw new ContentFileError(`${blogDir}/${entry.name}/`, `is not a language of content/locales.yml (${localeCodes.join(', ')})`);
    if (entry.isFile() && entry.name.endsWith('.md'))
      throw new ContentFileError(
        `${blogDir}/${entry.name}`,
        `an article belongs in ${blogDir}/${defaultLocale}/ (English) and its translations in ${blogDir}/<language>/`,
      );
  }
}

const englishCache = new ContentCache<string, { file: string; source: string }[]>();

/** The English articles' paths under content/blog/ and their text, read once (again when they change, in development). */
function englishSources() {
  const known = englishCache.get(defaultLocale);
  if (known) return known;
  const english = existsSync(folderOf(defaultLocale)) ? readEnglish() : [];
  englishCache.set(defaultLocale, english);
  return english;
}

function readEnglish() {
  checkLayout();
  return markdownFiles(folderOf(defaultLocale)).map((name) => ({
    file: `${defaultLocale}/${name}`,
    source: readFileSync(path.join(folderOf(defaultLocale), name), 'utf8'),
  }));
}

const byLocale = new ContentCache<string, RepoPost[]>();

function loadPosts(locale: string): RepoPost[] {
  const sources = englishSources();
  const translated = locale !== defaultLocale && existsSync(folderOf(locale)) ? markdownFiles(folderOf(locale)) : [];
  const stray = translated.find((name) => !sources.some(({ file }) => path.basename(file) === name));
  if (stray) throw new ContentFileError(`${blogDir}/${locale}/${stray}`, `has no English article ${blogDir}/${defaultLocale}/${stray}`);
  return sources
    .map(({ file, source }) => {
      const name = path.basename(file);
      const translation = translated.includes(name) ? readFileSync(path.join(folderOf(locale), name), 'utf8') : undefined;
      return parseRepoPost(file, source, locale, translation);
    })
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

/**
 * Every article on `locale`'s blog, newest first: its translation into `locale` where there is one,
 * English otherwise. `lang` says which; `href` is the English address (the page adds the prefix).
 */
export function getRepoPosts(locale: string): RepoPost[] {
  if (!isLocale(locale)) throw new Error(`No language "${locale}" in content/locales.yml`);
  if (!byLocale.has(locale)) byLocale.set(locale, loadPosts(locale));
  return byLocale.get(locale)!;
}

/** Just what a card in the list needs (postSchema keeps only its own fields), so the article bodies stay out of /blog's HTML. */
export function asCard(post: RepoPost): Post {
  return postSchema.parse(post);
}

/** The article with this slug on `locale`'s blog, as getRepoPosts gives it, or undefined. */
export function getRepoPost(locale: string, slug: string): RepoPost | undefined {
  return getRepoPosts(locale).find((post) => post.slug === slug);
}
