import { identifiersOf, mixedNumbersOf, unitWords, type UnitWords } from '@/lib/number-style.mjs';
import { fillTemplate } from '@/lib/template';
import { describe } from './translation-checks';

// Numbers and units as each language writes them (Intl's grouping, content/units.yml's words), refused by the
// editor before a save with the very functions scripts/check-numbers.mjs holds every built page to: so an
// entry the editor saves never fails that check in `npm test` (docs/editing.md, "One rulebook").

/** What the editor holds numbers to, made at build (scripts/build-admin.mjs, numberChecks). */
export type NumberChecks = {
  /** content/units.yml as written. */
  units: unknown;
  /** Each language code's tag (content/locales.yml: "zh" → "zh-Hans"), by which Intl writes its numbers. */
  tags: Record<string, string>;
  /** Numbers that name things (the company's postcode), never grouped. */
  identifiers: string[];
  languageNames: Record<string, string>;
  /**
   * cms/fields.yml's messages: `numberGrouping` ({field}, {language}, {text}, {written}, {number}, {expected}), `unitWord`
   * ({field}, {language}, {text}, {written}, {unit}); {text} is the field's, cut to 120 characters.
   */
  messages: { numberGrouping: string; unitWord: string };
};

/** A value's text fields with their paths; an address, a link or a file's path is not text a page shows as numbers. */
function textFieldsOf(value: unknown, path: string[] = []): { path: string[]; text: string }[] {
  if (typeof value === 'string')
    return /^(\/|https?:|mailto:|tel:|#)/.test(value) || /^\S+@\S+$/.test(value) ? [] : [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => textFieldsOf(item, [...path, String(index)]));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => textFieldsOf(item, [...path, key]));
  return [];
}

/** The first long number of `written` that Intl writes otherwise in `lang`, and how Intl writes it. */
function regrouped(written: string, lang: string): { number: string; expected: string } {
  const format = new Intl.NumberFormat(`${lang}-u-nu-latn`);
  for (const [number] of written.matchAll(/\d{1,3}(?:[.,\u00a0\u202f ]\d{3})+|\d{4,}/g)) {
    const expected = format.format(Number(number.replace(/\D/g, '')));
    if (expected !== number) return { number, expected };
  }
  return { number: written, expected: written };
}

/** The unit words of each set of checks, read once. */
const wordsOf = new WeakMap<NumberChecks, UnitWords>();

/** Why saving `languages` (each language's data) would write a number or unit otherwise than its language: the editor's words. */
export function numberProblems(checks: NumberChecks, languages: Record<string, unknown>, labels: Record<string, string>): string[] {
  const words = wordsOf.get(checks) ?? unitWords(checks.units, { tagOf: (code) => checks.tags[code] ?? code });
  wordsOf.set(checks, words);
  // The site details being edited name their own postcode.
  const identifiers = [...checks.identifiers, ...identifiersOf(languages)];
  return Object.entries(languages).flatMap(([locale, data]) => {
    const lang = checks.tags[locale] ?? locale;
    const language = checks.languageNames[locale] ?? locale;
    return textFieldsOf(data).flatMap(({ path, text }) =>
      mixedNumbersOf([{ lang, text }], words, identifiers)
        .filter((finding) => finding.own)
        .map(({ kind, forms: [written, unit], texts: [quoted = text] }) => {
          const field = describe(labels, path);
          return kind === 'grouping'
            ? fillTemplate(checks.messages.numberGrouping, { field, language, text: quoted, written, ...regrouped(written, lang) })
            : fillTemplate(checks.messages.unitWord, { field, language, text: quoted, written, unit });
        }),
    );
  });
}
