/** @jest-environment node */
import { JSDOM } from 'jsdom';
import { excerptAttributes, excerptTags, expectHarmless, titleTags } from './expect-harmless';
import { provideWindow, sanitizer } from './sanitize';
import vectors from './xss-vectors.json';

// At build there is no window: lib/build-sanitizer.ts gives the sanitiser a jsdom one. A bare DOMPurify
// without a DOM would return its input unchanged; ours refuses.
describe('the sanitiser at build', () => {
  it('throws instead of passing HTML through when it has no DOM', () => {
    expect(() => sanitizer()).toThrow(/no DOM/);
  });

  describe('given a jsdom window', () => {
    const { document } = new JSDOM('').window;
    beforeAll(() => provideWindow(new JSDOM('').window as never));

    it.each(vectors.html.map((vector) => [vector.name, vector.html]))('leaves nothing executable: %s', (_name, html) => {
      expectHarmless(sanitizer().title(html), titleTags, [], document);
      expectHarmless(sanitizer().excerpt(html), excerptTags, excerptAttributes, document);
    });

    it('keeps harmless markup, entities and https links', () => {
      expect(sanitizer().title('Cotton &amp; <em>leather</em> &#8211; 2026')).toBe('Cotton &amp; <em>leather</em> – 2026');
      expect(sanitizer().excerpt('<p><a href="https://example.com/">more</a></p>')).toBe(
        '<p><a href="https://example.com/" target="_blank" rel="noopener noreferrer">more</a></p>',
      );
    });
  });
});
