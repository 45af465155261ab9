import { describe, expect, it } from 'vitest';
import { bivalencePoint, capacityAt, heatPumpCapacity, loadAt } from '../../src/shared/calc';
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

describe('load line, capacity curve and bivalence point', () => {
  // Hand example: 8 kW at −12 °C, heating limit 15 °C, no hot water, no blocking. The load line
  // is 8·(15 − θ)/27 kW. An air/water heat pump with A−7 5.0 kW, A2 6.5 kW, A7 8.0 kW.
  const line = {
    heatLoad: 8,
    persons: 0,
    hotWaterPerPerson: 0.25,
    blockingHoursPerDay: 0,
    designOutdoorTemperature: -12,
    heatingLimitTemperature: 15,
  };
  const air = [
    { sourceTemperature: 7, capacity: 8 },
    { sourceTemperature: -7, capacity: 5 },
    { sourceTemperature: 2, capacity: 6.5 },
  ];

  it('the load line meets heatPumpCapacity at θe and is zero above the heating limit', () => {
    expect(loadAt(line, -12)).toBeCloseTo(8, 12);
    expect(loadAt(line, 1.5)).toBeCloseTo(4, 12);
    expect(loadAt(line, 20)).toBe(0);
    expect(loadAt(line, -20)).toBeCloseTo(8, 12);
    const withWater = { ...line, persons: 4, blockingHoursPerDay: 2 };
    expect(loadAt(withWater, -12)).toBeCloseTo(heatPumpCapacity(withWater).capacity, 12);
    // Above the heating limit only hot water remains, with the blocking factor.
    expect(loadAt(withWater, 18)).toBeCloseTo(1 * (24 / 22), 12);
  });

  it('interpolates the capacity between test points (unsorted) and holds it beyond them', () => {
    expect(capacityAt(air, -2.5)).toBeCloseTo(5.75, 12);
    expect(capacityAt(air, -15)).toBe(5);
    expect(capacityAt(air, 12)).toBe(8);
    expect(capacityAt([{ sourceTemperature: 0, capacity: 9.1 }], -12)).toBe(9.1);
  });

  it('finds where capacity and load cross (by hand: −3.72 °C), null when monovalent', () => {
    // Between −7 and 2 °C: capacity 5 + (θ + 7)/6, load 8(15 − θ)/27. ·54: 333 + 9θ = 240 − 16θ,
    // so θ = −93/25 = −3.72 °C.
    expect(bivalencePoint(line, air)).toBeCloseTo(-3.72, 3);
    expect(bivalencePoint(line, [{ sourceTemperature: 0, capacity: 8 }])).toBeNull();
    // Capacity 4 kW constant (brine): load 4 kW at 1.5 °C.
    expect(bivalencePoint(line, [{ sourceTemperature: 0, capacity: 4 }])).toBeCloseTo(1.5, 3);
  });

  it('refuses a heating limit not above θe and an empty list of points', () => {
    expectRefusal(
      () => loadAt({ ...line, heatingLimitTemperature: -12 }, 0),
      'heatingLimitTemperature',
    );
    expectRefusal(() => capacityAt([], 0), 'points');
    expectRefusal(
      () => capacityAt([{ sourceTemperature: 2, capacity: -1 }], 0),
      'points[0].capacity',
    );
  });
});
