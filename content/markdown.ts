import MarkdownIt from 'markdown-it';
import { isContentHref } from '@/lib/links';
import { siteImagePath } from '@/lib/site-image';

// A product description's Markdown (content/products/) as HTML: paragraphs, lists, emphasis and
// links. Its links keep content's one rule (lib/links.ts) and its pictures are the site's: the schema
// refuses anything else before a save and at build (content/markdown-links.ts), and what is drawn here
// never holds it either. Raw HTML is shown as text (html: false), so no <img> or <a> gets in that way.

const options = { html: false, linkify: false, typographer: false } as const;

/** What draws a description: a link or picture breaking the rule stays text. */
function makeWriter() {
  const writer = new MarkdownIt(options);
  writer.validateLink = (url) => isContentHref(url) || siteImagePath(url) !== null;
  const drawImage = writer.renderer.rules.image!;
  writer.renderer.rules.image = (tokens, index, options, env, self) =>
    siteImagePath(String(tokens[index]!.attrGet('src') ?? '')) === null
      ? writer.utils.escapeHtml(tokens[index]!.content)
      : drawImage(tokens, index, options, env, self);
  return writer;
}

// Made at the first description drawn, not on import: the editor's bundle imports this module with
// a stand-in for markdown-it (its previews draw Markdown with Decap's; scripts/build-admin.mjs).
let writer: ReturnType<typeof makeWriter> | undefined;

/** A description as HTML. */
export const renderMarkdown = (markdown: string) => (writer ??= makeWriter()).render(markdown);
