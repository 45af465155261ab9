import { describe, expect, it } from 'vitest';
import { knownSchemaVersion } from '../../src/shared/pv-plan/document';
import { pvEconomicsOffer } from '../../src/shared/pv-plan/economics-offer';
import { savedPvPlan as savedPlan, withBattery } from './pv-saved-plan';

/*
 * What the project's economics takes from a saved PV plan: the planner's own figures, read from
 * the stored document (no second simulation), with the battery when one is planned and with
 * nothing self-consumed under full feed-in.
 */

describe('pvEconomicsOffer: the PV plan for the project economics', () => {
  it("takes the planner's figures with the battery, at the plan's prices", () => {
    const { payload, results } = savedPlan(withBattery);
    const offer = pvEconomicsOffer(payload, knownSchemaVersion)!;
    const flows = results.withBattery!;
    expect(offer.withBattery).toBe(true);
    expect(offer.investment).toBe(Math.round(results.economics!.investment));
    expect(offer.demandKwh).toBe(4000);
    expect(offer.selfConsumedKwh).toBe(Math.round(flows.selfConsumed));
    expect(offer.feedInKwh).toBe(Math.round(flows.feedIn));
    expect(offer.gridImportKwh).toBe(Math.round(flows.gridImport));
    // Bundesnetzagentur, Teileinspeisung ≤ 10 kWp from 1 Feb 2026: 7.78 ct/kWh.
    expect(offer.feedInTariffCt).toBe(7.78);
    expect(offer.electricityPrice).toBeCloseTo(0.36, 12);
    expect(offer.operatingCosts).toBe(120);
    // Year 1 by hand: self-consumed kWh × 0.36 €, fed-in kWh × 7.78 ct.
    expect(offer.firstYearSavings).toBeCloseTo(offer.selfConsumedKwh * 0.36, 9);
    expect(offer.firstYearFeedInRevenue).toBeCloseTo((offer.feedInKwh * 7.78) / 100, 9);
    expect(offer.paybackYear).toBe(results.economics!.paybackYear);
  });

  it('counts nothing self-consumed under full feed-in: the whole yield is fed in', () => {
    const { payload, results } = savedPlan({
      ...withBattery,
      battery: { ...withBattery.battery, enabled: false },
      tariff: { ...withBattery.tariff, fullFeedIn: true },
    });
    const offer = pvEconomicsOffer(payload, knownSchemaVersion)!;
    expect(offer.fullFeedIn).toBe(true);
    expect(offer.selfConsumedKwh).toBe(0);
    expect(offer.firstYearSavings).toBe(0);
    expect(offer.equivalentSavings).toBe(0);
    expect(offer.gridImportKwh).toBe(4000);
    // Without a battery the yield is what is used plus what is fed in (rounded per part).
    expect(offer.feedInKwh).toBeCloseTo(results.annualYield, -1);
    // Volleinspeisung ≤ 10 kWp from 1 Feb 2026 is above the partial rate.
    expect(offer.feedInTariffCt).toBeGreaterThan(7.78);
  });

  it('offers the saving and the feed-in revenue with the degradation, as 20-year equivalents', () => {
    // The plan's defaults: modules lose 0.5 %/a, the electricity price rises 2 %/a.
    const { payload, results } = savedPlan(withBattery);
    const offer = pvEconomicsOffer(payload, knownSchemaVersion)!;
    expect(offer.degradation).toBeCloseTo(0.005, 12);
    expect(offer.equivalentYears).toBe(20);
    // Feed-in at the fixed tariff: the 20-year mean of 0.995^(t−1),
    // (1 − 0.995^20) / (20 · 0.005) = (1 − 0.904610) / 0.1 = 0.953895 of year 1.
    expect(offer.equivalentFeedInRevenue / offer.firstYearFeedInRevenue).toBeCloseTo(0.953895, 6);
    // Saving: Σ 1.0149^(t−1) / Σ 1.02^(t−1) = 23.100912 / 24.297370 = 0.950758 of year 1.
    expect(offer.equivalentSavings / offer.firstYearSavings).toBeCloseTo(0.950758, 6);
    // What the economics makes of it over 20 years (saving grown 2 %/a, feed-in flat) is the
    // planner's own degraded 20-year total (its kWh saved rounded to whole kWh: 0.1 % here).
    const years = results.economics!.years;
    const grown = years.reduce((sum, y) => sum + 1.02 ** (y.year - 1), 0);
    const plannerSavings = years.reduce((sum, y) => sum + y.savings, 0);
    const plannerFeedIn = years.reduce((sum, y) => sum + y.feedInRevenue, 0);
    expect(
      Math.abs(offer.equivalentSavings * grown - plannerSavings) / plannerSavings,
    ).toBeLessThan(1e-3);
    expect(
      Math.abs(offer.equivalentFeedInRevenue * 20 - plannerFeedIn) / plannerFeedIn,
    ).toBeLessThan(1e-3);
  });

  it('offers nothing without saved results or for a newer schema', () => {
    const { payload } = savedPlan(withBattery);
    expect(pvEconomicsOffer({ ...payload, householdResults: undefined }, 1)).toBeNull();
    expect(pvEconomicsOffer(null, 1)).toBeNull();
    expect(pvEconomicsOffer(payload, knownSchemaVersion + 1)).toBeNull();
  });
});
