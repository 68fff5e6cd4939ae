// What a piece of content's words may hold, as patterns without flags (Decap CMS takes a field's
// pattern as a bare RegExp source, so the editor checks what the build checks: cms/fields.ts).
// Nothing that shows nothing or reorders what is shown: a name of zero-width characters alone is an
// empty heading, and a right-to-left override turns "Invoice U+202E gpj.exe" into "Invoice exe.jpg".
// docs/content.md, "What words may hold", says why each range is here.

/**
 * Characters that never show or that change the order of what does: C0 and C1 controls (tab and
 * line breaks aside), the soft hyphen, the combining grapheme joiner, the Arabic letter mark,
 * Hangul and Khmer fillers, the Mongolian vowel separator, the zero-width space, left-to-right and
 * right-to-left marks, the line and paragraph separators, embeddings and overrides (U+202A–U+202E),
 * the word joiner and invisible operators, isolates (U+2066–U+2069) and the deprecated format
 * characters, the byte order mark, and the interlinear annotation marks.
 */
const hidden =
  '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f\\u00ad\\u034f\\u061c\\u115f\\u1160\\u17b4\\u17b5\\u180e' +
  '\\u200b\\u200e\\u200f\\u2028-\\u202e\\u2060-\\u206f\\u3164\\ufeff\\uffa0\\ufff9-\\ufffb';
/** Zero-width non-joiner and joiner: Persian, Indic scripts and emoji need them between two characters. */
const joiners = '\\u200c\\u200d';
/** A character that shows, next to which a joiner may stand. */
const shown = `[^\\s${hidden}${joiners}]`;
/** Unicode tag characters (U+E0000–U+E007F), invisible text smuggled after a flag: as UTF-16 pairs. */
const tags = '\\udb40[\\udc00-\\udc7f]';

/**
 * A left-to-right isolate (U+2066 … U+2069) around words holding no other control: how a phone
 * number or a code keeps its order inside Arabic ("مثل U+2066 +92 300 1234567 U+2069"). It cannot turn Latin
 * letters around, as an override or a right-to-left isolate can.
 */
const leftToRight = (extra: string) => `\\u2066[^${hidden}${joiners}${extra}]*\\u2069`;

const without = (extra: string) =>
  new RegExp(`^(?![\\s\\S]*${tags})(?:[^${hidden}${joiners}${extra}]|(?<=${shown})[${joiners}](?=${shown})|${leftToRight(extra)})*$`);

/** Words over several lines (a paragraph, a description): no hidden characters; a joiner only inside a word. */
export const noHiddenCharacters = without('');
/** One line (a name, a title, a label): the same, and no tab or line break either. */
export const oneLineNoHidden = without('\\t\\n\\r');

/**
 * What is not a letter or a digit, in the blocks staff write in: spaces and the hidden characters,
 * ASCII and Latin-1 punctuation and symbols, combining marks with nothing to sit on, Arabic and
 * Devanagari punctuation, the punctuation, symbol, arrow, shape, box and Braille blocks
 * (U+2000–U+2BFF, U+2E00–U+2E7F), CJK punctuation, private use, variation selectors and small and
 * full-width punctuation. Outside the Basic Multilingual Plane only the CJK extensions count as letters
 * (an emoji alone is not a name).
 */
const notLetter =
  `\\s${hidden}${joiners}\\u0021-\\u002f\\u003a-\\u0040\\u005b-\\u0060\\u007b-\\u007e\\u00a0-\\u00bf\\u00d7\\u00f7` +
  '\\u0300-\\u036f\\u060c\\u061b\\u061e\\u061f\\u066a-\\u066d\\u06d4\\u0964\\u0965\\u2000-\\u2bff\\u2e00-\\u2e7f' +
  '\\u3000-\\u303f\\ud800-\\udfff\\ue000-\\uf8ff\\ufe00-\\ufe6f\\uff00-\\uff0f\\uff1a-\\uff20\\uff3b-\\uff40\\uff5b-\\uff65\\ufff0-\\uffff';
/** Holds at least one letter or digit that shows. */
export const hasLetter = new RegExp(`[^${notLetter}]|[\\ud840-\\ud87f][\\udc00-\\udfff]`);

export const textMessages = {
  hidden: 'must not hold hidden characters (zero-width spaces, direction marks or overrides, often pasted in with words)',
  oneLine: 'must be one line, without hidden characters (zero-width spaces, direction marks or overrides, often pasted in with words)',
  letter: 'must have a letter or a digit',
};
