import { Fragment } from 'react';
import { localeInfo } from '@/content/locales';

// A heading's words kept whole where the script has no spaces between words: a browser breaks
// Chinese or Japanese between any two characters, so 物流 could end one line and start the next.
// Segmented here, at build (server components only), never in the browser.

/** Scripts written without spaces that a browser breaks anywhere: Han, Hiragana, Katakana. */
const unspaced = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

const segmenters = new Map<string, Intl.Segmenter>();

function segmenterOf(lang: string): Intl.Segmenter {
  let segmenter = segmenters.get(lang);
  if (!segmenter) segmenters.set(lang, (segmenter = new Intl.Segmenter(lang, { granularity: 'word' })));
  return segmenter;
}

/** Where a Latin letter or digit meets a Chinese character the browser sets the gap (text-autospace), which a <wbr> there would stop. */
const scriptOf = (character: string) => (/[A-Za-z0-9]/.test(character) ? 'latin' : unspaced.test(character) ? 'unspaced' : undefined);

/**
 * `text` cut where a line may break between its words ("以|可靠|采购和…"), or null when its script
 * separates words with spaces already. A break goes before a word, never before punctuation, nor
 * between a Latin word and the Chinese one it touches ("LED球泡灯").
 */
export function headingChunks(text: string, lang: string): string[] | null {
  if (!unspaced.test(text)) return null;
  const chunks: string[] = [];
  for (const { segment, isWordLike } of segmenterOf(lang).segment(text)) {
    const previous = chunks.at(-1);
    const [before, after] = [previous?.at(-1), segment[0]].map((character) => (character ? scriptOf(character) : undefined));
    const touching = before !== undefined && after !== undefined && before !== after;
    if ((isWordLike && !touching) || previous === undefined) chunks.push(segment);
    else chunks[chunks.length - 1] += segment;
  }
  return chunks;
}

/**
 * A heading's text, with its words kept together in a script that has no spaces (word-break:
 * keep-all, a <wbr> between words); as written otherwise. `locale`: the page's language (a code
 * of content/locales.yml), whose words the segmenter looks for.
 */
export function HeadingText({ text, locale }: { text: string; locale: string }) {
  const chunks = unspaced.test(text) ? headingChunks(text, localeInfo(locale).lang) : null;
  if (!chunks) return text;
  return (
    <span className="break-keep">
      {chunks.map((chunk, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {chunk}
        </Fragment>
      ))}
    </span>
  );
}
