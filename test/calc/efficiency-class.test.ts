import { describe, expect, it } from 'vitest';
import { efficiencyClass } from '../../src/shared/calc';
import { expectRefusal } from './refusal';

describe('efficiencyClass (GEG Anlage 10)', () => {
  it('uses the bounds inclusively', () => {
    // GEG Anlage 10: A+ ≤ 30, A ≤ 50, B ≤ 75, C ≤ 100, D ≤ 130, E ≤ 160, F ≤ 200, G ≤ 250, H > 250.
    const cases: Array<[number, string]> = [
      [0, 'A+'],
      [30, 'A+'],
      [30.01, 'A'],
      [50, 'A'],
      [50.01, 'B'],
      [75, 'B'],
      [75.01, 'C'],
      [100, 'C'],
      [100.01, 'D'],
      [130, 'D'],
      [130.01, 'E'],
      [160, 'E'],
      [160.01, 'F'],
      [200, 'F'],
      [200.01, 'G'],
      [250, 'G'],
      [250.01, 'H'],
      [480, 'H'],
    ];
    for (const [value, expected] of cases)
      expect(efficiencyClass(value), String(value)).toBe(expected);
  });

  it('refuses negative or non-finite values', () => {
    expectRefusal(() => efficiencyClass(-1), 'finalEnergyPerArea must be ≥ 0 kWh/(m²·a), got -1');
    expectRefusal(() => efficiencyClass(Infinity), 'finalEnergyPerArea', 'Infinity');
  });
});
