import { describe, expect, it } from 'vitest';
import {
  loadChart,
  waermepumpeResults,
  waermepumpeSchema,
} from '../../src/renderer/modules/waermepumpe/model';

/*
 * The waermepumpe editor's capacity below the coldest test point (issue: "14,20 kW at −12 °C taken
 * from the A−7 point"). Hand calculation: A−7 14.2 kW, A2 17.8 kW → 0.4 kW/K, so at θe = −12 °C
 * the line through the two coldest points gives 14.2 − 5 · 0.4 = 12.2 kW, not 14.2 kW.
 */
const airHeatPump = (over: Record<string, unknown> = {}) =>
  waermepumpeSchema.parse({
    heatLoad: 12,
    persons: 0,
    blockingHoursPerDay: 0,
    designOutdoorTemperature: -12,
    heatingLimitTemperature: 15,
    source: 'air',
    testPoints: [
      { sourceTemperature: -7, capacity: 14.2, cop: 2.6 },
      { sourceTemperature: 2, capacity: 17.8, cop: 3.5 },
      { sourceTemperature: 7, capacity: 19.6, cop: 4.4 },
    ],
    ...over,
  });

describe('waermepumpe capacity beyond the test points', () => {
  it('extrapolates below A−7 along the two coldest points instead of holding 14.2 kW', () => {
    const r = waermepumpeResults(airHeatPump())!;
    expect(r.capacityAtDesign).toBeCloseTo(12.2, 10);
    expect(r.capacityExtrapolated).toBe(true);
    expect(r.coversDesignLoad).toBe(true);
  });

  it('finds the bivalence point on the extrapolated part', () => {
    // 14 kW at −12 °C (the load line 14·(15 − θ)/27) against 12.2 + 0.4·(θ + 12) below −7 °C:
    // 12.2 + 0.4θ + 4.8 = 14·(15 − θ)/27 → 27·(17 + 0.4θ) = 210 − 14θ → 24.8θ = −249,
    // θ = −10.04 °C. Held flat at 14.2 kW it looked monovalent (no bivalence point).
    const r = waermepumpeResults(airHeatPump({ heatLoad: 14 }))!;
    expect(r.bivalencePoint).toBeCloseTo(-249 / 24.8, 10);
  });

  it('draws the capacity falling below the coldest test point in the chart', () => {
    const rows = loadChart(airHeatPump());
    const at = (t: number) => rows.find((row) => row.temperature === t)!;
    expect(at(-15).capacity).toBeCloseTo(11, 10);
    expect(at(-15).capacity).toBeLessThan(at(-7).capacity!);
  });

  it('keeps a brine heat pump constant over the outdoor temperature', () => {
    const brine = airHeatPump({
      source: 'brine',
      testPoints: [{ sourceTemperature: 0, capacity: 9.1, cop: 4.5 }],
    });
    const r = waermepumpeResults(brine)!;
    expect(r.capacityAtDesign).toBe(9.1);
    expect(r.capacityExtrapolated).toBe(false);
    // 12 kW at −12 °C: load 9.1 kW at θ = 15 − 27·9.1/12 = −5.475 °C.
    expect(r.bivalencePoint).toBeCloseTo(15 - (27 * 9.1) / 12, 10);
  });

  it('gives no capacity for an air heat pump with a single test point (no slope to follow)', () => {
    const r = waermepumpeResults(
      airHeatPump({ testPoints: [{ sourceTemperature: 2, capacity: 8, cop: 3.5 }] }),
    )!;
    expect(r.capacityAtDesign).toBeNull();
    expect(r.bivalencePoint).toBeNull();
  });
});
