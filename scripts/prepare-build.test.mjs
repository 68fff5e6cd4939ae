/** @jest-environment node */
import { fallbackTexts } from './prepare-build.mjs';

it('keeps each language’s direction and its English fallbacks once each, for mark-fallbacks', () => {
  const fallback = (text, field) => ({ file: 'content/about.yml', field, text });
  const coverage = {
    locales: [
      { code: 'en', dir: 'ltr', name: 'English' },
      { code: 'ur', dir: 'rtl', name: 'اردو' },
    ],
    byLocale: new Map([
      [
        'ur',
        { total: 3, translated: 0, fallbacks: [fallback('About us', 'title'), fallback('About us', 'nav'), fallback('Why us', 'why')] },
      ],
    ]),
  };
  expect(fallbackTexts(coverage)).toEqual({
    locales: [
      { code: 'en', dir: 'ltr' },
      { code: 'ur', dir: 'rtl' },
    ],
    texts: { en: [], ur: ['About us', 'Why us'] },
  });
});
