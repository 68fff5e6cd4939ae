// Each language's spacing rules, applied once where a translation is read (content/localize.ts), so
// an editor types ordinary spaces and never a special one. Keyed by the BCP 47 primary subtag of the
// language's tag in content/locales.yml ("fr" for fr, fr-CA …); a language without rules is left as
// written. Only spaces next to punctuation (and, in Chinese, between scripts) change: URLs, e-mail
// addresses, phone numbers, {placeholders} and Markdown's syntax have none there, and `code` spans are skipped.

/** U+202F: as wide as a thin space, and no line breaks at it. */
export const narrowNoBreakSpace = '\u202f';
/** U+00A0: an ordinary space's width, and no line breaks at it. */
export const noBreakSpace = '\u00a0';

type Rule = (text: string) => string;

/** What may follow a punctuation mark a space is kept from: a space, the end, or more punctuation ("?!", "»", ")"). */
const after = String.raw`(?=[\s)\]»"'’.,;:!?…]|$)`;

/**
 * A number's groups held together by the space the language groups with (Intl's: U+202F in French,
 * U+00A0 in Russian), so an editor types "2 278 mm" and it never breaks as "2 / 278". A phone
 * number ("+92 300 …") is left as written.
 */
const groupedBy =
  (space: string): Rule =>
  (text) =>
    text.replace(/(?<![\d+])\d{1,3}(?: \d{3})+(?!\d)/g, (number) => number.replaceAll(' ', space));

const rules: Record<string, Rule[]> = {
  // French: a narrow no-break space before ; : ! ? % and inside « », so "%" or "?" never starts a line;
  // and a number's groups held together.
  fr: [
    (text) => text.replace(new RegExp(String.raw`(\S)[ \u00a0]+([;:!?%])${after}`, 'g'), `$1${narrowNoBreakSpace}$2`),
    (text) => text.replace(/«[ \u00a0]*/g, `«${narrowNoBreakSpace}`).replace(/[ \u00a0]*»/g, `${narrowNoBreakSpace}»`),
    groupedBy(narrowNoBreakSpace),
  ],
  // Russian: a no-break space before a dash between words, so "— вопрос репутации" cannot start a line;
  // and a number's groups held together.
  ru: [(text) => text.replace(/(\S) +—(?=\s)/g, `$1${noBreakSpace}—`), groupedBy(noBreakSpace)],
  // Chinese: no typed space between a Chinese character and a Latin letter or a digit, either way, nor
  // after full-width punctuation: "LED 球泡灯" and "LED球泡灯" are one spelling, and the browser sets the
  // gap between the scripts itself (text-autospace, app/globals.css), the same everywhere.
  zh: [
    (text) =>
      text
        .replace(/(\p{Script=Han}) +(?=[A-Za-z0-9])/gu, '$1')
        .replace(/([A-Za-z0-9%]) +(?=\p{Script=Han})/gu, '$1')
        .replace(/([，。：；！？、）》」』]) +/gu, '$1'),
  ],
};

/** The primary subtag of a BCP 47 tag: "fr" of "fr-CA", "zh" of "zh-Hans". */
const primaryOf = (lang: string) => lang.split('-')[0]!.toLowerCase();

/** Markdown code spans and fences, left exactly as written. */
const code = /(`+)[\s\S]*?\1/g;

/** `text` with `lang`'s spacing rules applied outside `code`: in French "Prix : 50 %" → "Prix : 50 %" with U+202F. */
export function typeset(text: string, lang: string): string {
  const own = rules[primaryOf(lang)];
  if (!own) return text;
  const apply = (part: string) => own.reduce((result, rule) => rule(result), part);
  let result = '';
  let last = 0;
  for (const match of text.matchAll(code)) {
    result += apply(text.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return result + apply(text.slice(last));
}
