/*
 * CSV as German Excel opens it with a double click: semicolons between cells (the list
 * separator of a German Windows), decimal commas, dates as dd.mm.yyyy, UTF-8 with a byte order
 * mark (without it Excel reads "Müller" as "MÃ¼ller"), CRLF line ends, and quoting as RFC 4180
 * with ";" for ",". One writer for every list the app exports.
 */

/** What a column holds: how its cells are written. */
export type CsvKind = 'text' | 'number' | 'date';

export interface CsvColumn<Row> {
  header: string;
  kind: CsvKind;
  /** text: any string; number: a number; date: an ISO date or date-time. null: an empty cell. */
  value(row: Row): string | number | null | undefined;
}

const byteOrderMark = '\uFEFF';
const separator = ';';
const lineEnd = '\r\n';

/** Quotes a cell when it holds the separator, a quote or a line break (RFC 4180). */
function quoted(text: string): string {
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A text Excel would run as a formula (=, +, -, @, a tab or CR first) gets a leading
 * apostrophe, so a contact named "=HYPERLINK(…)" stays text. A phone number (+49 89 1234567)
 * or a negative figure typed as text is not a formula that can do harm, and stays as typed.
 */
function defused(text: string): string {
  if (!/^[=+\-@\t\r]/.test(text)) return text;
  return /^[+-][\d\s()./-]*$/.test(text) ? text : `'${text}`;
}

/** 1234.5 → "1234,5": no grouping (Excel reads "1.234" as a date or a thousand). */
function germanNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  return String(value).replace('.', ',');
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** An ISO date or date-time → dd.mm.yyyy, in this computer's time zone (as the list shows it). */
function germanDate(iso: string): string {
  // A bare date (2026-11-25) is that day, not midnight UTC shifted into the day before.
  const bare = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (bare) return `${bare[3]}.${bare[2]}.${bare[1]}`;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return `${twoDigits(at.getDate())}.${twoDigits(at.getMonth() + 1)}.${at.getFullYear()}`;
}

/** One cell as written in the file. */
export function csvCell(kind: CsvKind, value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (kind === 'number' && typeof value === 'number') return germanNumber(value);
  if (kind === 'date' && typeof value === 'string') return quoted(germanDate(value));
  return quoted(defused(String(value)));
}

/** The whole file: byte order mark, the header line, one line per row, each ended by CRLF. */
export function excelCsv<Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row>): string {
  const lines = [columns.map((c) => quoted(defused(c.header))).join(separator)];
  for (const row of rows) {
    lines.push(columns.map((c) => csvCell(c.kind, c.value(row))).join(separator));
  }
  return byteOrderMark + lines.map((line) => line + lineEnd).join('');
}
