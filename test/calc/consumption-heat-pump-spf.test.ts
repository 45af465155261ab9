import { describe, expect, it } from 'vitest';
import { combinedSpf, heatLoadFromConsumption, heatPumpCapacity } from '../../src/shared/calc';
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

  it('deducts no hot water by default and accepts η = 1', () => {
    const result = heatLoadFromConsumption({
      annualFinalEnergy: 18_000,
      efficiency: 1,
      fullLoadHours: 1_800,
    });
    expect(result).toEqual({ usefulHeat: 18_000, heatLoad: 10 });
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

describe('heatPumpCapacity', () => {
  it('adds hot water per person and the blocking factor 24/(24 − t)', () => {
    // Hand calculation: 9 kW + 4 · 0.25 kW = 10 kW; 2 h blocking: 24/22 = 1.0909 → 10.909 kW.
    const result = heatPumpCapacity({
      heatLoad: 9,
      persons: 4,
      hotWaterPerPerson: 0.25,
      blockingHoursPerDay: 2,
    });
    expect(result.blockingFactor).toBeCloseTo(24 / 22, 12);
    expect(result.capacity).toBeCloseTo(10.909, 3);
    // 3 × 2 h blocking per day (6 h): factor 24/18 = 1.333.
    expect(
      heatPumpCapacity({ heatLoad: 6, persons: 0, hotWaterPerPerson: 0.25, blockingHoursPerDay: 6 })
        .capacity,
    ).toBeCloseTo(8, 12);
    expect(
      heatPumpCapacity({ heatLoad: 6, persons: 2, hotWaterPerPerson: 0.2, blockingHoursPerDay: 0 }),
    ).toEqual({
      blockingFactor: 1,
      capacity: 6.4,
    });
  });

  it('refuses 24 blocking hours and other values outside the domain', () => {
    const base = { heatLoad: 9, persons: 4, hotWaterPerPerson: 0.25, blockingHoursPerDay: 2 };
    expectRefusal(
      () => heatPumpCapacity({ ...base, blockingHoursPerDay: 24 }),
      'blockingHoursPerDay must be < 24 h, got 24',
    );
    expectRefusal(
      () => heatPumpCapacity({ ...base, blockingHoursPerDay: -1 }),
      'blockingHoursPerDay',
      '≥ 0',
    );
    expectRefusal(() => heatPumpCapacity({ ...base, persons: 2.5 }), 'persons', 'whole number');
    expectRefusal(() => heatPumpCapacity({ ...base, persons: -1 }), 'persons');
    expectRefusal(() => heatPumpCapacity({ ...base, heatLoad: -3 }), 'heatLoad', 'kW');
    expectRefusal(
      () => heatPumpCapacity({ ...base, hotWaterPerPerson: NaN }),
      'hotWaterPerPerson',
      'NaN',
    );
  });
});

describe('combinedSpf (VDI 4650-1)', () => {
  it('weights heating and hot water by their share', () => {
    // Hand calculation: α_WW 0.2, β_HZ 4.0, β_WW 2.8 → 1/(0.8/4.0 + 0.2/2.8) = 3.684.
    expect(combinedSpf({ hotWaterShare: 0.2, heatingSpf: 4.0, hotWaterSpf: 2.8 })).toBeCloseTo(
      3.684,
      3,
    );
    expect(combinedSpf({ hotWaterShare: 0, heatingSpf: 4.2, hotWaterSpf: 2.5 })).toBeCloseTo(
      4.2,
      12,
    );
    expect(combinedSpf({ hotWaterShare: 1, heatingSpf: 4.2, hotWaterSpf: 2.5 })).toBeCloseTo(
      2.5,
      12,
    );
    expect(combinedSpf({ hotWaterShare: 0.37, heatingSpf: 3.3, hotWaterSpf: 3.3 })).toBeCloseTo(
      3.3,
      12,
    );
  });

  it('refuses shares outside 0..1 and non-positive SPFs', () => {
    expectRefusal(
      () => combinedSpf({ hotWaterShare: 1.1, heatingSpf: 4, hotWaterSpf: 3 }),
      'hotWaterShare',
      '0..1',
    );
    expectRefusal(
      () => combinedSpf({ hotWaterShare: -0.1, heatingSpf: 4, hotWaterSpf: 3 }),
      'hotWaterShare',
    );
    expectRefusal(
      () => combinedSpf({ hotWaterShare: 0.2, heatingSpf: 0, hotWaterSpf: 3 }),
      'heatingSpf must be > 0',
    );
    expectRefusal(
      () => combinedSpf({ hotWaterShare: 0.2, heatingSpf: 4, hotWaterSpf: -3 }),
      'hotWaterSpf',
    );
  });
});
