import { hasWords, type WordField } from './translation-words';

// The articles' fields, as cms/config.ts gives them to Decap.
const article: WordField[] = [
  { name: 'title', i18n: true },
  { name: 'date', i18n: false },
  { name: 'excerpt', i18n: true },
  {
    name: 'image',
    i18n: true,
    fields: [
      { name: 'src', i18n: false },
      { name: 'alt', i18n: true },
    ],
  },
  { name: 'body', i18n: true },
];

describe('hasWords', () => {
  it('is false for a language nobody wrote in: the defaults Decap fills in, blanks and shared fields', () => {
    expect(hasWords(article, undefined)).toBe(false);
    expect(hasWords(article, {})).toBe(false);
    expect(hasWords(article, { image: { alt: '' }, body: '' })).toBe(false);
    expect(hasWords(article, { title: '  ', excerpt: '\n', image: { src: '/images/uploads/a.jpg', alt: '' } })).toBe(false);
    expect(hasWords([{ name: 'date', i18n: 'duplicate' }], { date: '2026-11-26' })).toBe(false);
  });

  it('is true as soon as one translated field holds a word, at any depth', () => {
    expect(hasWords(article, { title: 'Emballage' })).toBe(true);
    expect(hasWords(article, { image: { alt: 'Cartons' } })).toBe(true);
    expect(hasWords(article, { body: 'Chaque carton…' })).toBe(true);
    const products: WordField[] = [
      {
        name: 'products',
        i18n: true,
        fields: [
          { name: 'name', i18n: 'translate' },
          { name: 'moq', i18n: 'none' },
        ],
      },
    ];
    expect(hasWords(products, { products: [{ name: '' }, { name: 'Câbles' }] })).toBe(true);
    expect(hasWords(products, { products: [{ name: '', moq: 500 }] })).toBe(false);
    expect(hasWords([{ name: 'tags', i18n: true, field: { name: 'tag', i18n: true } }], { tags: ['', 'fret'] })).toBe(true);
    expect(hasWords([{ name: 'tags', i18n: true, field: { name: 'tag', i18n: true } }], { tags: [''] })).toBe(false);
  });
});
