/** @jest-environment node */
import { JSDOM } from 'jsdom';
import { ContentError, postSchema, repoPostSchema } from './schema';
import { asCard, getRepoPost, parseRepoPost, repoPosts } from './posts';

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
    [
      'an image outside /images/',
      withFront('image:\n  src: https://evil.example/a.png\n  alt: ""\n  width: 10\n  height: 10'),
      'image.src',
    ],
    ['an image that does not exist', withFront('image:\n  src: /images/blog/none.png\n  alt: ""\n  width: 10\n  height: 10'), 'image.src'],
    ['an image without its size', withFront('image:\n  src: /images/blog/none.png\n  alt: ""'), 'image.width'],
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

  it('shows raw HTML in the Markdown as text, and drops javascript: links', () => {
    const post = parseRepoPost('en/a.md', `${valid}\n<img src=x onerror="alert(1)"><script>alert(1)</script>\n\n[x](javascript:alert(1))\n`);
    const body = new JSDOM(post.bodyHtml).window.document.body;
    expect(body.querySelector('img, script')).toBeNull();
    expect(Array.from(body.querySelectorAll('a')).map((link) => link.getAttribute('href'))).toEqual(['/get-quote']);
    expect(body.textContent).toContain('<script>alert(1)</script>');
  });
});

describe('the articles in content/blog/', () => {
  const posts = repoPosts();

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
    const text = getRepoPost('payment-terms-and-samples')?.bodyHtml ?? '';
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
