// A value for a link's query string (?text=…, ?subject=…) as a page writes it.

/** `text` with each lone surrogate (half an emoji, which encodeURIComponent refuses) as U+FFFD. */
export function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g, (unit) => (unit.length === 2 ? unit : '\uFFFD'));
}

/** ASCII a query value cannot hold as it is: controls, space, and the characters URLs and mail read as syntax. */
const unsafe = /[\u0000-\u0020"#%&'+<=>?\\^`{|}\u007f]/g;

/**
 * `text` as a query value: the ASCII that would end or change the value is percent-encoded (a
 * space as %20, which mail reads as a space where "+" is a plus: RFC 6068), and letters of every
 * other script are left as they are. The browser encodes them as UTF-8 when it follows the link
 * (the URL standard's query percent-encode set), so the link leads to the same address, but the
 * page carries a Cyrillic or Arabic letter in 2 bytes instead of 6, and a Chinese one in 3
 * instead of 9, twice (in its HTML and in the page data React hydrates from). A lone surrogate
 * (half an emoji) becomes U+FFFD, as encodeURIComponent would refuse it.
 */
export function queryValue(text: string): string {
  return wellFormed(text).replace(unsafe, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/** `params` as a query string, "?name=value&…", each value by queryValue. */
export function queryOf(params: Record<string, string>): string {
  return `?${Object.entries(params)
    .map(([name, value]) => `${encodeURIComponent(name)}=${queryValue(value)}`)
    .join('&')}`;
}
