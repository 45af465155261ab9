import { formatGermanNumber, parseGermanNumber } from '../../../shared/numbers/german-number';

/*
 * A module payload has an undocumented structure (DESIGN.md decision 9). The generic editor shows
 * each top-level key: plain values as inputs, nested values as JSON. Saving writes only the rows
 * the user changed onto the module's current payload, so untouched keys keep their value and order
 * (and a key someone else changed meanwhile keeps theirs).
 */

export type RowKind = 'string' | 'number' | 'boolean' | 'null' | 'json';

export interface Row {
  key: string;
  text: string;
  kind: RowKind;
  dirty: boolean;
}

export const kindOf = (value: unknown): RowKind =>
  value === null
    ? 'null'
    : typeof value === 'string'
      ? 'string'
      : typeof value === 'number'
        ? 'number'
        : typeof value === 'boolean'
          ? 'boolean'
          : 'json';

/** A value as the input shows it; numbers by the app's German number rule, in both languages. */
export function textOf(value: unknown): string {
  const kind = kindOf(value);
  if (kind === 'string') return value as string;
  if (kind === 'json') return JSON.stringify(value, null, 2);
  if (kind === 'number') return formatGermanNumber(value as number);
  return String(value);
}

export const rowsOf = (payload: Record<string, unknown> | null): Row[] =>
  Object.entries(payload ?? {}).map(([key, value]) => ({
    key,
    kind: kindOf(value),
    text: textOf(value),
    dirty: false,
  }));

export class RowError extends Error {
  constructor(
    readonly key: string,
    readonly problem: 'number' | 'json',
  ) {
    super(`${key}: ${problem}`);
  }
}

export function parseRow(row: Row): unknown {
  switch (row.kind) {
    case 'string':
      return row.text;
    case 'number': {
      const n = parseGermanNumber(row.text);
      if (n === null || Number.isNaN(n)) throw new RowError(row.key, 'number');
      return n;
    }
    case 'boolean':
      return row.text === 'true';
    default:
      try {
        return JSON.parse(row.text) as unknown;
      } catch {
        throw new RowError(row.key, 'json');
      }
  }
}

/** The payload to save: the current one with the user's changed and added rows on top. */
export function mergeRows(
  current: Record<string, unknown> | null,
  rows: Row[],
): Record<string, unknown> {
  const next: Record<string, unknown> = { ...(current ?? {}) };
  for (const row of rows) if (row.dirty || !(row.key in next)) next[row.key] = parseRow(row);
  return next;
}

/** The rows as the user sees them, as a payload (text kept where it does not parse): for comparing. */
export function rowsAsPayload(rows: Row[]): Record<string, unknown> {
  return Object.fromEntries(
    rows.map((row) => {
      try {
        return [row.key, parseRow(row)];
      } catch {
        return [row.key, row.text];
      }
    }),
  );
}
