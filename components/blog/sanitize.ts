import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify';

// Every piece of HTML the blog renders goes through DOMPurify with a strict allow-list: no
// attributes but href, no element that can run script, load a frame or carry style. In the
// browser DOMPurify uses the page's own DOM; at build, content/posts.ts hands it a jsdom window
// first (jsdom never reaches the browser bundle). Without a DOM it refuses rather than pass
// HTML through, as a bare DOMPurify would.

const inline = ['em', 'strong', 'b', 'i', 'code', 'span', 'br', 'sup', 'sub'];
const block = ['p', 'a', 'ul', 'ol', 'li', 'blockquote'];

const strict = { ALLOW_DATA_ATTR: false, ALLOW_ARIA_ATTR: false, ALLOW_UNKNOWN_PROTOCOLS: false } satisfies Config;

/** Titles: inline formatting only, no attributes at all. */
const titleConfig: Config = { ...strict, ALLOWED_TAGS: inline, ALLOWED_ATTR: [] };
/** Excerpts: also paragraphs, lists, quotes and links (href only). */
const excerptConfig: Config = { ...strict, ALLOWED_TAGS: [...inline, ...block], ALLOWED_ATTR: ['href'] };
/** Our own Markdown articles: also headings, tables, rules and images from the site. */
const articleConfig: Config = {
  ...strict,
  ALLOWED_TAGS: [...inline, ...block, 'h2', 'h3', 'h4', 'pre', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img'],
  ALLOWED_ATTR: ['href', 'src', 'alt', 'title', 'width', 'height'],
};
/** Plain text: every tag goes, its text stays. */
const textConfig: Config = { ...strict, ALLOWED_TAGS: [], ALLOWED_ATTR: [], KEEP_CONTENT: true };

function protocolOf(value: string): string | null {
  try {
    // URL() strips tabs, newlines and leading spaces the way a browser does, so "java\tscript:" is caught.
    return new URL(value).protocol;
  } catch {
    return null;
  }
}

const isWebUrl = (value: string) => ['http:', 'https:'].includes(protocolOf(value) ?? '');
/** A path on this site ("/contact", "#fees"), never protocol-relative ("//evil.example", "/\evil.example"). */
const isSitePath = (value: string) => /^(\/(?![/\\])|#)/.test(value.trim());
/** An image on this site ("/images/…"). */
const isSiteFile = (value: string) => /^\/(?![/\\])/.test(value.trim());

/**
 * A DOMPurify instance whose links are limited to `allowHref` and open off-site targets in a new
 * tab with rel="noopener noreferrer".
 */
function purifier(win: WindowLike, allowHref: (value: string) => boolean): DOMPurify {
  const purify = createDOMPurify(win);
  if (!purify.isSupported) throw new Error('sanitize: DOMPurify has no usable DOM here');
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'href' && !allowHref(data.attrValue)) data.keepAttr = false;
    if (data.attrName === 'src' && !isSiteFile(data.attrValue)) data.keepAttr = false;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    if (href && isWebUrl(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purify;
}

export type Sanitizer = {
  /** Inline HTML for a title: em, strong, b, i, code, span, br, sup, sub; no attributes. */
  title(html: string): string;
  /** HTML for an excerpt: inline tags, p, lists, blockquote and http(s) links. */
  excerpt(html: string): string;
  /** HTML of our own Markdown articles: also headings, tables and site images; site paths allowed in links. */
  article(html: string): string;
  /** The text of some HTML, entities decoded and white space collapsed. */
  text(html: string): string;
};

export function createSanitizer(win: WindowLike): Sanitizer {
  const external = purifier(win, isWebUrl);
  const own = purifier(win, (value) => isWebUrl(value) || isSitePath(value) || protocolOf(value) === 'mailto:');
  return {
    title: (html) => external.sanitize(html, titleConfig),
    excerpt: (html) => external.sanitize(html, excerptConfig).trim(),
    article: (html) => own.sanitize(html, articleConfig),
    text: (html) =>
      (external.sanitize(html, { ...textConfig, RETURN_DOM_FRAGMENT: true }).textContent ?? '').replace(/\s+/g, ' ').trim(),
  };
}

let current: Sanitizer | undefined;

/** At build (no browser): give the sanitiser a DOM, e.g. `provideWindow(new JSDOM('').window)`. */
export function provideWindow(win: WindowLike): void {
  current = createSanitizer(win);
}

/** The sanitiser for this environment: the one given a DOM at build, else the browser's own. */
export function sanitizer(): Sanitizer {
  if (!current && typeof window !== 'undefined') current = createSanitizer(window);
  if (!current) throw new Error('sanitize: no DOM; call provideWindow(new JSDOM("").window) before sanitising at build');
  return current;
}
