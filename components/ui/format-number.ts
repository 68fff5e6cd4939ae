/**
 * How a language writes numbers, in Western digits (as the site's Arabic content does): the
 * grouping and decimal separators, the group sizes (3, or 3 then 2 as in Hindi's 1,00,000), from
 * how many digits it starts grouping (Spanish writes 1000 but 10.000), and where the percent sign
 * goes ("#%", "# %"; # is the number). Worked out once at build by `numberStyleOf` from the
 * language's CLDR data, then passed to client islands as these few strings.
 */
export type NumberStyle = {
  group: string;
  decimal: string;
  /** The first group's size and every later one's. */
  groupSizes: readonly [primary: number, secondary: number];
  /** Digits the whole part needs beyond the first group before it is grouped (1: "1,000"; 2: "1000", "10.000"). */
  minimumGrouping: number;
  /** The percentage pattern: "#%" in English, "# %" in French. */
  percent: string;
};

/** English, as en-US writes it: 5,000 and 98%. */
export const englishNumbers: NumberStyle = { group: ',', decimal: '.', groupSizes: [3, 3], minimumGrouping: 1, percent: '#%' };

function groupDigits(whole: string, { group, groupSizes: [primary, secondary], minimumGrouping }: NumberStyle): string {
  if (!group || whole.length < primary + minimumGrouping) return whole;
  const groups = [whole.slice(-primary)];
  let rest = whole.slice(0, -primary);
  while (rest.length > secondary) {
    groups.unshift(rest.slice(-secondary));
    rest = rest.slice(0, -secondary);
  }
  if (rest) groups.unshift(rest);
  return groups.join(group);
}

/**
 * 5000 → "5,000" (English), "5 000" (French, with its narrow no-break space), "5000" (Spanish), the
 * same on the server and in every browser. Written out rather than with Intl.NumberFormat: the
 * first Intl object a page creates loads locale data, which cost ~18 ms of main-thread time while
 * a form hydrated (docs/performance.md).
 */
export function formatNumber(value: number, style: NumberStyle = englishNumbers): string {
  const [whole = '', fraction] = String(Math.abs(value)).split('.');
  const grouped = groupDigits(whole, style);
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `${style.decimal}${fraction}` : ''}`;
}

/** Bidi marks CLDR puts around Arabic's percent sign; Western digits and % read right without them. */
const bidiMarks = /[\u200e\u200f\u061c]/g;

/**
 * How `lang` (a BCP 47 tag from content/locales.yml) writes numbers, from the CLDR data of the
 * runtime's Intl, in Western digits. Call it at build, in server components, and pass the result
 * to the client: in a browser, this Intl call is the start-up cost formatNumber avoids.
 */
export function numberStyleOf(lang: string): NumberStyle {
  const tag = `${lang}-u-nu-latn`;
  const plain = new Intl.NumberFormat(tag, { maximumFractionDigits: 20 });
  const parts = plain.formatToParts(123456789.5);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value;
  const integers = parts.filter((candidate) => candidate.type === 'integer').map(({ value }) => value.length);
  const primary = integers.at(-1) ?? 3;
  const secondary = integers.length > 2 ? integers.at(-2)! : primary;
  const grouped = (value: number) => new Intl.NumberFormat(tag).formatToParts(value).some(({ type }) => type === 'group');
  let minimumGrouping = 1;
  while (minimumGrouping < 4 && !grouped(10 ** (primary + minimumGrouping - 1))) minimumGrouping += 1;
  const percent = new Intl.NumberFormat(tag, { style: 'percent' })
    .formatToParts(0.98)
    .map(({ type, value }) => (type === 'integer' ? '#' : value.replace(bidiMarks, '')))
    .join('');
  return {
    group: part('group') ?? '',
    decimal: part('decimal') ?? '.',
    groupSizes: [primary, secondary],
    minimumGrouping,
    percent,
  };
}
