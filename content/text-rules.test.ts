import { hasLetter, noHiddenCharacters, oneLineNoHidden } from './text-rules';

// The characters a field of words may hold (content/schema.ts's heading, text and paragraph). The
// same rules, on real fields, through the editor and the build: cms/__tests__/content-rules.test.ts
// and cms/__tests__/text-fields.test.ts.

describe('words that show', () => {
  it.each([
    ['Latin', 'Bath towels'],
    ['Arabic, one letter', 'ب'],
    ['Chinese', '毛巾'],
    ['Cyrillic', 'Полотенца'],
    ['Devanagari', 'तौलिया'],
    ['digits alone', '2026'],
    ['full-width letters', 'ＡＢＣ'],
    ['a CJK extension B character', '𠀀'],
  ])('%s holds a letter or digit', (_, words) => expect(hasLetter.test(words)).toBe(true));

  it.each([
    ['spaces', '   '],
    ['punctuation', '— … ! ?'],
    ['Chinese punctuation', '。、「」'],
    ['Arabic punctuation', '، ؟ ؛'],
    ['zero-width characters', '\u200b\u200c\u200d\u2060\ufeff'],
    ['an emoji', '🙂'],
    ['Braille blank and Hangul filler', '\u2800\u3164'],
    ['a combining accent alone', '\u0301'],
  ])('%s alone does not', (_, words) => expect(hasLetter.test(words)).toBe(false));
});

describe('nothing hidden', () => {
  it.each([
    ['a Persian word with a non-joiner', 'حوله‌های حمام'],
    ['a Hindi word with a joiner after a virama', 'क्\u200dष'],
    ['an emoji sequence with a joiner', '👩\u200d🔧 and ❤️\u200d🔥'],
    ['a number kept left to right in Arabic', 'مثل \u2066+92 300 1234567\u2069'],
    ['no-break and narrow no-break spaces (French typography)', 'Prix\u202f: 50\u00a0%'],
  ])('takes %s', (_, words) => {
    expect(noHiddenCharacters.test(words)).toBe(true);
    expect(oneLineNoHidden.test(words)).toBe(true);
  });

  it.each([
    ['a right-to-left override', 'Invoice \u202egpj.exe\u202c'],
    ['a left-to-right embedding', '\u202aTowels'],
    ['a right-to-left isolate', '\u2067Towels\u2069'],
    ['a left-to-right isolate left open', '\u2066Towels'],
    ['an isolate holding another control', '\u2066Tow\u202eels\u2069'],
    ['left-to-right and right-to-left marks', 'Towels\u200e', 'مناشف\u200f'],
    ['an Arabic letter mark', 'مناشف\u061c'],
    ['a zero-width space inside a word', 'Tow\u200bels'],
    ['a joiner at the start', '\u200dTowels'],
    ['a joiner after a space', 'Bath \u200ctowels'],
    ['a word joiner', 'Tow\u2060els'],
    ['a soft hyphen', 'Tow\u00adels'],
    ['a control character', 'Towels\u0007'],
    ['tag characters', 'Towels\udb40\udc41\udb40\udc42'],
    ['a byte order mark inside', 'Tow\ufeffels'],
    ['a line separator', 'Bath\u2028towels'],
  ])('refuses %s', (_, ...words) => {
    for (const word of words) expect(noHiddenCharacters.test(word)).toBe(false);
  });

  it('takes line breaks in a paragraph, not in one line', () => {
    expect(noHiddenCharacters.test('Cotton towels.\n\n- 500 g/m²')).toBe(true);
    expect(oneLineNoHidden.test('Bath\ntowels')).toBe(false);
    expect(oneLineNoHidden.test('Bath\ttowels')).toBe(false);
  });
});
