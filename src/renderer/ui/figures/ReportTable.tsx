import type { ReactNode } from 'react';

/*
 * A compact labelled table of the report: a caption, column heads (numbers right-aligned), rows
 * and an optional sum row. Cells are text or small nodes; `num` marks the right-aligned columns.
 */

/** Rows a printed table keeps together on one page (a longer one may break between rows). */
const shortRows = 12;
const shortTable = (rows: number) => rows <= shortRows;

export function ReportTable({
  caption,
  head,
  rows,
  foot,
  num = [],
}: {
  caption: string;
  head: string[];
  rows: ReactNode[][];
  foot?: ReactNode[];
  num?: number[];
}) {
  const cls = (i: number) => (num.includes(i) ? 'num' : undefined);
  return (
    <table className={`table report-table${shortTable(rows.length) ? ' report-short' : ''}`}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {head.map((h, i) => (
            <th key={i} scope="col" className={cls(i)}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r, j) => (
          <tr key={j}>
            {r.map((c, i) => (
              <td key={i} className={cls(i)}>
                {c}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {foot && (
        <tfoot>
          <tr>
            {/* The first cell names the row; the others are figures (some empty), not headers. */}
            {foot.map((c, i) =>
              i === 0 ? (
                <th key={i} scope="row" className={cls(i)}>
                  {c}
                </th>
              ) : (
                <td key={i} className={cls(i)}>
                  {c}
                </td>
              ),
            )}
          </tr>
        </tfoot>
      )}
    </table>
  );
}

/** Label/value pairs (the inputs of a module), rows without a value left out. */
export function Pairs({ caption, rows }: { caption: string; rows: [string, string | null][] }) {
  const shown = rows.filter((r): r is [string, string] => !!r[1] && r[1] !== '–');
  if (shown.length === 0) return null;
  return (
    <table className={`table report-inputs${shortTable(shown.length) ? ' report-short' : ''}`}>
      <caption>{caption}</caption>
      <tbody>
        {shown.map(([k, v]) => (
          <tr key={k}>
            <th scope="row">{k}</th>
            <td>{v}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
