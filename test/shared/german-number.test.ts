import { describe, expect, it } from 'vitest';
import {
  formatGermanNumber,
  numberAsRead,
  parseGermanNumber,
} from '../../src/shared/numbers/german-number';
import { germanNumberTable } from './german-number-table';

describe('the German number rule', () => {
  it.each(germanNumberTable)('reads "$typed" as $value and shows it as "$shown"', (row) => {
    const value = parseGermanNumber(row.typed);
    if (row.value === null) expect(value).toBeNull();
    else if (Number.isNaN(row.value)) expect(value).toBeNaN();
    else expect(value).toBe(row.value);
    if (value !== null && !Number.isNaN(value)) expect(formatGermanNumber(value)).toBe(row.shown);
    expect(numberAsRead(row.typed)).toBe(row.shown);
  });

  it.each([
    ['', null],
    ['   ', null],
    ['−12', -12],
    ['-0,5', -0.5],
    ['–3', -3],
    ['+5', 5],
    ['-0', 0],
    ['5,', 5],
    ['1.234,', 1234],
    ['1 234,5', 1234.5],
    ['1 234.5', 1234.5],
    ['1\u00a0234', 1234],
    ['1\u202f234', 1234],
    ['1.2345', 1.2345],
    ['0.045', 0.045],
    ['007', 7],
  ])('reads "%s" as %s', (typed, value) => {
    expect(parseGermanNumber(typed)).toBe(value);
  });

  it.each([
    '0,0,1',
    'abc',
    '1e3',
    '1.234.5',
    '1. 234',
    '1  234',
    '12 5',
    '1.234 567',
    '0.123,4',
    '-',
    ',',
    '.',
    '--5',
    '- 5',
    '0x10',
    'Infinity',
    '24.000 €',
  ])('refuses "%s"', (typed) => {
    expect(parseGermanNumber(typed)).toBeNaN();
  });

  it('shows values German: decimal comma, no grouping but for amounts, no "-0"', () => {
    expect(formatGermanNumber(0.045)).toBe('0,045');
    expect(formatGermanNumber(1234.5)).toBe('1234,5');
    expect(formatGermanNumber(-1234567.25)).toBe('-1234567,25');
    expect(formatGermanNumber(-1234567.25, { grouping: true })).toBe('-1.234.567,25');
    expect(formatGermanNumber(null)).toBe('');
    expect(formatGermanNumber(Number.NaN)).toBe('');
    expect(formatGermanNumber(0.1 + 0.2, { maxDecimals: 6 })).toBe('0,3');
    expect(formatGermanNumber(0.1 + 0.2)).toBe('0,30000000000000004');
    expect(formatGermanNumber(1234.5678)).toBe('1234,5678');
    expect(formatGermanNumber(1.5e-7)).toBe('0,00000015');
    expect(formatGermanNumber(2e21)).toBe('2000000000000000000000');
    expect(formatGermanNumber(-0.0000001, { maxDecimals: 6 })).toBe('0');
    expect(formatGermanNumber(24000.5, { minDecimals: 2, maxDecimals: 2, grouping: true })).toBe(
      '24.000,50',
    );
    expect(formatGermanNumber(2.345, { maxDecimals: 2 })).toBe('2,35');
  });

  it('reads back every value it shows', () => {
    const values = [
      0,
      1,
      -1,
      0.5,
      0.035,
      1234,
      12345,
      1234.567,
      98765.4321,
      -0.000001,
      1e9,
      7.25,
      0.1 + 0.2,
      1.5e-7,
      123456789.123,
      2e21,
    ];
    for (const value of values) {
      expect(parseGermanNumber(formatGermanNumber(value))).toBe(value);
      expect(parseGermanNumber(formatGermanNumber(value, { grouping: true }))).toBe(value);
    }
  });

  it('leaves an empty field empty and money with two decimals', () => {
    expect(numberAsRead('   ')).toBe('   ');
    expect(numberAsRead('24000,5', { minDecimals: 2, maxDecimals: 2, grouping: true })).toBe(
      '24.000,50',
    );
  });
});
