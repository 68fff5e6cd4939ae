import MarkdownIt from 'markdown-it';
import { contentHrefMessage, isContentHref } from '@/lib/links';
import { siteImagePath } from '@/lib/site-image';

// A product description's Markdown (content/products/): paragraphs, lists, emphasis and links. Its
// links keep content's one rule (lib/links.ts) and its pictures are the site's: the schema refuses
// anything else before a save and at build, naming the link, and the page never draws it either.
// Raw HTML is shown as text (html: false), so no <img> or <a> gets in that way.

const options = { html: false, linkify: false, typographer: false } as const;

/** What reads a description to check it: every link and picture, whatever its address. */
const reader = new MarkdownIt(options);
reader.validateLink = () => true;

/** What draws a description: a link or picture breaking the rule stays text. */
const writer = new MarkdownIt(options);
writer.validateLink = (url) => isContentHref(url) || siteImagePath(url) !== null;
const drawImage = writer.renderer.rules.image!;
writer.renderer.rules.image = (tokens, index, options, env, self) =>
  siteImagePath(String(tokens[index]!.attrGet('src') ?? '')) === null
    ? writer.utils.escapeHtml(tokens[index]!.content)
    : drawImage(tokens, index, options, env, self);

/** Why a description's links or pictures break the rule, one line each, or nothing. */
export function markdownLinkProblems(markdown: string): string[] {
  const problems: string[] = [];
  for (const block of reader.parse(markdown, {}))
    for (const token of block.children ?? []) {
      if (token.type === 'link_open') {
        const href = String(token.attrGet('href') ?? '');
        if (!isContentHref(href)) problems.push(`link ${href}: ${contentHrefMessage}`);
      }
      if (token.type === 'image') {
        const src = String(token.attrGet('src') ?? '');
        if (siteImagePath(src) === null) problems.push(`picture ${src}: must be a picture of this site, under /images/ (upload it)`);
      }
    }
  return problems;
}

/** A description as HTML. */
export const renderMarkdown = (markdown: string) => writer.render(markdown);
