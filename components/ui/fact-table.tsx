import type { TextLanguage } from '@/components/i18n/text-language';

/** A row of a facts table: a label and its value, with their language where it is not the page's; a row without a value (or label) is left out. */
export type FactRow = { label: string; value?: string; labelLanguage?: TextLanguage; valueLanguage?: TextLanguage };

/**
 * Label and value rows as a table, as a product page shows its specification, ordering, packing
 * and origin (and the editor's preview of them). Nothing is shown when no row has a value.
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
              {row.label}
            </th>
            <td {...row.valueLanguage}>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
