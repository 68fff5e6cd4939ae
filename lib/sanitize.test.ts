import { excerptAttributes, excerptTags, expectHarmless, titleTags } from './expect-harmless';
import { blogLimits } from './limits';
import { sanitizer, withoutEventHandlers } from './sanitize';
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
    for (const href of [
      'javascript:alert(1)',
      'data:text/html,x',
      'mailto:a@example.com',
      '/relative',
      '//evil.example/x',
      'ftp://x.example/',
    ]) {
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
      '<img src="/images/a.png" alt="A">',
    );
    expect(clean.article('<a href="/\\evil.example">x</a><a href="//evil.example">y</a>')).toBe('<a>x</a><a>y</a>');
    // Content's one rule for links (lib/links.ts): no http, whatever the article was pasted from.
    expect(clean.article('<a href="http://example.com/">x</a><a href="mailto:info@example.com">y</a>')).toBe(
      '<a>x</a><a href="mailto:info@example.com">y</a>',
    );
  });
  // Editors paste into the CMS from Word and e-mail; the article's Markdown keeps that HTML, and
  // it is cleaned as strictly as a WordPress post.
  describe('HTML pasted into an article', () => {
    const word = [
      '<!--[if gte mso 9]><xml><o:OfficeDocumentSettings><o:AllowPNG/></o:OfficeDocumentSettings></xml><![endif]-->',
      '<style>p.MsoNormal { mso-style-parent: ""; margin: 0cm; font-family: Calibri }</style>',
      '<p class="MsoNormal" style="mso-margin-top-alt:auto;mso-bidi-font-family:Calibri">Dear buyer,<o:p></o:p></p>',
      '<p class="MsoNormal"><o:p>&nbsp;</o:p></p>',
      '<p class="MsoListParagraph" style="text-indent:-18pt;mso-list:l0 level1 lfo1"><b><span style="mso-bidi-font-weight:normal">MOQ</span></b>: <i>500 pieces</i> per design<o:p></o:p></p>',
      '<ul type="disc"><li class="MsoNormal" style="mso-list:l1 level1 lfo2">FOB Karachi</li><li>CIF Jebel Ali</li></ul>',
      '<p><a href="https://example.com/catalogue" style="color:#0563C1;mso-themecolor:hyperlink">catalogue</a> and <a href="/get-quote">a quote</a></p>',
      '<p><img src="/images/uploads/crate.jpg" alt="A crate of footballs" width="640" height="480" style="mso-wrap-style:square"></p>',
      '<p><img src="file:///C:/Users/Sales/AppData/Local/Temp/msohtmlclip1/01/clip_image002.jpg" alt="clip"></p>',
    ].join('\n');

    it("keeps paragraphs, lists, emphasis, links and the site's images, and drops Word's markup", () => {
      // Line breaks between the blocks are all that is left of the markup that went.
      expect(clean.article(word).replace(/>\s+</g, '><').trim()).toBe(
        [
          '<p>Dear buyer,</p>',
          '<p><b><span>MOQ</span></b>: <i>500 pieces</i> per design</p>',
          '<ul><li>FOB Karachi</li><li>CIF Jebel Ali</li></ul>',
          '<p><a href="https://example.com/catalogue" target="_blank" rel="noopener noreferrer">catalogue</a> and <a href="/get-quote">a quote</a></p>',
          '<p><img src="/images/uploads/crate.jpg" alt="A crate of footballs" width="640" height="480"></p>',
        ].join(''),
      );
    });

    it.each([
      ['a script', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
      ['a script in another case, split over lines', '<p>Hi</p><SCRIPT\ntype="text/javascript">fetch("/x")</SCRIPT >', '<p>Hi</p>'],
      ['event handlers', '<p onclick="steal()" onmouseover=x()>Hi <b onfocus="y">there</b></p>', '<p>Hi <b>there</b></p>'],
      [
        'a javascript: link',
        '<p><a href="javascript:alert(1)">click</a> <a href=" JaVa\tScRiPt:alert(1)">me</a></p>',
        '<p><a>click</a> <a>me</a></p>',
      ],
      ['a data: link', '<p><a href="data:text/html,<script>alert(1)</script>">open</a></p>', '<p><a>open</a></p>'],
      ['an iframe', '<p>Watch</p><iframe src="https://www.youtube.com/embed/x" onload="x()"></iframe>', '<p>Watch</p>'],
      ['a style sheet and inline styles', '<style>body{display:none}</style><p style="position:fixed;inset:0">Hi</p>', '<p>Hi</p>'],
      ['a form', '<form action="https://evil.example"><input name="card"><button>Pay</button></form><p>Hi</p>', 'Pay<p>Hi</p>'],
      ['an object and an embed', '<object data="/x.swf"></object><embed src="/x.swf"><p>Hi</p>', '<p>Hi</p>'],
      ['an SVG with script', '<svg onload="alert(1)"><script>alert(2)</script></svg><p>Hi</p>', '<p>Hi</p>'],
      [
        "another host's image, a tracking pixel",
        '<p>Hi<img src="https://mail.example/open.gif?id=1" width="1" height="1"></p>',
        '<p>Hi</p>',
      ],
      ['an image as data:', '<p><img src="data:image/png;base64,iVBORw0KGgo=" alt="x"></p>', ''],
      ['an image outside /images/', '<p><img src="/api/track" alt="x"></p>', ''],
      ['an image that climbs out of /images/', '<p><img src="/images/../api/callback?error=x" alt="x"></p>', ''],
      ['an image that climbs out in disguise', '<p><img src="/images/%2E%2E/api/x" alt="x"><img src="/images\\..\\api" alt="y"></p>', ''],
      [
        'a meta refresh and a base',
        '<meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example/"><p>Hi</p>',
        '<p>Hi</p>',
      ],
    ])('removes %s', (_name, html, expected) => {
      expect(clean.article(html)).toBe(expected);
    });
  });
});

/** Every attribute name an HTML parser finds in `html`, the way DOMPurify's parser would see them. */
function attributeNames(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return Array.from(doc.querySelectorAll('*')).flatMap((element) => Array.from(element.attributes).map((attribute) => attribute.name));
}

// Chromium reports a CSP violation whenever its parser meets an inline handler, even in an inert
// document: no parser may ever see one, so the HTML is rewritten before DOMPurify parses it.
describe('withoutEventHandlers', () => {
  it.each(vectors.html.map((vector) => [vector.name, vector.html]))('leaves no on* attribute for a parser to find: %s', (_name, html) => {
    expect(attributeNames(withoutEventHandlers(html)).filter((name) => name.startsWith('on'))).toEqual([]);
  });

  it.each([
    ['upper case', '<IMG SRC=x ONERROR=alert(1)>'],
    ['a slash for a space', '<img/src=x/onerror=alert(1)>'],
    ['no space after a quoted value', '<img src="x"onerror=alert(1)>'],
    ['a tab and a newline', '<img\tsrc=x\nonerror\n=\nalert(1)>'],
    ['a handler hidden in a raw-text element', '<style><img src=x onerror=alert(1)></style>'],
    ['a handler after a textarea closes', '<textarea><a title="</textarea><img src=x onerror=alert(1)>">'],
    ['mXSS through MathML', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>'],
    ['a quote inside another', `<a title='"' onclick="x" href=/>a</a>`],
  ])('also for %s', (_name, html) => {
    expect(attributeNames(withoutEventHandlers(html)).filter((name) => name.startsWith('on'))).toEqual([]);
  });

  it('leaves ordinary WordPress HTML as it reads', () => {
    const html = '<p>Cotton &amp; <em>leather</em> &#8211; <a href="https://example.com/?a=1&amp;b=2">more</a></p>\n<ul><li>one</li></ul>';
    const rewritten = withoutEventHandlers(html);
    expect(rewritten).toBe(
      '<p>Cotton &amp; <em>leather</em> &#8211; <a href="https://example.com/?a=1&amp;b=2">more</a></p>\n<ul><li>one</li></ul>',
    );
    expect(new DOMParser().parseFromString(rewritten, 'text/html').body.innerHTML).toBe(
      new DOMParser().parseFromString(html, 'text/html').body.innerHTML,
    );
  });

  it('keeps a lone "<" as text and drops comments', () => {
    expect(withoutEventHandlers('1 < 2 <!-- note --> <? pi ?> <!-- a --!> <!--> done')).toBe('1 &lt; 2     done');
  });

  it('keeps as text the words after a tag the input ends inside, where a browser would drop them', () => {
    const html = '<p>Compare</p><p>3 <b and the rest <a title="x</p><p>more</p>';
    expect(new DOMParser().parseFromString(withoutEventHandlers(html), 'text/html').body.textContent).toBe(
      'Compare3 <b and the rest <a title="x</p><p>more</p>',
    );
  });

  it('reads each character of a long input a bounded number of times (linear time)', () => {
    // Counted, not timed: the machines that run the tests are shared. Quadratic work would read
    // ×16 at four times the size; each input here is read at most four times over.
    const inputs = (size: number) => [
      '<a b=" '.repeat(size),
      '<'.repeat(2 * size),
      '<!---->'.repeat(size),
      '<style>'.repeat(size),
      '<title>x'.repeat(size),
      `${'<title>'.repeat(size)}</title>`,
      `${'<p onclick="x">a</p>'.repeat(size)}`,
    ];
    const readAt = (size: number) =>
      inputs(size).map((text) => {
        const meter = { read: 0 };
        withoutEventHandlers(text, meter);
        return { length: text.length, read: meter.read };
      });
    for (const { length, read } of [...readAt(1_000), ...readAt(20_000)]) {
      expect(read).toBeGreaterThanOrEqual(length);
      expect(read).toBeLessThanOrEqual(4 * length);
    }
  });
});

describe('what a card can show', () => {
  const clean = sanitizer();
  const textOf = (html: string) => {
    const holder = document.createElement('div');
    holder.innerHTML = html;
    return holder;
  };

  it('ends a long excerpt with "…" within maxExcerptText', () => {
    const html = clean.excerpt(`<p>${'word '.repeat(1_000)}</p>`);
    expect(html.startsWith('<p>word word')).toBe(true);
    expect(textOf(html).textContent).toMatch(/word…$/);
    expect(textOf(html).textContent!.length).toBeLessThanOrEqual(blogLimits.maxExcerptText);
  });

  it('counts each element, so 400 <br> cannot make a card 11,000 px tall', () => {
    const holder = textOf(clean.excerpt(`<p>Lines${'<br>'.repeat(400)}end</p>`));
    expect(holder.querySelectorAll('br').length).toBeLessThan(blogLimits.maxExcerptText);
    const title = textOf(clean.title(`Title${'<br>'.repeat(400)}end`));
    expect(title.querySelectorAll('br').length).toBeLessThan(blogLimits.maxTitleText);
  });

  it(`flattens lists nested deeper than ${blogLimits.maxExcerptNesting}, keeping their text`, () => {
    const html = `${'<ul><li>level'.repeat(300)}${'</li></ul>'.repeat(300)}`;
    const holder = textOf(clean.excerpt(html));
    const depths = Array.from(holder.querySelectorAll('li')).map((item) => {
      let depth = 0;
      for (let parent = item.parentElement; parent && parent !== holder; parent = parent.parentElement)
        if (parent.matches('ul, ol, blockquote')) depth += 1;
      return depth;
    });
    expect(Math.max(...depths)).toBeLessThanOrEqual(blogLimits.maxExcerptNesting);
    expect(holder.textContent).toMatch(/^(level)+/);
  });

  it('keeps a short excerpt exactly as it was', () => {
    const html = '<p>Read <a href="https://example.com/">more</a></p><ul><li>one<ul><li>two</li></ul></li></ul>';
    expect(clean.excerpt(html)).toBe(
      html.replace('<a href="https://example.com/">', '<a href="https://example.com/" target="_blank" rel="noopener noreferrer">'),
    );
  });
});
