// Every bound on what WordPress can make the site do, in one place (docs/blog.md). The same
// numbers apply at build (lib/wordpress-build.ts) and in the browser (components/blog/blog-feed.tsx):
// both go through wordpress.ts and sanitize.ts. An API that ignores per_page or sends megabytes of HTML then
// costs a few cards, never a 22 MB page or a card taller than the screen.

export const blogLimits = {
  /** Most posts per request, WordPress's own maximum for per_page; content/blog.ts's perPage sits below it. */
  maxPerPage: 100,
  /** Pages "Load more" will fetch in all, page 1 included, whatever X-WP-TotalPages says. */
  maxPages: 20,
  /** Characters of a raw title's HTML read at all: the rest is cut before any parser sees it. */
  maxTitleHtml: 1_000,
  /** Characters of a title's text shown (an element counts as one); longer titles end in "…". */
  maxTitleText: 200,
  /** Characters of a raw excerpt's HTML read at all: the rest is cut before any parser sees it. */
  maxExcerptHtml: 10_000,
  /** Characters of an excerpt's text kept (an element counts as one); longer excerpts end in "…". */
  maxExcerptText: 600,
  /** Lists and quotes nested deeper than this in an excerpt are flattened into their parent. */
  maxExcerptNesting: 3,
  /** Digits of a post id; a longer one is not an id WordPress gives. */
  maxIdDigits: 20,
  /**
   * Bytes of an answer read at all, counted as it streams in: 100 posts at the title and excerpt
   * bounds above are about 1.1 MB of JSON. A 900 MB answer once took 3.6 GB and 30 s of the build.
   */
  maxAnswerBytes: 5_000_000,
  /** Redirects followed, and only within the API's own origin (http → https of the same host counts as another). */
  maxRedirects: 3,
} as const;

// What the site search reads of a query (components/search/search-query.ts). A query is a few
// words; 15,000 letters once took 681 MB and half a second a keystroke, and 20,000 ended on an
// error page (the router fetched /search.txt?q=… and the server answered 431).
export const searchLimits = {
  /** Characters of a query searched; a longer one is cut at a word's end near there, and the page says so. */
  maxQueryLength: 200,
  /** Terms longer than this are matched exactly (as a prefix), never fuzzily: no word is this long. */
  maxFuzzyTermLength: 30,
} as const;

/** The first `length` characters, without splitting a surrogate pair. */
export function cut(text: string, length: number): string {
  if (text.length <= length) return text;
  const end = /[\uD800-\uDBFF]/.test(text[length - 1] ?? '') ? length - 1 : length;
  return text.slice(0, end);
}

// What the inbox's /api/enquiry accepts (docs/inbox.md). A field's own limit is its form's
// (content/forms.yml limits, messageMax, notesMax); these bound the rest of a request.
export const enquiryLimits = {
  /** Bytes of a request body read at all: two 5,000-character texts of 4-byte characters, JSON-escaped, fit. */
  maxBodyBytes: 64_000,
  /** Lines of a quote request. */
  maxQuoteLines: 100,
  /** Characters of one quote line: a product's name and category (200 each, components/quote/basket.ts) and its amount. */
  maxLineLength: 500,
  /** Characters of the subject line the form composes. */
  maxSubject: 400,
  /** Characters of the page address it came from. */
  maxPage: 300,
  /** Characters of a Turnstile token (Cloudflare: at most 2,048). */
  maxToken: 2_048,
  /** Enquiries one client address may send in a minute; a resend of one already stored does not count. */
  perAddressPerMinute: 10,
} as const;
