import { describe, expect, it } from 'vitest';
import { heatLoadFromConsumption } from '../../src/shared/calc';
import { expectRefusal } from './refusal';

describe('heatLoadFromConsumption', () => {
  it('worked example, computed by hand', () => {
    // 2,000 l heating oil ≈ 20,000 kWh; η 0.85 → 17,000 kWh; hot water 2,500 kWh → 14,500 kWh;
    // 2,000 full-load hours → 7.25 kW.
    const result = heatLoadFromConsumption({
      annualFinalEnergy: 20_000,
      efficiency: 0.85,
      hotWaterEnergy: 2_500,
      fullLoadHours: 2_000,
    });
    expect(result.usefulHeat).toBeCloseTo(14_500, 9);
    expect(result.heatLoad).toBeCloseTo(7.25, 12);
  });

  it('reproduces the rule-of-thumb example of heizungskompass (14,000 kWh ÷ 2,000 h ≈ 7 kW)', () => {
    // Source: https://heizungskompass.pages.dev/ratgeber/heizlast-aus-gasverbrauch — "14.000 kWh/a
    // Raumheizung-Nutzwärme ÷ 2.000 h/a ≈ 7 kW Heizlast". Their useful heat is gas × efficiency
    // minus hot water; here 18,000 kWh gas at η 0.85 = 15,300 kWh, less 1,300 kWh hot water.
    const result = heatLoadFromConsumption({
      annualFinalEnergy: 18_000,
      efficiency: 0.85,
      hotWaterEnergy: 1_300,
      fullLoadHours: 2_000,
    });
    expect(result.usefulHeat).toBeCloseTo(14_000, 9);
    expect(result.heatLoad).toBeCloseTo(7, 12);
  });

  it('deducts no hot water by default and accepts η = 1', () => {
    const result = heatLoadFromConsumption({
      annualFinalEnergy: 18_000,
      efficiency: 1,
      fullLoadHours: 1_800,
    });
    expect(result).toEqual({ usefulHeat: 18_000, heatLoad: 10 });
  });

  it('accepts the edges: no consumption, hot water taking all of it, 8,760 hours', () => {
    expect(
      heatLoadFromConsumption({ annualFinalEnergy: 0, efficiency: 0.5, fullLoadHours: 1 }),
    ).toEqual({ usefulHeat: 0, heatLoad: 0 });
    const all = heatLoadFromConsumption({
      annualFinalEnergy: 10_000,
      efficiency: 0.9,
      hotWaterEnergy: 9_000,
      fullLoadHours: 8_760,
    });
    expect(all.usefulHeat).toBeCloseTo(0, 9);
    expect(all.heatLoad).toBeCloseTo(0, 12);
  });

  it('refuses efficiency 0 or above 1, and other values outside the domain', () => {
    const base = { annualFinalEnergy: 20_000, efficiency: 0.9, fullLoadHours: 2_000 };
    expectRefusal(
      () => heatLoadFromConsumption({ ...base, efficiency: 0 }),
      'efficiency must be > 0, got 0',
    );
    expectRefusal(
      () => heatLoadFromConsumption({ ...base, efficiency: 1.05 }),
      'efficiency must be ≤ 1, got 1.05',
    );
    expectRefusal(
      () => heatLoadFromConsumption({ ...base, fullLoadHours: 0 }),
      'fullLoadHours',
      '> 0 h/a',
    );
    expectRefusal(
      () => heatLoadFromConsumption({ ...base, fullLoadHours: 9_000 }),
      'fullLoadHours',
      '8760',
    );
    expectRefusal(
      () => heatLoadFromConsumption({ ...base, annualFinalEnergy: -1 }),
      'annualFinalEnergy',
    );
    expectRefusal(
      () => heatLoadFromConsumption({ ...base, hotWaterEnergy: -1 }),
      'hotWaterEnergy',
      '≥ 0',
    );
    expectRefusal(
      () => heatLoadFromConsumption({ ...base, hotWaterEnergy: 19_000 }),
      'hotWaterEnergy',
      '18000',
    );
  });
});
