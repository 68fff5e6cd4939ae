/** @jest-environment node */
import { renderMarkdown } from './markdown';
import { markdownLinkProblems } from './markdown-links';

// A product description keeps content's one rule for links (lib/links.ts), and pictures of the site only.

describe('a product description', () => {
  it('keeps links to the site and to https sites, mail and phone', () => {
    const markdown =
      '[Contact](/contact), [terms](https://example.com/terms), [mail](mailto:info@example.com) and [call](tel:+923001234567).';
    expect(markdownLinkProblems(markdown)).toEqual([]);
    const html = renderMarkdown(markdown);
    for (const href of ['/contact', 'https://example.com/terms', 'mailto:info@example.com', 'tel:+923001234567'])
      expect(html).toContain(`href="${href}"`);
  });

  it.each([
    ['an http link', '[catalogue](http://example.com/catalogue.pdf)', 'http://example.com/catalogue.pdf'],
    ['a protocol-relative link', '[catalogue](//evil.example/)', '//evil.example/'],
    ['an autolink over http', '<http://evil.example/>', 'http://evil.example/'],
    ['a reference link over http', '[catalogue][1]\n\n[1]: http://evil.example/', 'http://evil.example/'],
    ['a javascript: link', '[x](javascript:alert(1))', 'javascript:alert('],
    ['another site’s picture', '![towel](https://evil.example/pixel.png)', 'https://evil.example/pixel.png'],
    ['a picture over http', '![towel](http://evil.example/pixel.png)', 'http://evil.example/pixel.png'],
    ['a link written with entities', '[x](/&#47;evil.example/)', '/&#47;evil.example/'],
    ['a link in angle brackets', '[x](<//evil.example/a b>)', '//evil.example/a b'],
  ])('refuses %s, naming it, and never draws it', (_, markdown, address) => {
    expect(markdownLinkProblems(markdown)).toContainEqual(expect.stringContaining(address));
    const html = renderMarkdown(markdown);
    expect(html).not.toMatch(/<a |<img /);
  });

  it('refuses a link written with a backslash (a browser may read it as another site)', () => {
    expect(markdownLinkProblems('[x](/\\evil.example/)')).toEqual([expect.stringContaining('/\\evil.example/')]);
  });

  it('shows raw HTML as text', () => {
    expect(renderMarkdown('<img src="https://evil.example/p.png"> <a href="http://x">x</a>')).not.toMatch(/<img |<a /);
  });

  it('draws a picture of the site', () => {
    expect(markdownLinkProblems('![towel](/images/uploads/towel.jpg)')).toEqual([]);
    expect(renderMarkdown('![towel](/images/uploads/towel.jpg)')).toContain('<img src="/images/uploads/towel.jpg" alt="towel">');
  });
});
