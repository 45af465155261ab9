import { describe, expect, it } from 'vitest';
import { annuityFactor, priceDynamicCashValueFactor } from '../../src/shared/calc';
import { expectRefusal } from './refusal';

/** Σ_{t=1..T} r^(t−1)/q^t: the cash value of a payment rising with r, summed year by year. */
function seriesSum(i: number, change: number, years: number): number {
  let sum = 0;
  for (let t = 1; t <= years; t++) sum += (1 + change) ** (t - 1) / (1 + i) ** t;
  return sum;
}

describe('annuityFactor (VDI 2067-1)', () => {
  it('matches published values', () => {
    // i = 3 %, T = 20: 0.06722 (the value named in the brief; hand check:
    // 0.03 / (1 − 1.03^−20) = 0.03 / 0.446324 = 0.067216).
    expect(annuityFactor(0.03, 20)).toBeCloseTo(0.06722, 5);
    // i = 8 %, T = 20: 0.10185 (EU Bookshop, quoted at mydict.io "Annuitätenfaktor").
    expect(annuityFactor(0.08, 20)).toBeCloseTo(0.10185, 5);
  });

  it('is 1/T at i = 0 and continuous there', () => {
    expect(annuityFactor(0, 20)).toBe(1 / 20);
    expect(annuityFactor(1e-9, 20)).toBeCloseTo(0.05, 8);
    expect(annuityFactor(-1e-9, 20)).toBeCloseTo(0.05, 8);
  });

  it('is the reciprocal of the present value of 1 € a year', () => {
    for (const [i, t] of [
      [0.02, 15],
      [0.05, 30],
      [0.035, 18],
    ] as const) {
      expect(annuityFactor(i, t)).toBeCloseTo(1 / seriesSum(i, 0, t), 12);
    }
  });

  it('refuses years 0 and an interest rate of −100 % or less', () => {
    expectRefusal(() => annuityFactor(0.03, 0), 'years must be > 0 a, got 0');
    expectRefusal(() => annuityFactor(-1, 20), 'interestRate must be > -1');
    expectRefusal(() => annuityFactor(NaN, 20), 'interestRate', 'NaN');
  });
});

describe('priceDynamicCashValueFactor (VDI 2067-1)', () => {
  it('b = (1 − (r/q)^T)/(q − r) equals the year-by-year sum', () => {
    // Hand check: i 3 %, price change 2 %, 20 years → 17.73.
    expect(priceDynamicCashValueFactor(0.03, 0.02, 20)).toBeCloseTo(17.73, 2);
    for (const [i, change, t] of [
      [0.03, 0.02, 20],
      [0.05, 0.08, 15],
      [0.04, -0.01, 25],
    ] as const) {
      expect(priceDynamicCashValueFactor(i, change, t)).toBeCloseTo(seriesSum(i, change, t), 10);
    }
  });

  it('is T/q when r = q, and 1/a without price change', () => {
    expect(priceDynamicCashValueFactor(0.03, 0.03, 20)).toBeCloseTo(20 / 1.03, 12);
    expect(priceDynamicCashValueFactor(0, 0, 10)).toBe(10);
    expect(priceDynamicCashValueFactor(0.03, 0, 20)).toBeCloseTo(1 / annuityFactor(0.03, 20), 12);
  });

  it('refuses years 0 and rates of −100 % or less', () => {
    expectRefusal(() => priceDynamicCashValueFactor(0.03, 0.02, 0), 'years');
    expectRefusal(() => priceDynamicCashValueFactor(0.03, -1, 20), 'priceChangeRate must be > -1');
    expectRefusal(() => priceDynamicCashValueFactor(-2, 0.02, 20), 'interestRate');
  });
});
