// Regular expressions built from content's words (content/*.yml), which staff change in /admin/: a
// spec matches what the page shows by reading the same words, never by spelling them itself.

/** `text` with the characters a regular expression reads as syntax escaped. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Exactly `text`, give or take white space around it. */
export const exactly = (text: string) => new RegExp(`^\\s*${escapeRegExp(text)}\\s*$`);

/** `text` anywhere. */
export const containing = (text: string, flags?: string) => new RegExp(escapeRegExp(text), flags);

/** Starting with `text`. */
export const startingWith = (text: string, flags?: string) => new RegExp(`^${escapeRegExp(text)}`, flags);

/**
 * A content template ("Showing {shown} of {total} products") as a regular expression: its words
 * escaped, each {placeholder} given in `parts` replaced by that pattern, any other by `.+?`.
 */
export function templatePattern(template: string, parts: Record<string, string> = {}, flags?: string): RegExp {
  const source = template
    .split(/(\{\w+\})/)
    .map((piece) => {
      const name = /^\{(\w+)\}$/.exec(piece)?.[1];
      return name === undefined ? escapeRegExp(piece) : (parts[name] ?? '.+?');
    })
    .join('');
  return new RegExp(source, flags);
}
