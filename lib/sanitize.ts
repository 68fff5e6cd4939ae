import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify';
import { blogLimits, cut } from './limits';
import { isContentHref } from './links';
import { siteImagePath } from './site-image';

// Every piece of HTML the blog renders goes through DOMPurify with a strict allow-list; without a DOM (at build,
// until lib/build-sanitizer.ts gives it jsdom's) it refuses rather than pass HTML through.
// withoutEventHandlers() runs first only because Chromium reports a CSP violation for each on* attribute any
// parser sets, even inertly (docs/blog.md); DOMPurify stays the only thing that decides what is safe.

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
/**
 * An image of this site: a path that resolves under /images/ (photos, art, editors' uploads), never
 * another host's, a data: URL, or "/images/../api/…", which a browser fetches as /api/….
 */
const isSiteImage = (value: string) => siteImagePath(value) !== null;

/** A DOMPurify instance allowing only links `allowHref` accepts; off-site ones open in a new tab, noopener noreferrer. */
function purifier(win: WindowLike, allowHref: (value: string) => boolean): DOMPurify {
  const purify = createDOMPurify(win);
  if (!purify.isSupported) throw new Error('sanitize: DOMPurify has no usable DOM here');
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'href' && !allowHref(data.attrValue)) data.keepAttr = false;
    if (data.attrName === 'src' && !isSiteImage(data.attrValue)) data.keepAttr = false;
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

const rawTextElements = new Set(['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'textarea', 'title']);
/**
 * Elements whose content DOMPurify drops with them, and plaintext: left open, one swallows the rest ("Put your
 * keywords in the <title> element."), so such a start tag with no end tag is written back as text.
 */
const swallowingElements = new Set([...rawTextElements, 'plaintext', 'noscript', 'template', 'svg', 'math', 'video', 'audio', 'head']);
const isAsciiAlpha = (char: string | undefined) => char !== undefined && /^[a-z]$/i.test(char);
const isSpace = (char: string | undefined) => char === ' ' || char === '\t' || char === '\n' || char === '\f' || char === '\r';
/** Names we write back; a stranger one is dropped (the browser would keep it, DOMPurify would not). */
const plainTagName = /^[a-z][a-z0-9-]*$/;
const plainAttributeName = /^[a-z_:][a-z0-9_:.-]*$/;
const escapeText = (text: string) => text.replaceAll('<', '&lt;');
const escapeValue = (value: string) => value.replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

type Tag = { name: string; attributes: [string, string][]; selfClosing: boolean; end: number };

/**
 * Reads the tag that starts at html[start] ("<" then the name) as the HTML tokenizer does:
 * attribute names end at white space, "/", ">" or "="; values are quoted or end at white space.
 * Null when the input ends inside the tag, which the browser then drops.
 */
function readTag(html: string, start: number): Tag | null {
  let i = start;
  while (i < html.length && !isSpace(html[i]) && html[i] !== '/' && html[i] !== '>') i += 1;
  const name = html.slice(start, i).toLowerCase();
  const attributes: [string, string][] = [];
  let selfClosing = false;
  for (;;) {
    while (isSpace(html[i]) || html[i] === '/') {
      selfClosing = html[i] === '/' && html[i + 1] === '>';
      i += 1;
    }
    if (i >= html.length) return null;
    if (html[i] === '>') return { name, attributes, selfClosing, end: i + 1 };
    const nameStart = i;
    i += 1; // A first "=" belongs to the name.
    while (i < html.length && !isSpace(html[i]) && html[i] !== '/' && html[i] !== '>' && html[i] !== '=') i += 1;
    const attribute = html.slice(nameStart, i).toLowerCase();
    while (isSpace(html[i])) i += 1;
    let value = '';
    if (html[i] === '=') {
      i += 1;
      while (isSpace(html[i])) i += 1;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        if (close === -1) return null;
        value = html.slice(i + 1, close);
        i = close + 1;
      } else {
        const valueStart = i;
        while (i < html.length && !isSpace(html[i]) && html[i] !== '>') i += 1;
        value = html.slice(valueStart, i);
      }
    }
    attributes.push([attribute, value]);
  }
}

/** Where a comment or a bogus comment ("<!…>", "<?…>", "</ …>") that starts at html[start] ends. */
function commentEnd(html: string, start: number): number {
  if (html.startsWith('<!--', start)) {
    if (html.startsWith('>', start + 4)) return start + 5;
    if (html.startsWith('->', start + 4)) return start + 6;
    const end = /--!?>/g;
    end.lastIndex = start + 4;
    const found = end.exec(html);
    return found ? found.index + found[0].length : html.length;
  }
  const close = html.indexOf('>', start + 2);
  return close === -1 ? html.length : close + 1;
}

/**
 * The HTML without on* attributes, rewritten so the next parser finds exactly the tags read here (text has no
 * "<", values double-quoted, no comments), whatever this reader misreads. Linear: its test holds `meter.read` to it.
 */
export function withoutEventHandlers(html: string, meter: { read: number } = { read: 0 }): string {
  let out = '';
  let i = 0;
  // Where each element's last end tag starts ("</title" then white space, "/" or ">"), found once.
  const lastEnds = new Map<string, number>();
  const lastEnd = (name: string) => {
    let last = lastEnds.get(name);
    if (last === undefined) {
      last = -1;
      meter.read += html.length;
      for (const found of html.matchAll(new RegExp(`</${name}(?=[\\t\\n\\f\\r />])`, 'gi'))) last = found.index;
      lastEnds.set(name, last);
    }
    return last;
  };
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    meter.read += (lt === -1 ? html.length : lt) - i;
    if (lt === -1) {
      out += html.slice(i);
      break;
    }
    out += html.slice(i, lt);
    const next = html[lt + 1];
    const closing = next === '/' && isAsciiAlpha(html[lt + 2]);
    if (isAsciiAlpha(next) || closing) {
      const tag = readTag(html, lt + (closing ? 2 : 1));
      meter.read += (tag ? tag.end : html.length) - lt;
      if (!tag) {
        // The input ends inside this tag: a browser would drop the rest, the writer's words are kept as text.
        out += escapeText(html.slice(lt));
        break;
      }
      if (!closing && swallowingElements.has(tag.name) && (tag.name === 'plaintext' || lastEnd(tag.name) < tag.end)) {
        // Left open (plaintext always is), it would take the rest with it: its "<" is text.
        out += '&lt;';
        i = lt + 1;
        continue;
      }
      i = tag.end;
      if (!plainTagName.test(tag.name)) continue;
      if (closing) {
        out += `</${tag.name}>`;
        continue;
      }
      const attributes = tag.attributes
        .filter(([name]) => plainAttributeName.test(name) && !name.startsWith('on'))
        .map(([name, value]) => ` ${name}="${escapeValue(value)}"`);
      out += `<${tag.name}${attributes.join('')}${tag.selfClosing ? ' /' : ''}>`;
      if (rawTextElements.has(tag.name)) {
        // Its content is text up to its own end tag ("</style" then white space, "/" or ">").
        const endTag = new RegExp(`</${tag.name}(?=[\\t\\n\\f\\r />])`, 'gi');
        endTag.lastIndex = i;
        const found = endTag.exec(html);
        meter.read += (found ? found.index : html.length) - i;
        out += escapeText(html.slice(i, found ? found.index : html.length));
        i = found ? found.index : html.length;
      }
    } else if (next === '!' || next === '?' || next === '/') {
      i = commentEnd(html, lt);
      meter.read += i - lt;
    } else {
      out += '&lt;';
      i = lt + 1;
      meter.read += 1;
    }
  }
  return out;
}

/** Removes everything after `node` in `root`, in document order. */
function removeAfter(node: Node, root: Node) {
  for (let current: Node | null = node; current && current !== root; current = current.parentNode) {
    while (current.nextSibling) current.nextSibling.remove();
  }
}

/** At most `length` characters of `text`, ending at a word's end when one is near. */
function wordsOf(text: string, length: number): string {
  const kept = cut(text, length);
  const midWord = kept.length < text.length && /\S$/.test(kept) && /^\S/.test(text.slice(kept.length));
  const lastSpace = kept.search(/\s\S*$/);
  return (midWord && lastSpace > 0 && lastSpace > kept.length - 30 ? kept.slice(0, lastSpace) : kept).trimEnd();
}

/**
 * Keeps at most `maxText` characters of text, each element counting as one and the "…" that ends
 * a longer one included: a bound on both what a card shows and how many nodes it has.
 */
function clampText(root: DocumentFragment, maxText: number) {
  let used = 0;
  for (let node: Node | null = root.firstChild; node;) {
    const cost = node.nodeType === node.TEXT_NODE ? (node.nodeValue ?? '').length : 1;
    if (used + cost > maxText) {
      if (node.nodeType === node.TEXT_NODE) {
        node.nodeValue = `${wordsOf(node.nodeValue ?? '', Math.max(0, maxText - used - 1))}…`;
        removeAfter(node, root);
      } else {
        const ellipsis = root.ownerDocument.createTextNode('…');
        node.parentNode?.insertBefore(ellipsis, node);
        removeAfter(ellipsis, root);
      }
      return;
    }
    used += cost;
    if (node.firstChild) {
      node = node.firstChild;
      continue;
    }
    while (node && node !== root && !node.nextSibling) node = node.parentNode;
    node = node && node !== root ? node.nextSibling : null;
  }
}

const nestingElements = 'ul, ol, blockquote';

/** Lists and quotes nested deeper than `maxNesting` give up their own box to their parent. */
function flattenNesting(root: DocumentFragment, maxNesting: number) {
  for (const element of Array.from(root.querySelectorAll(nestingElements))) {
    let depth = 0;
    for (let parent = element.parentElement; parent; parent = parent.parentElement) if (parent.matches(nestingElements)) depth += 1;
    if (depth >= maxNesting) element.replaceWith(...Array.from(element.childNodes));
  }
}

/** After DOMPurify, pasted Word or e-mail HTML loses an image not from the site (not kept without src) and an empty paragraph. */
function tidyPasted(root: DocumentFragment) {
  for (const image of Array.from(root.querySelectorAll('img:not([src])'))) image.remove();
  for (const paragraph of Array.from(root.querySelectorAll('p')))
    if (!paragraph.querySelector('img') && (paragraph.textContent ?? '').replace(/[\s\u00a0]/g, '') === '') paragraph.remove();
}

/** A fragment's HTML. */
function serialize(fragment: DocumentFragment): string {
  const holder = fragment.ownerDocument.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}

export type Sanitizer = {
  /** Inline HTML for a title: em, strong, b, i, code, span, br, sup, sub; no attributes. */
  title(html: string): string;
  /** HTML for an excerpt: inline tags, p, lists, blockquote and http(s) links. */
  excerpt(html: string): string;
  /** HTML of our own Markdown articles: also headings, tables and images under /images/; site paths in links. */
  article(html: string): string;
  /** The text of some HTML, entities decoded and white space collapsed. */
  text(html: string): string;
};

export function createSanitizer(win: WindowLike): Sanitizer {
  const external = purifier(win, isWebUrl);
  // The company's own articles keep to content's one rule for links (lib/links.ts): https, the site's pages, mail and phone.
  const own = purifier(win, isContentHref);
  const fragment = (purify: DOMPurify, html: string, config: Config) =>
    purify.sanitize(withoutEventHandlers(html), { ...config, RETURN_DOM_FRAGMENT: true });
  return {
    title: (html) => {
      const title = fragment(external, html, titleConfig);
      clampText(title, blogLimits.maxTitleText);
      return serialize(title);
    },
    excerpt: (html) => {
      const excerpt = fragment(external, html, excerptConfig);
      clampText(excerpt, blogLimits.maxExcerptText);
      flattenNesting(excerpt, blogLimits.maxExcerptNesting);
      return serialize(excerpt).trim();
    },
    article: (html) => {
      const article = fragment(own, html, articleConfig);
      tidyPasted(article);
      return serialize(article);
    },
    text: (html) => (fragment(external, html, textConfig).textContent ?? '').replace(/\s+/g, ' ').trim(),
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
