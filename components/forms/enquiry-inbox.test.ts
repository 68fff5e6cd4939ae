import { draftKey, forgetKey } from './enquiry-inbox';

// The draft's key decides what the inbox stores once: a resend of the same content must carry the
// same key, changed content a new one (the inbox refuses a key reused for other content).

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => localStorage.clear());

it('keeps one key for a draft while its content is the same, across reloads', () => {
  const key = draftKey('contact', '{"message":"500 towels"}');
  expect(key).toMatch(uuid);
  expect(draftKey('contact', '{"message":"500 towels"}')).toBe(key);
});

it('makes a new key once the draft has changed, and after the draft is delivered', () => {
  const first = draftKey('contact', '{"message":"500 towels"}');
  const changed = draftKey('contact', '{"message":"600 towels"}');
  expect(changed).toMatch(uuid);
  expect(changed).not.toBe(first);
  forgetKey('contact');
  expect(draftKey('contact', '{"message":"600 towels"}')).not.toBe(changed);
});

it('keeps each form its own key', () => {
  expect(draftKey('contact', 'same')).not.toBe(draftKey('quote', 'same'));
});

it('still gives a key when storage throws (private mode)', () => {
  const spy = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new Error('denied');
  });
  try {
    expect(draftKey('contact', 'x')).toMatch(uuid);
  } finally {
    spy.mockRestore();
  }
});
