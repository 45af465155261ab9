/*
 * The German number rule as a table: what is typed, the number it is, and how a field shows it
 * back. The unit test reads it with the parser; the E2E test types it into two screens.
 */
export interface TypedNumber {
  typed: string;
  /** NaN: not a number (the field keeps the text and says so); null: empty. */
  value: number | null;
  /** What the field shows once left ('' for empty); an unreadable text stays as typed. */
  shown: string;
}

export const germanNumberTable: readonly TypedNumber[] = [
  { typed: '1.234', value: 1234, shown: '1234' },
  { typed: '1,234', value: 1.234, shown: '1,234' },
  { typed: '1.234,5', value: 1234.5, shown: '1234,5' },
  { typed: '0.035', value: 0.035, shown: '0,035' },
  { typed: '1 234', value: 1234, shown: '1234' },
  { typed: '92.5', value: 92.5, shown: '92,5' },
  { typed: '12.345,67', value: 12345.67, shown: '12345,67' },
  { typed: '1.234.567', value: 1234567, shown: '1234567' },
  { typed: '1234.567', value: 1234.567, shown: '1234,567' },
  { typed: ' 0,045 ', value: 0.045, shown: '0,045' },
  { typed: ',5', value: 0.5, shown: '0,5' },
  { typed: '12.34,5', value: Number.NaN, shown: '12.34,5' },
  { typed: '1,234.5', value: Number.NaN, shown: '1,234.5' },
  { typed: '92,5 m²', value: Number.NaN, shown: '92,5 m²' },
];
