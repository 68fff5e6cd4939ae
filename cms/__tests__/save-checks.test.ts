/** @jest-environment node */
import { cmsConfig, languageNames, readRules } from '../config';
import { changeSummary, lossProblems, removals, saveChecks } from '../save-checks';

// What Save compares with what the editor opened (cms/admin/index.tsx's preSave): a save that would
// empty an entry, or a language of it, or shorten a list nobody removed an item from, is refused.

const checks = saveChecks(cmsConfig({}), readRules().messages, languageNames());
const policy = (title: string) => ({ id: title.toLowerCase(), title, summary: `${title} in short.` });
const opened = {
  en: { title: 'Trading policies', policies: ['Samples', 'Payment', 'Shipping'].map(policy) },
  ar: { title: 'سياسات التجارة', policies: [{ title: 'العينات' }, { title: 'الدفع' }, { title: 'الشحن' }] },
};
const save = (saving: Record<string, unknown>, removed: string[] = []) =>
  lossProblems(checks, { key: 'lists/policies', collection: 'lists', entry: 'Trading policies', loaded: opened, saving, removed });

test('an edit that keeps every list is saved, and so is a new entry', () => {
  expect(save({ ...opened, en: { ...opened.en, title: 'Our trading policies' } })).toEqual([]);
  expect(lossProblems(checks, { key: 'articles', collection: 'articles', entry: 'New', saving: { en: {} }, isNew: true })).toEqual([]);
});

test('an entry that would be saved empty is refused, naming it and the language', () => {
  expect(save({ en: {}, ar: opened.ar })).toEqual([
    `Nothing was saved: Trading policies would be saved with no English content. The editor may have opened it before its content arrived: reload the page, check that the content is there, and make your change again.`,
  ]);
  // Opened empty (nothing to compare with): an existing entry is still never saved empty.
  expect(
    lossProblems(checks, { key: 'lists/policies', collection: 'lists', entry: 'Trading policies', saving: { en: { policies: [] } } }),
  ).toHaveLength(1);
  expect(save({ en: opened.en, ar: {} })[0]).toContain('with no Arabic (العربية) content');
});

test('a list that lost items nobody removed is refused, naming the list, the language and the counts', () => {
  expect(save({ ...opened, en: { ...opened.en, policies: [] } })).toEqual([
    'Nothing was saved: in English, Policies would go from 3 items to 0, but no item was removed there. Reload the page, check the list, and make your change again.',
  ]);
});

test('a list shortened with its Remove button is saved, with what moved up inside it', () => {
  const before = { en: { policies: opened.en.policies } };
  const after = { en: { policies: opened.en.policies.slice(1) } };
  expect(removals(before, after)).toEqual(['en:policies']);
  expect(removals(before, { en: { policies: [] } })).toEqual([]);
  expect(save({ ...opened, en: { ...opened.en, policies: opened.en.policies.slice(1) } }, ['en:policies'])).toEqual([]);
});

test('a commit says what changed, in which language', () => {
  const labels = { title: 'Title', policies: 'Policies' };
  const saving = { en: { ...opened.en, title: 'Our trading policies' }, ar: { ...opened.ar, policies: [{ title: 'العينات' }] } };
  expect(changeSummary(checks, labels, { loaded: opened, saving })).toBe('Title in English; Policies in Arabic (العربية)');
  expect(changeSummary(checks, labels, { loaded: opened, saving: opened })).toBe('');
  expect(changeSummary(checks, labels, { saving: { en: { title: 'New' }, ar: {}, fr: { title: 'Nouveau' } } })).toBe(
    'English; French (Français)',
  );
});
