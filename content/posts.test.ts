/** @jest-environment node */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { ContentError, postSchema, repoPostSchema } from './schema';
import { asCard, getRepoPost, getRepoPosts, parseRepoPost, readingMinutes } from './posts';

const valid = `---
title: Shipping from Pakistan
date: 2026-03-14
excerpt: Ports, Incoterms and documents.
---

## Ports

Karachi and **Port Qasim**. See [our terms](/get-quote).
`;

/** The valid post with another date, as written in its front matter. */
const dated = (date: string) => valid.replace('2026-03-14', date);
/** The valid post with front matter lines added before the closing ---. */
const withFront = (lines: string) => valid.replace('---\n\n', `${lines}\n---\n\n`);

function errorOf(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected an error');
}

describe('a Markdown post', () => {
  it('becomes a card and an article page', () => {
    const post = parseRepoPost('en/shipping-notes.md', valid);
    expect(post).toMatchObject({
      id: 'repo-shipping-notes',
      source: 'repo',
      slug: 'shipping-notes',
      date: '2026-03-14',
      titleText: 'Shipping from Pakistan',
      description: 'Ports, Incoterms and documents.',
      excerptHtml: '<p>Ports, Incoterms and documents.</p>',
      href: '/blog/shipping-notes',
      external: false,
      readingMinutes: 1,
    });
    expect(post.bodyHtml).toContain('<h2>Ports</h2>');
    expect(post.bodyHtml).toContain('<a href="/get-quote">our terms</a>');
  });

  it('reads what the editor writes for a new article: a picture with no file is none, a language file with no words is no translation', () => {
    const english = withFront('image:\n  alt: ""');
    expect(parseRepoPost('en/shipping-notes.md', english).image).toBeUndefined();
    const untouched = '---\nimage:\n  alt: ""\n---\n';
    const arabic = parseRepoPost('en/shipping-notes.md', english, 'ar', untouched);
    expect(arabic).toEqual(parseRepoPost('en/shipping-notes.md', english, 'ar'));
    expect(arabic).toMatchObject({ lang: 'en', titleText: 'Shipping from Pakistan' });
    // Words, even a title alone, are a translation, held to its rules.
    expect(() => parseRepoPost('en/shipping-notes.md', english, 'ar', '---\ntitle: الشحن من باكستان\n---\n')).toThrow(
      /body: must not be empty/,
    );
  });

  it('is a post as content/schema.ts defines one, and its card carries no more than a card needs', () => {
    const post = parseRepoPost('en/shipping-notes.md', valid);
    expect(repoPostSchema.parse(post)).toEqual(post);
    const card = asCard(post);
    expect(Object.keys(card).sort()).toEqual(Object.keys(postSchema.shape).sort());
    expect(card).not.toHaveProperty('bodyHtml');
  });

  it('accepts a quoted date', () => {
    expect(parseRepoPost('en/a.md', dated('"2026-03-14"')).date).toBe('2026-03-14');
  });

  it.each([
    ['a missing title', valid.replace('title: Shipping from Pakistan\n', ''), 'title'],
    ['an empty excerpt', valid.replace('excerpt: Ports, Incoterms and documents.', 'excerpt: ""'), 'excerpt'],
    ['a date that is not a date', dated('next Tuesday'), 'date'],
    ['an impossible date', dated('"2026-02-31x"'), 'date'],
    // YAML 1.1 would read these as timestamps and roll them over (2 March, 1 March); the core schema keeps the text.
    ['an unquoted 30 February', dated('2026-02-30'), 'date'],
    ['an unquoted 29 February in a common year', dated('2026-02-29'), 'date'],
    ['a quoted 31 April', dated('"2026-04-31"'), 'date'],
    ['a date with a time', dated('2026-03-14T10:00:00Z'), 'date'],
    ['a date that is a number', dated('20260314'), 'date'],
    ['a misspelt field', valid.replace('excerpt:', 'summary: x\nexcerpt:'), '(root)'],
    ['an image outside /images/', withFront('image:\n  src: https://evil.example/a.png\n  alt: ""'), 'image.src'],
    ['an image that does not exist', withFront('image:\n  src: /images/blog/none.png\n  alt: ""'), 'image.src'],
    ['an image without its alt text', withFront('image:\n  src: /images/art/logo.svg'), 'image.alt'],
  ])('fails with the file and the field named: %s', (_name, source, field) => {
    const error = errorOf(() => parseRepoPost('en/broken-post.md', source));
    expect(error).toBeInstanceOf(ContentError);
    expect(error.message).toContain('Invalid content in content/blog/en/broken-post.md');
    expect(error.message).toMatch(new RegExp(`^ {2}- ${field.replace(/[.()]/g, '\\$&')}: `, 'm'));
  });

  it('says an impossible date is not a real date', () => {
    const error = errorOf(() => parseRepoPost('en/leap-day.md', dated('2026-02-30')));
    expect(error.message).toBe('Invalid content in content/blog/en/leap-day.md:\n  - date: must be a real date');
  });

  it('accepts a leap day in a leap year', () => {
    expect(parseRepoPost('en/a.md', dated('2028-02-29')).date).toBe('2028-02-29');
  });

  it('names a file whose name is not a slug', () => {
    const error = errorOf(() => parseRepoPost('en/Shipping Notes.md', valid));
    expect(error.message).toContain('content/blog/en/Shipping Notes.md');
    expect(error.message).toMatch(/^ {2}- slug: /m);
  });

  it('refuses a # heading in the body, since the title is the h1', () => {
    const error = errorOf(() => parseRepoPost('en/a.md', valid.replace('## Ports', '# Ports')));
    expect(error.message).toMatch(/^ {2}- body: use ## for headings/m);
  });

  // Editors paste from Word and e-mail into the CMS: the HTML is kept, then sanitised as a WordPress post is.
  it('keeps pasted paragraphs, lists, links and site images, and drops script, handlers, frames and Word markup', () => {
    const pasted = [
      '<p class="MsoNormal" style="mso-bidi-font-family:Calibri">Dear buyer,<o:p></o:p></p>',
      '<ul><li style="mso-list:l0 level1 lfo1"><b>FOB</b> Karachi</li><li>CIF <i>Jebel Ali</i></li></ul>',
      '<p><a href="/contact" onclick="steal()">Write to us</a> <a href="javascript:alert(1)">or here</a></p>',
      '<img src=x onerror="alert(1)"><script>alert(1)</script><iframe src="https://evil.example"></iframe><style>p{display:none}</style>',
    ].join('\n');
    const post = parseRepoPost('en/a.md', `${valid}\n${pasted}\n\n![Our mark](/images/art/logo.svg)\n\n[x](javascript:alert(1))\n`);
    const body = new JSDOM(post.bodyHtml).window.document.body;
    expect(body.querySelector('script, iframe, style, [onclick], [onerror], [style], [class]')).toBeNull();
    expect(post.bodyHtml).not.toMatch(/o:p|mso-/i);
    expect(Array.from(body.querySelectorAll('p')).map((paragraph) => paragraph.textContent)).toContain('Dear buyer,');
    expect(Array.from(body.querySelectorAll('li')).map((item) => item.innerHTML)).toEqual(['<b>FOB</b> Karachi', 'CIF <i>Jebel Ali</i>']);
    expect(Array.from(body.querySelectorAll('a')).map((link) => link.getAttribute('href'))).toEqual(['/get-quote', '/contact', null]);
    // A site image keeps its place while it loads: its size comes from the file.
    expect(Array.from(body.querySelectorAll('img')).map((image) => image.outerHTML)).toEqual([
      '<img src="/images/art/logo.svg" alt="Our mark" width="40" height="40">',
    ]);
  });

  // A writer explaining HTML names its elements in running text: left open, each of these once made
  // the rest of the article vanish, with a green build.
  it.each(['title', 'xmp', 'textarea', 'style', 'script', 'noscript', 'iframe', 'noembed', 'noframes', 'plaintext', 'svg', 'template'])(
    'shows an unclosed <%s> as the writer typed it, and every paragraph after it',
    (element) => {
      const body = `Put your keywords in the <${element}> element.\n\nThe next paragraph.\n\n## Afterwards\n\nThe last words.\n`;
      const post = parseRepoPost('en/a.md', `${valid}\n${body}`);
      const page = new JSDOM(post.bodyHtml).window.document.body;
      const paragraphs = Array.from(page.querySelectorAll('p')).map((paragraph) => paragraph.textContent);
      expect(paragraphs).toEqual(
        expect.arrayContaining([`Put your keywords in the <${element}> element.`, 'The next paragraph.', 'The last words.']),
      );
      expect(Array.from(page.querySelectorAll('h2')).map((heading) => heading.textContent)).toContain('Afterwards');
    },
  );

  it('fails naming the article when an image in its body is missing', () => {
    const error = errorOf(() => parseRepoPost('en/a.md', `${valid}\n![A crate](/images/uploads/gone.jpg)\n`));
    // The valid article ends on line 9; a blank line, then the image on line 11.
    expect(error.message).toBe(
      'Invalid content in content/blog/en/a.md:\n  - body, line 11: image /images/uploads/gone.jpg: public/images/uploads/gone.jpg does not exist',
    );
  });

  it.each([
    ['a Markdown image', '![a](/images/../../../../../etc/passwd)', 11, '/images/../../../../../etc/passwd'],
    [
      'a Markdown image with encoded dots',
      'Text first,\nthen ![a](/images/%2e%2e/%2e%2e/%2e%2e/etc/passwd)',
      12,
      '/images/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    ],
    ['a Markdown image on the site', '![a](/images/../api/callback?error=x)', 11, '/images/../api/callback?error=x'],
    ['an image in raw HTML', '<p>\n<img src="/images/../api/callback?error=x" alt="a">\n</p>', 12, '/images/../api/callback?error=x'],
  ])('fails naming the article and the line when %s leaves /images/, reading nothing', (_name, image, line, src) => {
    const error = errorOf(() => parseRepoPost('en/a.md', `${valid}\n${image}\n`));
    expect(error.message).toMatch(
      new RegExp(
        `^Invalid content in content/blog/en/a\\.md:\\n  - body, line ${line}: image ${src.replace(/[.?*()]/g, '\\$&')} is outside /images/`,
      ),
    );
    expect(error.message).not.toMatch(/root|starts with/);
  });

  it('keeps an image path that stays inside /images/', () => {
    const post = parseRepoPost('en/a.md', `${valid}\n![Our mark](/images/uploads/../art/logo.svg)\n`);
    expect(new JSDOM(post.bodyHtml).window.document.querySelector('img')?.getAttribute('width')).toBe('40');
  });
});

describe('the articles in content/blog/', () => {
  const posts = getRepoPosts('en');

  it('are two or more, newest first, dated in 2026', () => {
    expect(posts.length).toBeGreaterThanOrEqual(2);
    expect(posts.map((post) => post.date)).toEqual([...posts.map((post) => post.date)].sort().reverse());
    for (const post of posts) expect(post.date).toMatch(/^2026-/);
  });

  it('are real articles: 600 to 900 words, with headings', () => {
    for (const post of posts) {
      const words = (new JSDOM(post.bodyHtml).window.document.body.textContent ?? '').split(/\s+/).filter(Boolean).length;
      expect([post.slug, words >= 600 && words <= 900]).toEqual([post.slug, true]);
      expect(post.bodyHtml).toContain('<h2>');
    }
  });

  it('state the payment policy as the company does', () => {
    const text = getRepoPost('en', 'payment-terms-and-samples')?.bodyHtml ?? '';
    for (const fact of [
      '50% advance, 50% before shipment',
      '100% upfront',
      'letter of credit',
      'Payoneer',
      'Wise',
      'PayPal or Western Union',
      '7–14 business days',
      'dropshipping',
    ]) {
      expect(text).toContain(fact);
    }
  });
});

/** The visible text of an article's HTML. */
const textOf = (html: string) => new JSDOM(html).window.document.body.textContent ?? '';
/** How many of each element an article's HTML holds: its Markdown structure. */
const structureOf = (html: string) => {
  const body = new JSDOM(html).window.document.body;
  return ['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'a'].map((tag) => `${tag}:${body.querySelectorAll(tag).length}`);
};

const arabic = `---
title: الشحن من باكستان
excerpt: الموانئ وشروط Incoterms والمستندات.
---

## الموانئ

كراتشي و**بورت قاسم**. راجعوا [شروطنا](/get-quote).
`;

describe('a translated article', () => {
  it('takes its words from the translation and its date from English, in its own language', () => {
    const post = parseRepoPost('en/shipping-notes.md', valid, 'ar', arabic);
    expect(post).toMatchObject({
      slug: 'shipping-notes',
      lang: 'ar',
      date: '2026-03-14',
      titleText: 'الشحن من باكستان',
      description: 'الموانئ وشروط Incoterms والمستندات.',
      href: '/blog/shipping-notes',
    });
    expect(post.bodyHtml).toContain('<h2>الموانئ</h2>');
    expect(repoPostSchema.parse(post)).toEqual(post);
    expect(asCard(post).lang).toBe('ar');
  });

  it('links to the pages of its own language', () => {
    expect(parseRepoPost('en/shipping-notes.md', valid, 'ar', arabic).bodyHtml).toContain('<a href="/ar/get-quote">شروطنا</a>');
    expect(parseRepoPost('en/shipping-notes.md', valid, 'fr').bodyHtml).toContain('<a href="/fr/get-quote">our terms</a>');
  });

  it('falls back to English for a title or excerpt it leaves out', () => {
    const post = parseRepoPost(
      'en/notes-untitled.md',
      valid.replace('Shipping from Pakistan', 'Notes on ports'),
      'ar',
      arabic.replace(/^title: .*\n/m, ''),
    );
    expect(post).toMatchObject({ lang: 'ar', titleText: 'Notes on ports', description: 'الموانئ وشروط Incoterms والمستندات.' });
  });

  it.each([
    ['an empty title', arabic.replace(/^title: .*$/m, 'title: ""'), 'title: must not be empty'],
    ['a misspelt field', arabic.replace('excerpt:', 'summary:'), '(root): Unrecognized key: "summary"'],
    [
      'a date, which is English’s',
      arabic.replace('---\n\n', 'date: 2026-03-15\n---\n\n'),
      'date: is the same in every language; write it only in content/blog/en/shipping-notes.md',
    ],
    [
      'an image, which is English’s',
      arabic.replace('---\n\n', 'image:\n  src: /images/blog/none.png\n---\n\n'),
      'image.src: is the same in every language; write it only in content/blog/en/shipping-notes.md',
    ],
    [
      'alt text when English has no image',
      arabic.replace('---\n\n', 'image:\n  alt: صورة\n---\n\n'),
      'image: content/blog/en/shipping-notes.md has no image to describe',
    ],
    [
      'an excerpt too long for a meta description',
      arabic.replace(/^excerpt: .*$/m, `excerpt: ${'ا'.repeat(301)}`),
      'excerpt: must be at most 300 characters',
    ],
    ['no body', arabic.replace(/---\n\n[^]*$/, '---\n'), 'body: must not be empty'],
    ['a # heading', arabic.replace('## الموانئ', '# الموانئ'), 'body: use ## for headings'],
  ])('fails naming the translation and the field: %s', (_name, translation, message) => {
    const error = errorOf(() => parseRepoPost('en/shipping-notes.md', valid, 'ar', translation));
    expect(error.message).toContain(`Invalid content in content/blog/ar/shipping-notes.md:\n  - ${message}`);
  });
});

describe('reading time', () => {
  it('counts words at 200 a minute, and Chinese characters at 350', () => {
    expect(readingMinutes('word '.repeat(1000))).toBe(5);
    expect(readingMinutes('货'.repeat(1750))).toBe(5);
    expect(readingMinutes(`${'付款条件，'.repeat(350)} FOB`)).toBe(4);
  });
});

describe('the articles on each language’s blog', () => {
  const english = getRepoPost('en', 'payment-terms-and-samples')!;
  const translations = {
    ar: 'خطاب اعتماد (L/C)',
    zh: '信用证（L/C）',
    fr: 'lettre de crédit (L/C)',
    es: 'carta de crédito (L/C)',
    ru: 'аккредитив (L/C)',
  };

  it('are the same articles in the same order in every language', () => {
    const slugs = getRepoPosts('en').map((post) => post.slug);
    for (const locale of Object.keys(translations)) expect(getRepoPosts(locale).map((post) => post.slug)).toEqual(slugs);
  });

  it('read the Arabic translation where there is one, with English’s date', () => {
    const post = getRepoPost('ar', 'payment-terms-and-samples')!;
    expect(post).toMatchObject({ lang: 'ar', date: english.date, titleText: 'كيف تعمل شروط الدفع والعينات عند الطلب من باكستان' });
    expect(post.bodyHtml).toContain('<h2>الخطوة 1: عرض السعر</h2>');
    expect(post.bodyHtml).toContain('<a href="/ar/get-quote">');
  });

  it.each(Object.entries(translations))(
    'hold the whole payment article in %s, in the same structure as English',
    (locale, letterOfCredit) => {
      const post = getRepoPost(locale, 'payment-terms-and-samples')!;
      expect(post).toMatchObject({ lang: locale, date: english.date, image: english.image, slug: english.slug });
      expect(post.titleText).not.toBe(english.titleText);
      expect(post.description).not.toBe(english.description);
      expect(structureOf(post.bodyHtml)).toEqual(structureOf(english.bodyHtml));
      const text = textOf(post.bodyHtml);
      for (const term of [letterOfCredit, 'Payoneer', 'Wise', 'PayPal', 'Western Union', 'SWIFT', 'FOB', 'CIF', '50', '100', '30'])
        expect(text).toContain(term);
      expect(text).not.toMatch(/\b(the|and|payment)\b/);
    },
  );

  it('show an article without a translation in English, saying so', () => {
    const post = getRepoPost('ar', 'shipping-from-pakistan')!;
    const original = getRepoPost('en', 'shipping-from-pakistan')!;
    expect(post).toMatchObject({ lang: 'en', titleText: original.titleText, date: original.date, description: original.description });
    expect(textOf(post.bodyHtml)).toBe(textOf(original.bodyHtml));
    expect(asCard(post).lang).toBe('en');
  });

  it('give English the English articles, as before', () => {
    expect(getRepoPosts('en').find((post) => post.slug === 'payment-terms-and-samples')).toBe(english);
    expect(getRepoPosts('en').every((post) => post.lang === 'en')).toBe(true);
  });

  it('refuse a language content/locales.yml does not list', () => {
    expect(() => getRepoPosts('de')).toThrow('No language "de" in content/locales.yml');
  });
});

describe('the layout of content/blog/', () => {
  const cwd = process.cwd();
  let scratch: string;
  beforeEach(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'blog-'));
    cpSync(path.join(cwd, 'content', 'locales.yml'), path.join(scratch, 'content', 'locales.yml'));
    write('content/blog/en/shipping-notes.md', valid);
    process.chdir(scratch);
  });
  afterEach(() => {
    process.chdir(cwd);
    rmSync(scratch, { recursive: true, force: true });
  });
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    writeFileSync(path.join(scratch, file), text);
  };
  /** The module loaded afresh, reading the scratch folder. */
  function fresh(): typeof import('./posts') {
    let loaded: unknown;
    jest.isolateModules(() => {
      loaded = jest.requireActual('./posts');
    });
    return loaded as typeof import('./posts');
  }

  it('reads a translation from the language’s folder', () => {
    write('content/blog/ru/shipping-notes.md', '---\ntitle: Доставка из Пакистана\n---\n\n## Порты\n\nКарачи.\n');
    expect(fresh().getRepoPosts('ru')).toMatchObject([
      { lang: 'ru', titleText: 'Доставка из Пакистана', description: 'Ports, Incoterms and documents.' },
    ]);
  });

  it('says which of a translation’s words fall back to English, for the coverage report and the lang="en" marks', () => {
    write('content/blog/en/notes-untitled.md', valid.replace('Shipping from Pakistan', 'Notes on ports'));
    write('content/blog/ar/notes-untitled.md', arabic.replace(/^title: .*\n/m, ''));
    const posts = fresh();
    expect(posts.getRepoPost('ar', 'notes-untitled')).toMatchObject({ lang: 'ar', titleText: 'Notes on ports' });
    expect(posts.articlesFolder.coverage('ar').fallbacks).toEqual([
      { file: 'content/blog/ar/notes-untitled.md', field: 'title', text: 'Notes on ports' },
    ]);
    // An article with no translation is English throughout, marked so as a whole: nothing falls back.
    expect(posts.getRepoPost('ar', 'shipping-notes')).toMatchObject({ lang: 'en' });
  });

  it('names a translation with no English article', () => {
    write('content/blog/ar/shipping-note.md', arabic);
    expect(() => fresh().getRepoPosts('ar')).toThrow(
      'Invalid content in content/blog/ar/shipping-note.md:\n  - has no English article content/blog/en/shipping-note.md',
    );
  });

  it('names a folder that is not a language, and an article outside the language folders', () => {
    write('content/blog/de/shipping-notes.md', valid);
    expect(() => fresh().getRepoPosts('en')).toThrow(
      /a language that is not in content\/locales\.yml .*\n {2}- content\/blog\/de\/ \(1 file\)$/,
    );
    rmSync(path.join(scratch, 'content/blog/de'), { recursive: true });
    write('content/blog/old-post.md', valid);
    expect(() => fresh().getRepoPosts('en')).toThrow(
      /^Invalid content in content\/blog\/old-post\.md:\n {2}- an article belongs in content\/blog\/en\//,
    );
  });
});
