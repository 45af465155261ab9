import { describe, expect, it } from 'vitest';
import {
  annuityFactor,
  degradationEquivalentFactor,
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

  it('lets yield, self-consumption and feed-in shrink by the degradation year by year (by hand)', () => {
    // 10 kWp at 1,500 €/kWp: investment 15,000 €. Year 1: 9,500 kWh, 3,000 kWh self-consumed at
    // 0.35 €/kWh rising 3 %/a, 6,000 kWh fed in at 7.86 ct/kWh, 150 €/a operating costs, the
    // modules losing 1 %/a (ageing in year t: 0.99^(t−1)).
    // Year 1: 1.00 → 9,500 kWh; 3,000 · 0.35 = 1,050.00 €; 6,000 · 0.0786 = 471.60 €;
    //         cash flow 1,050.00 + 471.60 − 150 = 1,371.60 €; cumulative −13,628.40 €.
    // Year 2: 0.99 → 9,405 kWh; 2,970 · 0.35 · 1.03 = 1,070.685 €; 5,940 · 0.0786 = 466.884 €;
    //         cash flow 1,387.569 €; cumulative −12,240.831 €.
    // Year 3: 0.9801 → 9,310.95 kWh; 2,940.3 · 0.35 · 1.0609 = 1,091.7775 €;
    //         5,880.6 · 0.0786 = 462.21516 €; cash flow 1,403.99265 €; cumulative −10,836.83835 €.
    const r = pvEconomics({
      ...flat,
      priceIncrease: 0.03,
      degradation: 0.01,
      operatingCosts: 150,
      years: 3,
    });
    const expected = [
      [9500, 1050, 471.6, 1371.6, -13628.4],
      [9405, 1070.685, 466.884, 1387.569, -12240.831],
      [9310.95, 1091.7775, 462.21516, 1403.99265, -10836.83835],
    ];
    expect(r.years).toHaveLength(3);
    r.years.forEach((year, index) => {
      const [production, savings, feedIn, cashFlow, cumulative] = expected[index]!;
      expect(year.production).toBeCloseTo(production!, 6);
      expect(year.savings).toBeCloseTo(savings!, 3);
      expect(year.feedInRevenue).toBeCloseTo(feedIn!, 6);
      expect(year.cashFlow).toBeCloseTo(cashFlow!, 3);
      expect(year.cumulative).toBeCloseTo(cumulative!, 3);
    });
    // Cost per kWh: (15,000 + 3 · 150) € / (9,500 + 9,405 + 9,310.95) kWh = 15,450 / 28,215.95.
    expect(r.costPerKwh).toBeCloseTo(15450 / 28215.95, 9);
  });

  it('the degradation equivalent adds up to the same 20-year total as the degraded years', () => {
    // Fixed tariff, 0.5 %/a: the 20-year mean of 0.995^(t−1) = (1 − 0.995^20) / (20 · 0.005)
    // = (1 − 0.904610) / 0.1 = 0.953895.
    expect(degradationEquivalentFactor(0.005, 20)).toBeCloseTo(0.953895, 6);
    // Saving rising 2 %/a: Σ 1.0149^(t−1) / Σ 1.02^(t−1) = ((1.344204 − 1) / 0.0149) /
    // ((1.485947 − 1) / 0.02) = 23.100912 / 24.297370 = 0.950758 (0.995 · 1.02 = 1.0149).
    expect(degradationEquivalentFactor(0.005, 20, 0.02)).toBeCloseTo(0.950758, 6);
    // No degradation: nothing to take off.
    expect(degradationEquivalentFactor(0, 20, 0.02)).toBe(1);

    // Against pvEconomics' own years: the equivalent year-1 figure, grown like an undegraded
    // one, gives the planner's 20-year totals.
    const r = pvEconomics({ ...flat, priceIncrease: 0.02, degradation: 0.005 });
    const savings = r.years.reduce((s, y) => s + y.savings, 0);
    const feedIn = r.years.reduce((s, y) => s + y.feedInRevenue, 0);
    const grown = r.years.reduce((s, y) => s + 1.02 ** (y.year - 1), 0);
    expect(1050 * degradationEquivalentFactor(0.005, 20, 0.02) * grown).toBeCloseTo(savings, 6);
    expect(471.6 * degradationEquivalentFactor(0.005, 20) * 20).toBeCloseTo(feedIn, 6);
    expectRefusal(() => degradationEquivalentFactor(0.2), 'degradation', '< 0.1');
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
