import { describe, expect, it } from 'vitest';
import { heatPumpCapacity } from '../../src/shared/calc';
import { expectRefusal } from './refusal';

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

describe('heatPumpCapacity with a published example', () => {
  it('Wamsler: house of 1990, 11.75 kW at −15 °C, 6 persons à 0.2 kW, blocking 3 × 2 h', () => {
    // wamsler-bioenergy.de/informationen-zur-dimensionierung: 11.75 kW heat load, "6 Personen à
    // 0,2 kW = 1,2 kW", blocking times "z. B. 3x2h" to be considered. 12.95 kW · 24/18 = 17.27 kW.
    const r = heatPumpCapacity({
      heatLoad: 11.75,
      persons: 6,
      hotWaterPerPerson: 0.2,
      blockingHoursPerDay: 6,
    });
    expect(r.blockingFactor).toBeCloseTo(4 / 3, 12);
    expect(r.capacity).toBeCloseTo(17.2667, 4);
  });
});
