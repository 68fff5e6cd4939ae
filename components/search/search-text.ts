// How search reads text, shared by the build's index and the browser's query so both cut alike.
// No Intl.Segmenter: its word breaks depend on the engine's ICU data (docs/forms.md, "Site search").

/** Scripts written without spaces between words: Chinese (and Japanese kana, should a language need it). */
const unspaced = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const unspacedRun = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+/gu;

/** What separates words: anything but letters, digits and the marks that belong to letters. */
const separator = /[^\p{L}\p{N}\p{M}]+/u;

/** Arabic letters written in several ways that a reader takes as one. */
const arabicLetters: Record<string, string> = {
  أ: 'ا', // alef with hamza above
  إ: 'ا', // alef with hamza below
  آ: 'ا', // alef with madda
  ٱ: 'ا', // alef wasla
  ى: 'ي', // alef maqsura, written for final yeh
  ی: 'ي', // Persian yeh, from a Persian or Urdu keyboard
  ة: 'ه', // teh marbuta
};

/** Harakat and Quranic marks, superscript alef, and tatweel (the stretching stroke), which change no word. */
const arabicMarks = /[\u0610-\u061a\u0640\u064b-\u065f\u0670\u06d6-\u06ed]/u;
/** Arabic-Indic and Persian digits, so ١٠٠٠ finds 1000. */
const arabicDigit = /[\u0660-\u0669\u06f0-\u06f9]/u;
/** Accents on Latin letters (é, ñ, ç), once decomposed: dropped, so "electronique" finds "électronique". */
const latinAccents = /[\u0300-\u036f]/gu;
const combiningAccent = /^[\u0300-\u036f]$/u;
const latin = /\p{Script=Latin}/u;

const ligatures: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss' };

/** A letter with the marks written after it (or marks alone), the unit folding works on. */
const clusters = /\P{M}\p{M}*|\p{M}+/gsu;

/** One letter and its marks as search compares them (NFKC, lower case, folds in docs/forms.md); may be empty. */
function foldCluster(cluster: string): string {
  let folded = '';
  for (const plain of cluster.normalize('NFKC').toLowerCase()) {
    if (arabicMarks.test(plain) || combiningAccent.test(plain)) continue;
    if (arabicDigit.test(plain)) folded += String(plain.codePointAt(0)! - (plain >= '\u06f0' ? 0x06f0 : 0x0660));
    else if (plain in arabicLetters) folded += arabicLetters[plain];
    else if (plain in ligatures) folded += ligatures[plain];
    else if (plain === 'ё') folded += 'е';
    else if (latin.test(plain)) folded += plain.normalize('NFD').replace(latinAccents, '');
    else folded += plain;
  }
  return folded;
}

/** Text as the search compares it (see foldCluster). */
export function foldText(text: string): string {
  return text.replace(clusters, foldCluster);
}

/** What starts a term of Chinese characters (never part of another term: it separates words). */
const characterMark = '~';
/** Characters the first character of such a term is sorted into, by its code point. */
const buckets = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ+=';

/**
 * Characters as a term, "~" and a bucket before them ("毛巾" → "~S毛巾"): buckets keep MiniSearch's radix-tree
 * nodes small, so the Chinese index loads as fast as the others (docs/forms.md, "Site search").
 */
function characterTerm(characters: string): string {
  return characterMark + buckets[characters.codePointAt(0)! % buckets.length] + characters;
}

/** The text a term stands for: its characters for a term of Chinese characters, else the term. */
export function termText(term: string): string {
  return term.startsWith(characterMark) ? term.slice(2) : term;
}

/**
 * Chinese characters as overlapping pairs plus the last alone ("毛圈毛巾" → 毛圈, 圈毛, 毛巾, 巾): every
 * character starts a term, so a one-character query finds it as a prefix.
 */
function characterTerms(run: string): string[] {
  const characters = Array.from(run);
  const pairs = characters.slice(1).map((character, index) => characters[index] + character);
  return [...pairs, characters.at(-1)!].map(characterTerm);
}

/** Text as search terms, for index and query alike: folded, split at punctuation, Chinese cut into pairs. */
export function searchTerms(text: string): string[] {
  const terms: string[] = [];
  for (const word of foldText(text).split(separator)) {
    if (!word) continue;
    if (!unspaced.test(word)) {
      terms.push(word);
      continue;
    }
    let last = 0;
    for (const match of word.matchAll(unspacedRun)) {
      if (match.index > last) terms.push(word.slice(last, match.index));
      terms.push(...characterTerms(match[0]));
      last = match.index + match[0].length;
    }
    if (last < word.length) terms.push(word.slice(last));
  }
  return terms;
}

/** The Arabic article and the prepositions and conjunction that join it: وال، بال، كال، فال، لل. */
const arabicArticle = /^(?:[وفبك]?ال|لل)(?=[\u0621-\u064a]{3})/u;

/** An Arabic article that starts a word and ends where a term starts, as indexVariants strips it. */
const articleBefore = /(?:^|[^\p{L}\p{N}\p{M}])((?:[وفبك]?ال|لل))$/u;

/** Terms the index holds for a term: an Arabic word also without its article. Index side only. */
export function indexVariants(term: string): string[] {
  const bare = term.replace(arabicArticle, '');
  return bare === term ? [term] : [term, bare];
}

/** True for Chinese terms, never matched fuzzily: a character one edit away is another word. */
export const isUnspacedTerm = (term: string) => unspaced.test(term);

/**
 * The words to mark in a result: the document's terms that matched, but for Chinese the query's own
 * characters, since the prefix "毛" also matched "毛圈", which the visitor did not look for.
 */
export function markedTerms(terms: string[], queryTerms: string[]): string[] {
  return [...terms.filter((term) => !isUnspacedTerm(term)), ...queryTerms.filter(isUnspacedTerm)].map(termText);
}

/** Where folded `words` start a word of `text` (anywhere, for Chinese), as sorted, merged [start, end) ranges. */
export function termRanges(text: string, words: string[]): [number, number][] {
  // The folded text, and for each of its characters the index in `text` it came from.
  let folded = '';
  const origin: number[] = [];
  let offset = 0;
  for (const [cluster] of text.matchAll(clusters)) {
    const piece = foldCluster(cluster);
    folded += piece;
    for (let index = 0; index < piece.length; index++) origin.push(offset);
    offset += cluster.length;
  }
  origin.push(text.length);

  const wanted = [...new Set(words.filter(Boolean))];
  // A single Chinese character is marked only when it is all that matched, not inside every word that holds it.
  const longer = wanted.some((term) => isUnspacedTerm(term) && Array.from(term).length > 1);
  const ranges: [number, number][] = [];
  for (const term of wanted) {
    if (longer && isUnspacedTerm(term) && Array.from(term).length === 1) continue;
    for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, at + 1)) {
      // A word starts here, or (for a term the index also holds without its article) an Arabic article does just before.
      const article = folded.slice(0, at).match(articleBefore)?.[1] ?? '';
      if (!isUnspacedTerm(term) && !article && /[\p{L}\p{N}\p{M}]$/u.test(folded.slice(0, at))) continue;
      const start = origin[at - article.length]!;
      // The end runs on over characters that folded to nothing (a haraka after the last letter).
      let end = origin[at + term.length]!;
      if (at + term.length === folded.length) end = text.length;
      ranges.push([start, end]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const previous = merged.at(-1);
    if (previous && range[0] <= previous[1]) previous[1] = Math.max(previous[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}
