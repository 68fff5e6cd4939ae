// One rule for every link the company's content holds, wherever it is written: a menu or button's
// link (content/schema.ts), a product description's Markdown (content/markdown.ts) and an article's
// (lib/sanitize.ts). A link leads to a page of this site, to another site over https, or opens mail
// or the phone; never http:, a protocol-relative "//host" (or "/\host", which a browser reads the
// same), javascript: or data:. Pictures come from the site only (lib/site-image.ts).

/**
 * The rule as a pattern without flags, so the editor (Decap) asks it too: "/contact", "#fees",
 * "https://example.com/…", "mailto:…", "tel:…"; no spaces, control characters or backslashes.
 */
export const contentHref = /^(?:https:\/\/[A-Za-z0-9]|\/(?![/\\])|#|mailto:|tel:)[^\s\\\u0000-\u001f\u007f]*$/;
export const contentHrefMessage = 'must be a page of this site (/contact), an https:// address, mailto: or tel:';

/**
 * Whether a link keeps to the rule as a browser will read it: tabs and line breaks anywhere, and
 * spaces and control characters at either end, are dropped first ("/\t/evil.example" is "//evil.example").
 */
export function isContentHref(value: string): boolean {
  const read = value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  return contentHref.test(read);
}
