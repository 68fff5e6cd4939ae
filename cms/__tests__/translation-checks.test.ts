/** @jest-environment node */
import { cmsConfig, languageNames, readRules } from '../config';
import { translationChecks, translationProblems } from '../translation-checks';
import { textMessages } from '../../content/text-rules';

// Decap checks only the English side when it saves; these are the checks the editor runs on the
// other languages (cms/admin/index.tsx's preSave), made from the same generated configuration.

const checks = translationChecks(cmsConfig({}), readRules().messages, languageNames());
const article = (ar: Record<string, unknown>) => translationProblems(checks, 'articles', 'articles', { en: { title: 'English' }, ar });

test('a translated article that keeps the build’s rules is saved, and so is an untranslated one', () => {
  expect(article({ title: 'عنوان', excerpt: 'ملخص قصير.', body: 'نص المقال.' })).toEqual([]);
  expect(article({ title: '', excerpt: '', image: { alt: '' }, body: '' })).toEqual([]);
  expect(translationProblems(checks, 'articles', 'articles', { en: { excerpt: 'x'.repeat(400) } })).toEqual([]);
});

test('a translated excerpt over 300 characters, or a # heading in a translated body, is refused with the build’s reason', () => {
  expect(article({ title: 'عنوان', excerpt: 'م'.repeat(301), body: 'نص.' })).toEqual([
    `In Arabic (العربية), Excerpt: must not be empty; ${textMessages.oneLine}; ${textMessages.letter}; must be at most 300 characters`,
  ]);
  expect(article({ title: 'عنوان', excerpt: 'ملخص.', body: '# عنوان ثان\n\nنص.' })).toEqual([
    'In Arabic (العربية), Article: use ## for headings: the title is the page’s only # heading',
  ]);
});

test('an article translated without its text is refused, naming the language', () => {
  expect(translationProblems(checks, 'articles', 'articles', { fr: { title: 'Titre', excerpt: 'Résumé.' } })).toEqual([
    `In French (Français), Article: ${readRules().messages.untranslatedBody}`,
  ]);
});

test('fields inside lists are checked item by item: a product’s specification, each row’s label', () => {
  expect(checks.rules.products).toContainEqual({
    path: ['specs', '*', 'label'],
    label: 'Label',
    pattern: [expect.any(String), `must not be empty; ${textMessages.oneLine}; ${textMessages.letter}; must be at most 100 characters`],
  });
  const listed = {
    ...checks,
    rules: {
      sample: [{ path: ['items', '*', 'code'], label: 'Code', pattern: ['^[a-z]+$', 'lower-case letters only'] as [string, string] }],
    },
  };
  expect(translationProblems(listed, 'sample', 'sample', { ar: { items: [{ code: 'ok' }, {}, { code: 'NOT' }] } })).toEqual([
    'In Arabic (العربية), Code: lower-case letters only',
  ]);
  expect(translationProblems(listed, 'sample', 'sample', { ar: { items: [{ code: 'ok' }, { code: '' }] } })).toEqual([]);
});

test('a translated value English has no place for is refused, naming the language and the field', () => {
  const english = { id: 'cookware-sets', category: 'kitchenware', name: 'Cookware sets' };
  const arabic = { name: 'أطقم قدور', moq: { note: 'لكل تصميم' } };
  expect(translationProblems(checks, 'products', 'products', { en: english, ar: arabic })).toEqual([
    `In Arabic (العربية), Minimum order: ${readRules().messages.nowhereToShow}`,
  ]);
  const withQuantity = { ...english, moq: { quantity: 100, unit: 'sets' } };
  expect(translationProblems(checks, 'products', 'products', { en: withQuantity, ar: arabic })).toEqual([]);
  expect(translationProblems(checks, 'products', 'products', { en: english, ar: { moq: { note: '' } } })).toEqual([]);
});
