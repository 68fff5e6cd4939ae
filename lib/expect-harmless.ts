// Test helper for the sanitiser and mapper tests: parses sanitised HTML and asserts that nothing
// in it could run, whatever the text says: only allowed tags, no event handlers, http(s) links only.

export const titleTags = ['em', 'strong', 'b', 'i', 'code', 'span', 'br', 'sup', 'sub'];
export const excerptTags = [...titleTags, 'p', 'a', 'ul', 'ol', 'li', 'blockquote'];
export const excerptAttributes = ['href', 'target', 'rel'];

const dangerousTag =
  /<\s*\/?\s*(script|iframe|frame|object|embed|style|svg|math|link|meta|base|form|input|button|img|video|audio|source|template|noscript|body|details|marquee)\b/i;

export function expectHarmless(html: string, allowedTags: string[], allowedAttributes: string[], doc: Document = document) {
  expect(html).not.toMatch(dangerousTag);
  const template = doc.createElement('template');
  template.innerHTML = html;
  for (const element of Array.from(template.content.querySelectorAll('*'))) {
    expect(allowedTags).toContain(element.localName);
    for (const { name, value } of Array.from(element.attributes)) {
      expect(name).not.toMatch(/^on/i);
      expect(allowedAttributes).toContain(name);
      if (name === 'href') expect(['http:', 'https:']).toContain(new URL(value).protocol);
    }
  }
}
