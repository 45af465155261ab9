import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../src/renderer/i18n';
import {
  axisTicks,
  euro,
  fixed,
  kwh,
  shareInColumn,
  shareInSentence,
  upTo,
} from '../../src/renderer/ui/figures/figures';

/*
 * The figures the PV planner and the report write alike: a share in a column to one decimal
 * throughout, standing alone in a sentence without a ",0", figures to at most n decimals, and the
 * chart axes' round steps.
 */
describe('one set of figures for the PV planner and the report', () => {
  beforeAll(() => {
    initI18n('de');
  });

  it('writes a share in a column to one decimal in every row, so the digits line up', () => {
    // A printed table of self-consumption and autarky: "63 %" beside "59,6 %" read ragged.
    expect([0.63, 0.596].map(shareInColumn)).toEqual(['63,0 %', '59,6 %']);
    // Rounded to the tenth, not cut: 31,45 % is 31,5 %.
    expect(shareInColumn(0.3145)).toBe('31,5 %');
    expect(shareInColumn(0.0996)).toBe('10,0 %');
    expect(shareInColumn(1)).toBe('100,0 %');
    // A share that rounds to nothing from below is no "−0,0 %".
    expect(shareInColumn(-0.0001)).toBe('0,0 %');
    expect(shareInColumn(null)).toBe('–');
    expect(shareInColumn(Number.NaN)).toBe('–');
  });

  it('writes a share standing alone in a sentence without a ",0" a consultant would not write', () => {
    expect(shareInSentence(0.314)).toBe('31,4 %');
    expect(shareInSentence(0.31)).toBe('31 %');
    expect(shareInSentence(0.3145)).toBe('31,5 %');
    expect(shareInSentence(0.0996)).toBe('10 %');
    expect(shareInSentence(-0.0001)).toBe('0 %');
    expect(shareInSentence(undefined)).toBe('–');
  });

  it('writes at most the given decimals and kWh per year with a thousands dot', () => {
    expect(upTo(1.28, 2)).toBe('1,28');
    expect(upTo(1.3, 2)).toBe('1,3');
    expect(upTo(7.777, 2)).toBe('7,78');
    expect(upTo(10, 1)).toBe('10');
    expect(fixed(10_200.4, 0)).toBe('10.200');
    expect(kwh(10_200.4)).toBe('10.200 kWh/a');
    expect(euro(16_499.6).replace(/\s/g, ' ')).toBe('16.500 €');
  });

  it('steps a chart axis in round numbers from 0 past the highest value', () => {
    expect(axisTicks(1.73)).toEqual([0, 0.5, 1, 1.5, 2]);
    expect(axisTicks(812)).toEqual([0, 200, 400, 600, 800, 1000]);
    expect(axisTicks(1010)).toEqual([0, 250, 500, 750, 1000, 1250]);
    expect(axisTicks(400)).toEqual([0, 100, 200, 300, 400]);
    expect(axisTicks(0)).toEqual([0, 1]);
  });
});
