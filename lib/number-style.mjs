// How each language writes numbers and units, from Intl and content/units.yml's words: what a page's text
// (scripts/check-numbers.mjs, over out/) and an entry the editor saves (cms/number-checks.ts) are both held to,
// with the same functions. No file is read here. What it refuses and allows: docs/languages.md, "Right to left,
// type and numbers".

/** Spellings of a unit translations have but content/units.yml does not: beside the table's word, two ways. */
export const strays = {
  kg: ['كجم', 'كغ', '公斤', 'kilogram', 'kilograms', 'kilogramme', 'kilogrammes', 'kilogramo', 'kilogramos'],
  g: ['جم', 'غرام', 'гр'],
  gsm: ['gsm', 'GSM', 'g/m2', 'جم/م²', 'غرام/م²', 'г/м2'],
  W: ['瓦', 'وات'],
  V: ['伏'],
  Hz: ['赫兹'],
  pieces: ['pcs', 'шт.', 'шт', 'штук', 'штуки', 'штука'],
};

const styles = new Map();

/** How the language tagged `lang` writes numbers, from Intl: its decimal and group marks ("." and "," in en). */
function styleOf(lang) {
  if (!styles.has(lang)) {
    let style = { decimal: '.', group: ',' };
    try {
      const parts = new Intl.NumberFormat(`${lang}-u-nu-latn`).formatToParts(12345.5);
      const part = (type) => parts.find((candidate) => candidate.type === type)?.value;
      style = { decimal: part('decimal') ?? '.', group: part('group') ?? ',' };
    } catch {
      // Not a tag Intl reads: English's marks.
    }
    styles.set(lang, style);
  }
  return styles.get(lang);
}

/** The decimal separator of the language tagged `lang`, from Intl ("," in fr, "." in en); "." for an unknown tag. */
export const decimalOf = (lang) => styleOf(lang).decimal;

/** `text` on one line, cut to 120 characters, for a report. */
export const quote = (text) => {
  const line = text.replace(/[ \t\r\n]+/g, ' ').trim();
  return line.length > 120 ? `${line.slice(0, 117)}…` : line;
};

/**
 * The unit words from content/units.yml: `words`, word → { unit, langs } (a count's words only on its language's
 * pages: Spanish "par" is French "per"), and `own`, tag → unit → the language's own words for it.
 */
export function unitWords(unitsFile, { extra = strays, tagOf = (code) => code } = {}) {
  const words = new Map();
  const own = new Map();
  // Counts first, each language's under its own tag; a symbol or stray spelt the same is read everywhere.
  for (const [code, language] of Object.entries(unitsFile ?? {})) {
    const mine = new Map();
    for (const [key, forms] of Object.entries(language ?? {})) {
      if (key === 'measures' || typeof forms !== 'object' || forms === null) continue;
      const unit = counted[key] ?? key;
      const spellings = Object.values(forms).flatMap((form) => (typeof form === 'string' && form.trim() ? [form.trim()] : []));
      for (const word of spellings) {
        const entry = words.get(word) ?? { unit, langs: new Set() };
        entry.langs.add(tagOf(code));
        words.set(word, entry);
      }
      mine.set(unit, new Set(spellings));
    }
    for (const [unit, symbol] of Object.entries(language?.measures ?? {}))
      if (typeof symbol === 'string' && symbol.trim()) mine.set(unit, new Set([symbol.trim()]));
    own.set(tagOf(code), mine);
  }
  const everywhere = (word, unit) => {
    const key = typeof word === 'string' ? word.trim() : '';
    if (key && !(words.has(key) && words.get(key).langs === undefined)) words.set(key, { unit, langs: undefined });
  };
  for (const language of Object.values(unitsFile ?? {}))
    for (const [unit, symbol] of Object.entries(language?.measures ?? {})) everywhere(symbol, unit);
  for (const [unit, spellings] of Object.entries(extra)) for (const word of spellings) if (!words.has(word)) everywhere(word, unit);
  return { words, own };
}

/** A count's unit that is a measure's too: its words and the measure's symbol are one unit's. */
const counted = { metres: 'm', 'square-metres': 'm2', kilowatts: 'kW' };

/** `items` by `key`, in order. */
function groupBy(items, key) {
  const groups = new Map();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Words between two numbers of one measure, in the site's languages: "to", "à", "a", "до", "إلى", and "and", "et", "y", "и", "و". */
const rangeWords = ['to', 'and', 'à', 'et', 'a', 'y', 'до', 'и', 'إلى', 'و'];

const patterns = new Map();

/** The pattern of a measure in the language tagged `lang`: numbers joined by ×, – or / (a size, a range), then a unit word. */
function measurePattern({ words }, lang) {
  const key = `${lang}`;
  if (patterns.get(words)?.has(key)) return patterns.get(words).get(key);
  const spaces = '[ \\u00a0\\u202f]';
  const number = `\\d+(?:[.,]\\d+|${spaces}\\d{3}(?!\\d))*`;
  // A sign (a size, a range), or the word a range or a list is written with: "de 1000 à 1 600 W", "от 3 до 5 кг", "1000至1600瓦".
  const joiner = `(?:${spaces}?[×x–\\-/~]${spaces}?|${spaces}(?:${rangeWords.join('|')})${spaces}|[至到和])`;
  // Longest first, so "mm" is not read as "m", nor "g/m²" as "g".
  const units = [...words]
    .filter(([, entry]) => entry.langs === undefined || entry.langs.has(lang))
    .map(([word]) => word)
    .sort((a, b) => b.length - a.length)
    .map((word) => escapeRegExp(word) + (/^\p{L}$/u.test(word) ? '(?!\\.)' : ''))
    .join('|');
  // A one-letter word followed by a full stop is a word cut short (Russian "2026 г." is a year), not a symbol.
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}.,])(${number}(?:${joiner}${number})*)${spaces}?(${units})(?![\\p{Script=Latin}\\p{Script=Cyrillic}\\p{Script=Arabic}\\p{M}\\p{N}²³])`,
    'gu',
  );
  if (!patterns.has(words)) patterns.set(words, new Map());
  patterns.get(words).set(key, pattern);
  return pattern;
}

/** The measures in `text`: [{ numbers: [{ digits, grouping }], word }]; grouping " " for any space, "" for none. */
export function measuresIn(text, lang, words) {
  const { decimal } = styleOf(lang);
  const found = [];
  for (const match of text.matchAll(measurePattern(words, lang))) {
    const numbers = [...match[1].matchAll(/\d+(?:[.,]\d+|[ \u00a0\u202f]\d{3}(?!\d))*/g)].map(([written]) => {
      // The whole part: what comes before the decimal mark, where its fraction is not three digits.
      const fraction = new RegExp(`\\${decimal}\\d+$`);
      const whole = fraction.test(written) && !new RegExp(`\\${decimal}\\d{3}$`).test(written) ? written.replace(fraction, '') : written;
      const marks = [...new Set(whole.replace(/\d/g, '').replace(/[\u00a0\u202f]/g, ' '))];
      const digits = whole.replace(/\D/g, '').length;
      const grouping = marks.length === 1 && marks[0] !== decimal ? marks[0] : marks.length === 0 ? '' : undefined;
      return { written, digits, grouping: digits >= 4 ? grouping : undefined };
    });
    found.push({ written: match[0], numbers, word: match[2] });
  }
  return found;
}

/**
 * A whole number of four digits or more outside a measure, as written: "1000", "10,000", "20 000". Not a year (four
 * digits from 1900 to 2199), a code's number after capitals ("ISO 9001", "UN 3480", "HS 8541"), a number joined to
 * Latin, Cyrillic or Arabic letters ("1680D"; Chinese writes a number against its words) or to other digits by a point,
 * colon or slash ("6302.60", "9001:2015").
 */
const bareNumber =
  /(?<![\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Arabic}\p{N}.,:/\-+#№_])(\d{1,3}(?:[,.\u00a0\u202f ]\d{3})+|\d{4,})(?![\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Arabic}\p{N}]|[.,:/]\d)/gu;
const afterCapitals = /(?:^|[^\p{Lu}\p{Ll}])\p{Lu}{2,}[ \u00a0-]?$/u;

/** Numbers joined by × with no unit after them (a measure's are read with it): a screen's resolution, "1366 × 768", written whole. */
const unitlessSize = /\d+(?:[ \u00a0]?×[ \u00a0]?\d+)+/g;

/** An international phone number ("+92 300 0000000"): its digits are grouped as its country dials them. */
const phoneNumber = /\+\d[\d \u00a0\u202f().-]*\d/g;

/**
 * The whole numbers of `text` outside its measures (bareNumber), as measuresIn reads a measure's numbers; phone
 * numbers and `identifiers` (the company's postcode: siteIdentifiers) are names, not numbers.
 */
export function bareNumbersIn(text, lang, words, identifiers = []) {
  const { decimal } = styleOf(lang);
  let rest = text.replace(measurePattern(words, lang), ' ').replace(phoneNumber, ' ').replace(unitlessSize, ' ');
  for (const identifier of identifiers) rest = rest.replaceAll(identifier, ' ');
  const found = [];
  for (const match of rest.matchAll(bareNumber)) {
    const written = match[1];
    if (/^(19|20|21)\d\d$/.test(written) || afterCapitals.test(rest.slice(0, match.index))) continue;
    const marks = [...new Set(written.replace(/\d/g, '').replace(/[\u00a0\u202f]/g, ' '))];
    // One mark, not the decimal one, or none: a number of four digits or more (2,5 or 1.050,5 are not read here).
    if (marks.length > 1 || marks[0] === decimal) continue;
    const digits = written.replace(/\D/g, '').length;
    found.push({ written, digits, grouping: marks[0] ?? '' });
  }
  return found;
}

/** The numbers a site details file (content/site.yml's shape: each language's details) names things with: its postcodes. */
export function identifiersOf(site) {
  return [
    ...new Set(Object.values(site ?? {}).flatMap((language) => (language?.address?.postcode ? [String(language.address.postcode)] : []))),
  ];
}

/** How the language tagged `lang` groups a whole number of `digits` digits: its mark (" " for any space), or "". */
function groupingOf(lang, digits) {
  let parts = [];
  try {
    parts = new Intl.NumberFormat(`${lang}-u-nu-latn`).formatToParts(10 ** (digits - 1));
  } catch {
    parts = new Intl.NumberFormat('en').formatToParts(10 ** (digits - 1));
  }
  return (parts.find(({ type }) => type === 'group')?.value ?? '').replace(/[\u00a0\u202f]/g, ' ');
}

/**
 * Where `pieces` ([{ lang, text }]) write one kind of measure two ways in one language, or a number or unit otherwise
 * than their language: [{ lang, kind ("grouping" or a unit), own (the language's way missed), forms, texts }].
 */
export function mixedNumbersOf(pieces, words, identifiers = []) {
  const found = [];
  const byLang = groupBy(pieces, ({ lang }) => lang);
  for (const [lang, texts] of byLang) {
    const grouped = [];
    const ungrouped = [];
    const units = new Map();
    const own = words.own?.get(lang);
    const strange = new Map();
    /** A long number, grouped or not, in `measure` (its unit's, or itself): kept, and noted if Intl groups it otherwise. */
    const note = (number, measure, text) => {
      (number.grouping ? grouped : ungrouped).push({ ...number, measure, text });
      const expected = groupingOf(lang, number.digits);
      if (number.grouping !== expected && !strange.has('grouping'))
        strange.set('grouping', { kind: 'grouping', forms: [measure, expected ? `grouped with "${expected}"` : 'not grouped'], text });
    };
    for (const { text } of texts) {
      // A count or a figure without a unit is written as the language writes numbers too.
      for (const number of bareNumbersIn(text, lang, words, identifiers)) note(number, number.written, text);
      for (const measure of measuresIn(text, lang, words)) {
        for (const number of measure.numbers) if (number.grouping !== undefined) note(number, measure.written, text);
        const { unit } = words.words.get(measure.word);
        const mine = own?.get(unit);
        // One way of writing a unit: the language's own words (a count's plural forms are one), or a word.
        const form = mine?.has(measure.word) ? 'own' : measure.word;
        const seen = units.get(unit) ?? new Map();
        if (!seen.has(form)) seen.set(form, { measure: measure.written, text });
        units.set(unit, seen);
        if (mine && form !== 'own' && !strange.has(unit))
          strange.set(unit, { kind: unit, forms: [measure.written, [...mine].map((word) => `"${word}"`).join(', ')], text });
      }
    }
    for (const { kind, forms, text } of strange.values()) found.push({ lang, kind, own: true, forms, texts: [quote(text)] });
    const marks = groupBy(grouped, ({ grouping }) => grouping);
    if (marks.size > 1) {
      const [a, b] = [...marks.values()].map((numbers) => numbers[0]);
      found.push({ lang, kind: 'grouping', forms: [a.measure, b.measure], texts: [quote(a.text), quote(b.text)] });
    }
    const plain = ungrouped.toSorted((a, b) => b.digits - a.digits)[0];
    const shorter = plain && grouped.find(({ digits }) => digits <= plain.digits);
    if (shorter)
      found.push({ lang, kind: 'grouping', forms: [shorter.measure, plain.measure], texts: [quote(shorter.text), quote(plain.text)] });
    for (const [unit, forms] of units)
      if (forms.size > 1) {
        const [a, b] = [...forms.values()];
        found.push({ lang, kind: unit, forms: [a.measure, b.measure], texts: [quote(a.text), quote(b.text)] });
      }
  }
  return found;
}
