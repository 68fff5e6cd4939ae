import { contentHrefMessage, isContentHref } from '@/lib/links';
import { siteImagePath } from '@/lib/site-image';

// The addresses a Markdown text links to or shows a picture from, read without a Markdown parser (the
// editor runs this before a save, and markdown-it would add 40 kB to its bundle): every inline link
// or picture "](…)", reference definition "[…]: …" and autolink "<scheme:…>". It reads more than
// Markdown makes links of (a "](…)" in a code span too), never less; content/markdown.ts draws the
// description with markdown-it and the same rule, so what this misses is never drawn either. An
// address holding an entity or a backslash ("/&#47;evil.example") is refused as written: Markdown
// would decode it into something else.

const links = [
  // [text](dest "title"), [text](<dest with spaces>), a picture's too
  /()\]\(\s*(<[^>\n]*>|[^\s)]+)/g,
  // [label]: dest, at the start of a line
  /^ {0,3}()\[[^\]\n]+\]:\s*(<[^>\n]*>|\S+)/gm,
  // <https://…>, <mailto:…>
  /()<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]*)>/g,
];
/** ![alt](dest): a picture, also checked as a link above. One referring to a definition is drawn only from the site (content/markdown.ts). */
const pictures = /(!)\[(?:[^[\]\n]|\[[^\]\n]*\])*\]\(\s*(<[^>\n]*>|[^\s)]+)/g;

/** Why a Markdown text's links or pictures break content's rule, one line each, or nothing. */
export function markdownLinkProblems(markdown: string): string[] {
  const problems: string[] = [];
  for (const pattern of [...links, pictures])
    for (const [, bang, written] of markdown.matchAll(pattern)) {
      const address = written!.replace(/^<|>$/g, '');
      const plain = !/[&\\]/.test(address);
      if (bang === '!') {
        if (!plain || siteImagePath(address) === null)
          problems.push(`picture ${address}: must be a picture of this site, under /images/ (upload it)`);
      } else if (!plain || !isContentHref(address)) problems.push(`link ${address}: ${contentHrefMessage}`);
    }
  return problems;
}
