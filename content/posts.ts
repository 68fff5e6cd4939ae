import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import MarkdownIt from 'markdown-it';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { buildSanitizer } from '@/lib/build-sanitizer';
import { isPostDate } from '@/lib/wordpress';
import { ContentFileError, defaultLocale, localizeEntry, type ContentModule } from './load';
import { cached } from './read';
import { localePath } from './locale-path';
import { isLocale, localeCodes, localeInfo } from './locales';
import { StrayLanguageError } from './stray-languages';
import { noCoverage, sumOf, type Coverage } from './localize';
import { same } from './schema-reader';
import { siteImagePath } from '@/lib/site-image';
import { contentImageSize, ImageSizeError } from './image-size';
import { altText, defineContent, heading, optionalImageSchema, postSchema, text, type Post, type RepoPost } from './schema';
import { typeset } from './typography';

// Build time only, so markdown-it and jsdom never reach the browser: the Markdown articles of content/blog/
// (laid out as docs/blog.md says), as cards for /blog and pages of their own.

type Markdown = InstanceType<typeof MarkdownIt>;

/** Titles and excerpts: raw HTML in them is shown as text; typographer gives curly quotes and dashes. */
const markdown = withSiteLinks(new MarkdownIt({ html: false, linkify: false, typographer: true }));
/** Article bodies: HTML pasted from Word or e-mail is kept, then sanitised (docs/images.md, "HTML in an article"). */
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

/** What a Markdown body is rendered with: its language, its file, and the file's line its first line is on. */
type BodyEnv = { locale: string; file: string; firstLine: number };

/** A path written to reach a site image that resolves outside /images/ ("/images/../../etc/passwd"). */
const leavesImages = (src: string) => /^\s*\/images[/\\]/i.test(src) && siteImagePath(src) === null;
/** src="…" values in raw HTML. */
const htmlSources = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;

/**
 * Fails the build, naming file and line, on an image (Markdown or HTML) resolving outside public/images/, before
 * anything is read. An inline image's line is its block's first plus the line breaks before it.
 */
function checkImagePaths(md: Markdown): Markdown {
  md.core.ruler.push('site_image_paths', (state) => {
    const env = state.env as Partial<BodyEnv>;
    const refuse = (src: string, line: number) => {
      throw new ContentFileError(
        String(env.file),
        `body, line ${line + (env.firstLine ?? 1)}: image ${src} is outside /images/; an article's pictures are files under /images/ (e.g. /images/uploads/crate.jpg)`,
      );
    };
    const checkHtml = (html: string, line: number) => {
      for (const match of html.matchAll(htmlSources)) {
        const src = match[1] ?? match[2] ?? match[3] ?? '';
        if (leavesImages(src)) refuse(src, line + (html.slice(0, match.index).match(/\n/g)?.length ?? 0));
      }
    };
    for (const token of state.tokens) {
      const line = token.map?.[0] ?? 0;
      if (token.type === 'html_block') checkHtml(token.content, line);
      let breaks = 0;
      for (const child of token.children ?? []) {
        if (child.type === 'softbreak' || child.type === 'hardbreak') breaks += 1;
        if (child.type === 'html_inline') checkHtml(child.content, line + breaks);
        if (child.type !== 'image') continue;
        const src = String(child.attrGet('src') ?? '');
        child.meta = { ...child.meta, line: line + breaks };
        if (leavesImages(src) || leavesImages(safeDecode(src))) refuse(src, line + breaks);
      }
    }
  });
  return md;
}

function safeDecode(src: string): string {
  try {
    return decodeURI(src);
  } catch {
    return src;
  }
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
        const line = typeof token.meta?.line === 'number' ? `, line ${token.meta.line + Number(env?.firstLine ?? 1)}` : '';
        throw new ContentFileError(String(env?.file), `body${line}: image ${src}: ${error.message}`);
      }
    }
    return renderImage(tokens, index, options, env, self);
  };
  return checkImagePaths(md);
}

const root = process.cwd();
const blogDir = 'content/blog';
const folderOf = (locale: string) => path.join(root, blogDir, locale);

/** One or two sentences, on one line: the card's text and the meta description (300 characters at most). */
const excerpt = text;

/** The date as written (frontMatterOf keeps YAML from making a Date); 2026-02-30, which Date.parse rolls over, is refused. */
const day = z
  .string('must be a date like 2026-03-14')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-03-14')
  .refine(isPostDate, 'must be a real date');

/** The front matter of content/blog/en/<slug>.md. Unknown keys are errors, so a typo is caught. */
export const frontMatterSchema = z.strictObject({
  title: heading,
  /** The same in every language: written in English's file only. */
  date: same(day),
  /** One or two sentences: the card's text and the page's meta description. */
  excerpt,
  /** The file and its alt text; the size is read from the file (a missing file fails at image.src). */
  image: optionalImageSchema,
});
export type FrontMatter = z.infer<typeof frontMatterSchema>;

/** A translation's front matter: only the words; one left out is English's, one written must not be empty. */
export const translationSchema = z.strictObject({
  title: text.optional(),
  excerpt: excerpt.optional(),
  /** Only the alt text: the picture is English's. */
  image: z.strictObject({ alt: altText }).optional(),
});

/** Fields written once, in English's file; a translation that repeats one is told where it belongs. */
const englishOnly = ['date', 'image.src'];

const fileSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'the file name must be kebab-case, e.g. shipping-from-pakistan.md'),
  body: z.string().refine((body) => !markdown.parse(body, {}).some((token) => token.type === 'heading_open' && token.tag === 'h1'), {
    message: 'use ## for headings: the title is the page’s only # heading',
  }),
});

/** An English article and its translation, with the body, as the language check reads them. */
const articleSchema = frontMatterSchema.extend({ body: z.string() });

/** Front matter and body; YAML's core schema has no timestamps, so 2026-02-30 stays as written, not 2 March. */
function frontMatterOf(source: string): { data: unknown; content: string } {
  const { data, content } = matter(source, { engines: { yaml: (text) => parseYaml(text, { schema: 'core' }) ?? {} } });
  return { data, content };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const wordsPerMinute = 200;
const hanPerMinute = 350;
/** Chinese characters, and the full-width punctuation between them, which is not a word of its own. */
const chineseText = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/gu;

/** Minutes to read a body: 200 words a minute, and Chinese, which has no spaces, 350 characters (adults read 300–400). */
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

/** One article in `locale` from its English `file` ("en/<slug>.md") and text, and its translation's; throws naming file and field. */
export function parseRepoPost(file: string, source: string, locale: string = defaultLocale, translation?: string): RepoPost {
  return readArticle(file, source, locale, translation).post;
}

/** parseRepoPost's article, and what its translation covers (nothing where it has none: the whole article is English, and says so). */
function readArticle(
  file: string,
  source: string,
  locale: string,
  translation: string | undefined,
): { post: RepoPost; coverage: Coverage } {
  const name = `${blogDir}/${file}`;
  const { data, content } = frontMatterOf(source);
  const front = defineContent(name, frontMatterSchema, data as z.input<typeof frontMatterSchema>);
  const { slug, body } = defineContent(name, fileSchema, { slug: path.basename(file, '.md'), body: content });
  const firstLine = firstLineOf(source, content);
  const english = () => ({ post: render(slug, front, body, defaultLocale, locale, firstLine), coverage: noCoverage });
  if (translation === undefined || locale === defaultLocale) return english();

  const own = `${blogDir}/${locale}/${path.basename(file)}`;
  const parsed = frontMatterOf(translation);
  // A file with no words at all (the editor's empty alt text) is no translation.
  if (!hasWords(parsed.data) && !parsed.content.trim()) return english();
  const words = translationOf(own, name, parsed.data, front);
  const checked = defineContent(own, fileSchema, { slug, body: parsed.content });
  if (!checked.body.trim())
    throw new ContentFileError(
      own,
      `body: must not be empty; translate the article below the front matter, or delete the file to show ${name}`,
    );
  const { value, coverage } = localizeEntry(own, articleSchema, locale, { ...front, body }, { ...words, body: checked.body });
  const { body: localBody, ...merged } = value;
  const post = render(slug, merged, localBody, locale, locale, localBody === body ? firstLine : firstLineOf(translation, parsed.content));
  return { post, coverage };
}

/** The line of `source` (from 1) that its body `content`, what follows the front matter, starts on. */
function firstLineOf(source: string, content: string): number {
  const before = source.endsWith(content) ? source.slice(0, source.length - content.length) : '';
  return (before.match(/\n/g)?.length ?? 0) + 1;
}

/** The card and page of an article written in `lang`, shown on `locale`'s blog. */
function render(slug: string, front: FrontMatter, body: string, lang: string, locale: string, firstLine: number): RepoPost {
  const clean = buildSanitizer();
  const titleHtml = clean.title(markdown.renderInline(front.title));
  return {
    id: `repo-${slug}`,
    source: 'repo',
    slug,
    lang,
    date: front.date,
    titleHtml,
    // The sanitiser's text collapses every space, no-break ones too: the language's spacing goes back on.
    titleText: typeset(clean.text(titleHtml), localeInfo(lang).lang),
    excerptHtml: clean.excerpt(`<p>${markdown.renderInline(front.excerpt)}</p>`),
    description: front.excerpt,
    href: `/blog/${slug}`,
    external: false,
    image: front.image,
    bodyHtml: clean.article(bodyMarkdown.render(body, { locale, file: `${blogDir}/${lang}/${slug}.md`, firstLine } satisfies BodyEnv)),
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
    if (entry.isDirectory() && !isLocale(entry.name)) throw new StrayLanguageError(`${blogDir}/${entry.name}/`);
    if (entry.isFile() && entry.name.endsWith('.md'))
      throw new ContentFileError(
        `${blogDir}/${entry.name}`,
        `an article belongs in ${blogDir}/${defaultLocale}/ (English) and its translations in ${blogDir}/<language>/`,
      );
  }
}

/** The English articles' paths under content/blog/ and their text, read once (again when they change, in development). */
const englishSources = cached(() => (existsSync(folderOf(defaultLocale)) ? readEnglish() : []));

function readEnglish() {
  checkLayout();
  return markdownFiles(folderOf(defaultLocale)).map((name) => ({
    file: `${defaultLocale}/${name}`,
    source: readFileSync(path.join(folderOf(defaultLocale), name), 'utf8'),
  }));
}

function loadPosts(locale: string): { posts: RepoPost[]; coverage: Coverage } {
  if (!isLocale(locale)) throw new Error(`No language "${locale}" in content/locales.yml`);
  const sources = englishSources();
  const translated = locale !== defaultLocale && existsSync(folderOf(locale)) ? markdownFiles(folderOf(locale)) : [];
  const stray = translated.find((name) => !sources.some(({ file }) => path.basename(file) === name));
  if (stray) throw new ContentFileError(`${blogDir}/${locale}/${stray}`, `has no English article ${blogDir}/${defaultLocale}/${stray}`);
  const articles = sources.map(({ file, source }) => {
    const name = path.basename(file);
    const translation = translated.includes(name) ? readFileSync(path.join(folderOf(locale), name), 'utf8') : undefined;
    return readArticle(file, source, locale, translation);
  });
  return {
    posts: articles.map(({ post }) => post).sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug)),
    coverage: sumOf(articles.map(({ coverage }) => coverage)),
  };
}

const postsIn = cached(loadPosts);

/** Every article on `locale`'s blog, newest first, translated where it is (`lang` says); `href` is the English address. */
export function getRepoPosts(locale: string): RepoPost[] {
  return postsIn(locale).posts;
}

/** content/blog/ for the editor and the coverage report, where an untranslated article counts as nothing. */
export const articlesFolder: ContentModule = {
  kind: 'markdown',
  path: blogDir,
  schema: frontMatterSchema,
  body: fileSchema.shape.body,
  coverage: (locale) => postsIn(locale).coverage,
};

/** Just what a card in the list needs (postSchema keeps only its own fields), so the article bodies stay out of /blog's HTML. */
export function asCard(post: RepoPost): Post {
  return postSchema.parse(post);
}

/** The languages (codes of content/locales.yml) the article with this slug is written in: English and its translations. */
export function articleLanguages(slug: string): string[] {
  return localeCodes.filter((code) => getRepoPost(code, slug)?.lang === code);
}

/** The article with this slug on `locale`'s blog, as getRepoPosts gives it, or undefined. */
export function getRepoPost(locale: string, slug: string): RepoPost | undefined {
  return getRepoPosts(locale).find((post) => post.slug === slug);
}
