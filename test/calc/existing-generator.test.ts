import { describe, expect, it } from 'vitest';
import { CalculatorRangeError } from '../../src/shared/calc';
import { heatLoadAgainstExistingGenerator } from '../../src/shared/calc/existing-generator';

/*
 * The heat load against the existing generator's rated output (type plate). The generator kept
 * the building warm, so the heat load (DIN EN 12831-1) is at most its output; far below is usual
 * (Glen Dimplex, Planungshandbuch, "Dimensionierung bei bestehender Heizungsanlage").
 */

describe('the heat load against the existing generator', () => {
  it('the demo house: 9,8 kW against a 24 kW boiler is 41 % of it, not above', () => {
    // 9,8 ÷ 24 = 0,4083
    const check = heatLoadAgainstExistingGenerator({ heatLoad: 9.8, ratedOutput: 24 });
    expect(check.share).toBeCloseTo(0.4083, 4);
    expect(check.aboveRatedOutput).toBe(false);
  });

  it('a heat load above the rated output is named; equal is not above', () => {
    // 26 ÷ 24 = 1,0833
    const above = heatLoadAgainstExistingGenerator({ heatLoad: 26, ratedOutput: 24 });
    expect(above.share).toBeCloseTo(1.0833, 4);
    expect(above.aboveRatedOutput).toBe(true);
    expect(
      heatLoadAgainstExistingGenerator({ heatLoad: 24, ratedOutput: 24 }).aboveRatedOutput,
    ).toBe(false);
  });

  it('refuses a rated output of 0 and a negative heat load', () => {
    expect(() => heatLoadAgainstExistingGenerator({ heatLoad: 9, ratedOutput: 0 })).toThrow(
      CalculatorRangeError,
    );
    expect(() => heatLoadAgainstExistingGenerator({ heatLoad: -1, ratedOutput: 24 })).toThrow(
      CalculatorRangeError,
    );
  });
});
