import { createDraftStore, draftMaxChars } from './use-draft';

type Values = { name: string; message: string; topics: string[]; agreed: boolean };
const initial: Values = { name: '', message: '', topics: [], agreed: false };
const limits = { name: 10, message: 50, topics: 12 };
const key = 'draft:test';

function store(prefill?: () => Partial<Values>) {
  return createDraftStore({ form: 'test', initial, limits, prefill });
}

beforeEach(() => window.localStorage.clear());

it('allows six characters a field character (the longest JSON escape) and 1 KB for the rest', () => {
  expect(draftMaxChars(limits)).toBe(6 * 72 + 1024);
});

it('loads a draft within the limits', () => {
  window.localStorage.setItem(key, JSON.stringify({ name: 'Ayesha', message: 'x'.repeat(50), topics: ['rice', 'salt'], agreed: true }));
  const draft = store();
  expect(draft.getSnapshot()).toEqual({ name: 'Ayesha', message: 'x'.repeat(50), topics: ['rice', 'salt'], agreed: true });
  expect(draft.getTooLarge()).toBe(false);
  expect(window.localStorage.getItem(key)).not.toBeNull();
});

it('removes a draft longer than the form could store without parsing it, and says so', () => {
  window.localStorage.setItem(key, JSON.stringify({ message: 'x'.repeat(1_000_000) }));
  const parse = jest.spyOn(JSON, 'parse');
  const draft = store();
  expect(draft.getSnapshot()).toEqual(initial);
  expect(draft.getTooLarge()).toBe(true);
  expect(parse).not.toHaveBeenCalled();
  expect(window.localStorage.getItem(key)).toBeNull();
  parse.mockRestore();
});

it.each([
  ['a text field', { name: 'Ayesha', message: 'x'.repeat(51) }],
  ['a list, all entries together', { topics: ['rice', 'salt', 'towels'] }],
])('removes a draft in which %s is over its limit, keeping none of it', (_name, stored) => {
  window.localStorage.setItem(key, JSON.stringify(stored));
  const draft = store();
  expect(draft.getSnapshot()).toEqual(initial);
  expect(draft.getTooLarge()).toBe(true);
  expect(window.localStorage.getItem(key)).toBeNull();
});

it('keeps the last value that fit while a field is over its limit, and saves it again once it fits', () => {
  const draft = store();
  draft.setField('message', 'Two containers');
  draft.setField('message', 'x'.repeat(51));
  draft.setField('name', 'Ayesha');
  expect(draft.getSnapshot().message).toBe('x'.repeat(51));
  expect(JSON.parse(window.localStorage.getItem(key)!)).toEqual({ name: 'Ayesha', message: 'Two containers' });
  draft.setField('message', 'x'.repeat(50));
  expect(JSON.parse(window.localStorage.getItem(key)!)).toEqual({ name: 'Ayesha', message: 'x'.repeat(50) });
});

it('ignores a prefill over its limit', () => {
  const draft = store(() => ({ name: 'x'.repeat(11), message: 'From the link' }));
  draft.applyPrefill();
  expect(draft.getSnapshot()).toMatchObject({ name: '', message: 'From the link' });
});

it('forgets the notice on reset', () => {
  window.localStorage.setItem(key, JSON.stringify({ name: 'x'.repeat(11) }));
  const draft = store();
  expect(draft.getTooLarge()).toBe(true);
  draft.reset();
  expect(draft.getTooLarge()).toBe(false);
});
