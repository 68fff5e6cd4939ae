import { excerptAttributes, excerptTags, expectHarmless, titleTags } from './expect-harmless';
import { sanitizer } from './sanitize';
import vectors from './xss-vectors.json';

// In the browser's DOM (jsdom's, here). sanitize.node.test.ts runs the corpus through the build's path.
describe('the sanitiser', () => {
  const clean = sanitizer();

  it('has a corpus of at least 30 XSS vectors', () => {
    expect(vectors.html.length).toBeGreaterThanOrEqual(30);
  });

  it.each(vectors.html.map((vector) => [vector.name, vector.html]))('leaves nothing executable in a title: %s', (_name, html) => {
    expectHarmless(clean.title(html), titleTags, []);
  });

  it.each(vectors.html.map((vector) => [vector.name, vector.html]))('leaves nothing executable in an excerpt: %s', (_name, html) => {
    expectHarmless(clean.excerpt(html), excerptTags, excerptAttributes);
  });

  it('keeps harmless inline markup and entities in a title', () => {
    expect(clean.title('Cotton &amp; leather: <em>what we see</em> in <strong>2026</strong>')).toBe(
      'Cotton &amp; leather: <em>what we see</em> in <strong>2026</strong>',
    );
    expect(clean.title('Buyer&#8217;s checklist &#8211; H<sub>2</sub>O')).toBe('Buyer’s checklist – H<sub>2</sub>O');
  });

  it('drops attributes from titles, and links too', () => {
    expect(clean.title('<span class="x" style="color:red" title="t">Plain</span> <a href="https://example.com/">link</a>')).toBe(
      '<span>Plain</span> link',
    );
  });

  it('keeps https links in excerpts and opens them in a new tab', () => {
    expect(clean.excerpt('<p>Read <a href="https://blog.example.com/post/" class="more">more</a></p>')).toBe(
      '<p>Read <a href="https://blog.example.com/post/" target="_blank" rel="noopener noreferrer">more</a></p>',
    );
  });

  it('keeps lists and quotes in excerpts', () => {
    const html = '<ul><li>one</li><li><em>two</em></li></ul><blockquote><p>quote</p></blockquote>';
    expect(clean.excerpt(html)).toBe(html);
  });

  it('removes the href of links that are not http(s), keeping their text', () => {
    for (const href of ['javascript:alert(1)', 'data:text/html,x', 'mailto:a@example.com', '/relative', '//evil.example/x', 'ftp://x.example/']) {
      expect(clean.excerpt(`<a href="${href}">text</a>`)).toBe('<a>text</a>');
    }
  });

  it('turns HTML into plain text with entities decoded', () => {
    expect(clean.text('Buyer&#8217;s <em>guide</em> &amp;\n  more<script>alert(1)</script>')).toBe('Buyer’s guide & more');
  });

  it('lets our own articles link to site pages and show site images, but no more', () => {
    expect(clean.article('<h2>Fees</h2><p><a href="/contact">Contact</a> <a href="https://example.com/">out</a></p>')).toBe(
      '<h2>Fees</h2><p><a href="/contact">Contact</a> <a href="https://example.com/" target="_blank" rel="noopener noreferrer">out</a></p>',
    );
    expect(clean.article('<img src="/images/a.png" alt="A" onerror="x()"><img src="https://evil.example/t.png">')).toBe(
      '<img src="/images/a.png" alt="A"><img>',
    );
    expect(clean.article('<a href="/\\evil.example">x</a><a href="//evil.example">y</a>')).toBe('<a>x</a><a>y</a>');
  });
});
