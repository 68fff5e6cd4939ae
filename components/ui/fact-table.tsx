import type { TextLanguage } from '@/components/i18n/text-language';

/**
 * `text` with each number held to the word, unit, "%" or "×" after it by a no-break space, so a
 * figure never ends a line without what it counts: "1,600 / W", "(1.44 / م²)", "20 / комплектов",
 * "100 / %" and "60 / × 60 cm" broke so on phones. The editor types ordinary spaces.
 */
export const keepNumbersWithWords = (text: string) => text.replace(/(\d) (?=[\p{L}%×])/gu, '$1\u00a0');

/** A row of a facts table: a label and its value, with their language where it is not the page's; a row without a value (or label) is left out. */
export type FactRow = { label: string; value?: string; labelLanguage?: TextLanguage; valueLanguage?: TextLanguage };

/**
 * Label and value rows as a table, as a product page shows its specification, ordering, packing
 * and origin (and the editor's preview of them), numbers kept with their words in labels ("حاوية 20
 * قدمًا") as in values. Nothing is shown when no row has a value.
 * `labelledBy`: the id of the heading over it, the table's one name (no caption repeating it).
 */
export function FactTable({ rows, labelledBy }: { rows: FactRow[]; labelledBy?: string }) {
  const filled = rows.filter((row): row is Required<FactRow> => Boolean(row.label && row.value));
  if (filled.length === 0) return null;
  return (
    // Its rows' and cells' look is in fact-table.css, said once for every table.
    <table aria-labelledby={labelledBy} className="fact-table">
      <tbody>
        {filled.map((row, index) => (
          <tr key={index}>
            <th scope="row" {...row.labelLanguage}>
              {keepNumbersWithWords(row.label)}
            </th>
            <td {...row.valueLanguage}>{keepNumbersWithWords(row.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
