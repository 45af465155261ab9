import { describe, expect, it } from 'vitest';
import { bivalencePoint, heatPumpCapacityAt, loadLineAt } from '../../src/shared/calc';
import { expectRefusal } from './refusal';

// Hand example: an air/water heat pump with A−7 5.0 kW, A2 6.5 kW, A7 8.0 kW (W35), listed out of
// order; a building with 8 kW at θe = −12 °C and a heating limit of 15 °C.
const air = [
  { outdoor: 7, capacity: 8 },
  { outdoor: -7, capacity: 5 },
  { outdoor: 2, capacity: 6.5 },
];
const line = { designHeatLoad: 8, designOutdoor: -12, heatingLimit: 15 };

describe('heatPumpCapacityAt', () => {
  it('interpolates linearly between the test points', () => {
    expect(heatPumpCapacityAt({ points: air, outdoor: -2.5 })).toEqual({
      capacity: 5.75,
      extrapolated: false,
    });
    expect(heatPumpCapacityAt({ points: air, outdoor: 2 })).toEqual({
      capacity: 6.5,
      extrapolated: false,
    });
    expect(heatPumpCapacityAt({ points: air, outdoor: -7 }).extrapolated).toBe(false);
    expect(heatPumpCapacityAt({ points: air, outdoor: 7 }).extrapolated).toBe(false);
  });

  it('extrapolates along the two outermost points on that side, never flat', () => {
    // Below A−7 along A−7/A2: 1.5 kW per 9 K, so at −12 °C 5 − 5/6 = 4.1667 kW (not 5.0).
    const cold = heatPumpCapacityAt({ points: air, outdoor: -12 });
    expect(cold.capacity).toBeCloseTo(5 - 5 / 6, 12);
    expect(cold.extrapolated).toBe(true);
    // Above A7 along A2/A7: 0.3 kW/K, so at 12 °C 9.5 kW.
    const warm = heatPumpCapacityAt({ points: air, outdoor: 12 });
    expect(warm.capacity).toBeCloseTo(9.5, 12);
    expect(warm.extrapolated).toBe(true);
  });

  it('never goes below 0 kW, and falls monotonically for a rising curve', () => {
    expect(heatPumpCapacityAt({ points: air, outdoor: -60 })).toEqual({
      capacity: 0,
      extrapolated: true,
    });
    let previous = Infinity;
    for (let t = 20; t >= -40; t -= 0.5) {
      const { capacity } = heatPumpCapacityAt({ points: air, outdoor: t });
      expect(capacity).toBeLessThanOrEqual(previous);
      previous = capacity;
    }
  });

  it('takes a repeated point with the same capacity once', () => {
    const repeated = [...air, { outdoor: 2, capacity: 6.5 }];
    expect(heatPumpCapacityAt({ points: repeated, outdoor: -12 }).capacity).toBeCloseTo(
      5 - 5 / 6,
      12,
    );
  });

  it('refuses fewer than two outdoor temperatures, clashing points and bad values', () => {
    expectRefusal(() => heatPumpCapacityAt({ points: [], outdoor: 0 }), 'points', '≥ 2', 'got 0');
    expectRefusal(
      () => heatPumpCapacityAt({ points: [{ outdoor: 2, capacity: 8 }], outdoor: 0 }),
      'points must have ≥ 2 distinct outdoor temperatures, got 1',
    );
    expectRefusal(
      () =>
        heatPumpCapacityAt({
          points: [
            { outdoor: 2, capacity: 8 },
            { outdoor: 2, capacity: 8 },
          ],
          outdoor: 0,
        }),
      'got 1',
    );
    expectRefusal(
      () => heatPumpCapacityAt({ points: [...air, { outdoor: 2, capacity: 7 }], outdoor: 0 }),
      'points[3].capacity',
      '6.5 kW',
    );
    expectRefusal(
      () => heatPumpCapacityAt({ points: [...air, { outdoor: 10, capacity: -1 }], outdoor: 0 }),
      'points[3].capacity must be ≥ 0 kW',
    );
    expectRefusal(() => heatPumpCapacityAt({ points: air, outdoor: NaN }), 'outdoor', 'finite');
  });
});

describe('load line and bivalencePoint', () => {
  it('the load line falls from designHeatLoad at θe to 0 at the heating limit', () => {
    expect(loadLineAt(line, -12)).toBeCloseTo(8, 12);
    expect(loadLineAt(line, 1.5)).toBeCloseTo(4, 12);
    expect(loadLineAt(line, 15)).toBe(0);
    expect(loadLineAt(line, 20)).toBe(0);
    expectRefusal(
      () => loadLineAt({ ...line, heatingLimit: -12 }, 0),
      'heatingLimit must be > -12',
    );
  });

  it('finds where capacity and load cross between test points (by hand: −3.72 °C)', () => {
    // Between −7 and 2 °C: capacity 5 + (θ + 7)/6, load 8(15 − θ)/27. ·54: 333 + 9θ = 240 − 16θ,
    // so θ = −93/25 = −3.72 °C, where both are 5 + 3.28/6 = 5.5467 kW.
    const b = bivalencePoint({ ...line, points: air })!;
    expect(b.outdoor).toBeCloseTo(-3.72, 12);
    expect(b.capacity).toBeCloseTo(5 + 3.28 / 6, 12);
    expect(b.capacity).toBeCloseTo(loadLineAt(line, b.outdoor), 12);
  });

  it('finds it on the extrapolated part below the coldest test point (by hand: −9.12 °C)', () => {
    // A−7 7.5, A2 9, A7 10 kW: covered at −7 °C (7.5 > 6.52 kW). Below: 7.5 + (θ + 7)/6 against
    // 8(15 − θ)/27; ·54: 468 + 9θ = 240 − 16θ → θ = −228/25 = −9.12 °C.
    const points = [
      { outdoor: -7, capacity: 7.5 },
      { outdoor: 2, capacity: 9 },
      { outdoor: 7, capacity: 10 },
    ];
    expect(bivalencePoint({ ...line, points })!.outdoor).toBeCloseTo(-9.12, 12);
    // Held flat at 7.5 kW (the old behaviour) the crossing would have been at −10.31 °C.
  });

  it('is null when the heat pump covers the load down to θe', () => {
    const strong = [
      { outdoor: -7, capacity: 9 },
      { outdoor: 7, capacity: 11 },
    ];
    expect(bivalencePoint({ ...line, points: strong })).toBeNull();
  });

  it('is the heating limit when the capacity there is 0, θe when they meet exactly at θe', () => {
    const dying = [
      { outdoor: 5, capacity: 1 },
      { outdoor: 10, capacity: 0 },
    ];
    expect(bivalencePoint({ ...line, points: dying })).toEqual({ outdoor: 15, capacity: 0 });
    const exact = [
      { outdoor: -12, capacity: 8 },
      { outdoor: 7, capacity: 10 },
    ];
    expect(bivalencePoint({ ...line, points: exact })!.outdoor).toBeCloseTo(-12, 12);
  });

  it('agrees with a fine scan (0.01 K) on many curves: the highest uncovered temperature', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let n = 0; n < 60; n++) {
      const points = [-15, -7, 2, 7, 12]
        .filter(() => random() < 0.8)
        .map((outdoor) => ({ outdoor, capacity: 2 + random() * 10 }));
      if (points.length < 2) continue;
      const load = { designHeatLoad: 4 + random() * 8, designOutdoor: -14, heatingLimit: 15 };
      const gap = (t: number) =>
        heatPumpCapacityAt({ points, outdoor: t }).capacity - loadLineAt(load, t);
      let scanned: number | null = null;
      for (let i = 2900; i >= 0; i--) {
        const t = -14 + i / 100;
        if (gap(t) <= 0) {
          scanned = t;
          break;
        }
      }
      const found = bivalencePoint({ ...load, points });
      if (scanned === null) expect(found).toBeNull();
      else {
        expect(found!.outdoor).toBeGreaterThanOrEqual(scanned - 1e-9);
        expect(found!.outdoor).toBeLessThan(scanned + 0.01);
        expect(gap(found!.outdoor)).toBeLessThanOrEqual(1e-9);
      }
    }
  });

  it('refuses a heating limit not above θe, a negative load and too few points', () => {
    expectRefusal(
      () => bivalencePoint({ ...line, heatingLimit: -20, points: air }),
      'heatingLimit must be > -12 °C',
    );
    expectRefusal(
      () => bivalencePoint({ ...line, designHeatLoad: -1, points: air }),
      'designHeatLoad must be ≥ 0 kW',
    );
    expectRefusal(
      () => bivalencePoint({ ...line, points: [{ outdoor: 0, capacity: 4 }] }),
      'points must have ≥ 2',
    );
  });
});
