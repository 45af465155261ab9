import { describe, expect, it } from 'vitest';
import {
  annuityFactor,
  internalRateOfReturn,
  pvBatterySizing,
  pvEconomics,
} from '../../src/shared/calc';
import { expectRefusal } from './refusal';

// Hand calculation: 10 kWp at 1,500 €/kWp = 15,000 €; 3,000 kWh self-consumed at 0.35 €/kWh
// (1,050 €) and 6,000 kWh fed in at 7.86 ct (471.60 €): 1,521.60 € a year, flat.
const flat = {
  kwp: 10,
  pricePerKwp: 1500,
  annualYield: 9500,
  selfConsumed: 3000,
  feedIn: 6000,
  electricityPrice: 0.35,
  priceIncrease: 0,
  feedInTariff: 7.86,
  degradation: 0,
};

describe('pvEconomics', () => {
  it('pays back in year 10 with flat flows (hand calculation)', () => {
    const r = pvEconomics(flat);
    expect(r.investment).toBe(15000);
    expect(r.years).toHaveLength(20);
    expect(r.years[0]!.cashFlow).toBeCloseTo(1521.6, 9);
    // 9 · 1,521.60 = 13,694.40 < 15,000 ≤ 10 · 1,521.60 = 15,216.
    expect(r.paybackYear).toBe(10);
    expect(r.years[9]!.cumulative).toBeCloseTo(216, 6);
    // Cost per kWh: 15,000 € / (9,500 kWh · 20 a).
    expect(r.costPerKwh).toBeCloseTo(15000 / 190000, 12);
  });

  it('the internal rate of return is the rate whose annuity factor is cash flow / investment', () => {
    const r = pvEconomics(flat);
    // Flat flows: 15,000 = 1,521.60 · (1 − (1+r)^−20)/r, i.e. a(r, 20) = 0.10144 (VDI 2067).
    expect(annuityFactor(r.internalRateOfReturn!, 20)).toBeCloseTo(1521.6 / 15000, 9);
    expect(r.internalRateOfReturn!).toBeGreaterThan(0.07);
    expect(r.internalRateOfReturn!).toBeLessThan(0.09);
  });

  it('applies degradation, price increase and operating costs year by year', () => {
    const r = pvEconomics({
      ...flat,
      batteryCapacity: 5,
      pricePerBatteryKwh: 700,
      priceIncrease: 0.03,
      degradation: 0.005,
      operatingCosts: 150,
    });
    expect(r.investment).toBe(15000 + 3500);
    const second = r.years[1]!;
    expect(second.production).toBeCloseTo(9500 * 0.995, 9);
    expect(second.savings).toBeCloseTo(3000 * 0.995 * 0.35 * 1.03, 9);
    expect(second.feedInRevenue).toBeCloseTo((6000 * 0.995 * 7.86) / 100, 9);
    expect(second.cashFlow).toBeCloseTo(second.savings + second.feedInRevenue - 150, 9);
    const sum = r.years.reduce((s, y) => s + y.cashFlow, 0);
    expect(r.years[19]!.cumulative).toBeCloseTo(sum - 18500, 6);
  });

  it('discounts the cost per kWh when asked', () => {
    const simple = pvEconomics({ ...flat, operatingCosts: 100 }).costPerKwh;
    const discounted = pvEconomics({ ...flat, operatingCosts: 100, discountRate: 0.03 }).costPerKwh;
    expect(simple).toBeCloseTo((15000 + 2000) / 190000, 12);
    expect(discounted).toBeGreaterThan(simple);
  });

  it('never pays back when the flows are too small: no payback year, no rate', () => {
    const r = pvEconomics({ ...flat, pricePerKwp: 10000 });
    expect(r.paybackYear).toBeNull();
    expect(internalRateOfReturn(100, [-1, -1])).toBeNull();
    expect(r.internalRateOfReturn === null || r.internalRateOfReturn < 0).toBe(true);
  });

  it('refuses input outside the domain', () => {
    expectRefusal(() => pvEconomics({ ...flat, kwp: 0 }), 'kwp', '> 0');
    expectRefusal(
      () => pvEconomics({ ...flat, selfConsumed: 8000 }),
      'annualYield',
      'selfConsumed + feedIn',
    );
    expectRefusal(() => pvEconomics({ ...flat, degradation: 0.2 }), 'degradation', '< 0.1');
    expectRefusal(() => pvEconomics({ ...flat, years: 2.5 }), 'years', 'whole');
  });
});

describe('pvBatterySizing', () => {
  const input = {
    kwp: 5,
    annualYield: 4900,
    latitude: 52.5,
    tilt: 35,
    azimuth: 0,
    householdDemand: 4000,
    economics: {
      pricePerKwp: 1400,
      pricePerBatteryKwh: 600,
      electricityPrice: 0.35,
      feedInTariff: 7.86,
    },
  };

  it('gives autarky and payback for 0–15 kWh and marks the knee of the curve', () => {
    const r = pvBatterySizing(input);
    expect(r.points.map((p) => p.capacity)).toEqual([...Array(16).keys()]);
    for (let i = 1; i < r.points.length; i++) {
      expect(r.points[i]!.autarky).toBeGreaterThan(r.points[i - 1]!.autarky);
    }
    // HTW Berlin's rule of thumb: about 1 kWh per MWh of demand is where the curve bends.
    expect(r.kneeCapacity).toBeGreaterThanOrEqual(3);
    expect(r.kneeCapacity).toBeLessThanOrEqual(7);
    // At 600 €/kWh a battery lengthens the payback.
    expect(r.points[10]!.paybackYear ?? 99).toBeGreaterThan(r.points[0]!.paybackYear!);
  });

  it('refuses sizes that do not rise', () => {
    expectRefusal(() => pvBatterySizing({ ...input, sizes: [0, 4, 4] }), 'sizes[2]');
    expectRefusal(() => pvBatterySizing({ ...input, sizes: [5] }), 'sizes.length');
  });
});
