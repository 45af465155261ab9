import { describe, expect, it } from 'vitest';
import {
  eegBaseValues,
  eegFeedInTariff,
  eegTariffTable,
  pvHourlyFlows,
  solarPeakRulesEstimate,
} from '../../src/shared/calc';
import { expectRefusal } from './refusal';

const tariff = (commissioned: string, kwp: number, fullFeedIn = false) =>
  eegFeedInTariff({ commissioned, kwp, fullFeedIn }).ctPerKwh;

describe('eegFeedInTariff (EEG 2023, Bundesnetzagentur)', () => {
  it('gives the published rates of each period', () => {
    // 2023 base (alparo.de; valid from 30 Jul 2022, solarexperte.eu): 8.2/7.1/5.8, 13.0/10.9.
    expect(tariff('2023-06-15', 8)).toBe(8.2);
    expect(tariff('2022-07-30', 10, true)).toBe(13.0);
    // From 1 Feb 2024 (DGS table, klimaschutz-vogtland.de): 8.11, 7.03, 5.74; full 12.87, 10.79.
    expect(tariff('2024-02-01', 10)).toBe(8.11);
    expect(tariff('2024-07-31', 9.9, true)).toBe(12.87);
    // From 1 Aug 2024 (solarberater.ai): 8.03.
    expect(tariff('2024-08-01', 6)).toBe(8.03);
    // From 1 Feb 2025 (strompilot.org, getec-mueller.de): 7.94 and 12.60.
    expect(tariff('2025-02-01', 10)).toBe(7.94);
    expect(tariff('2025-05-20', 10, true)).toBe(12.6);
    // From 1 Aug 2025 (ramoelln.de, tanahlot.de): 7.86 and 12.47.
    expect(tariff('2025-08-01', 7)).toBe(7.86);
    expect(tariff('2026-01-31', 7, true)).toBe(12.47);
    // From 1 Feb 2026 (heizung.de, 1komma5.com): 7.78.
    expect(tariff('2026-02-01', 10)).toBe(7.78);
  });

  it('weights the bands by size above 10 kWp', () => {
    // DGS example (klimaschutz-vogtland.de): 15 kWp from 1 Feb 2024 = (10·8.11 + 5·7.03)/15 = 7.75.
    expect(tariff('2024-03-01', 15)).toBeCloseTo(7.75, 2);
    expect(tariff('2024-03-01', 15)).toBeCloseTo((10 * 8.11 + 5 * 7.03) / 15, 12);
    // 60 kWp, full feed-in from 1 Feb 2025: (10·12.60 + 30·10.56 + 20·10.56)/60.
    expect(tariff('2025-03-01', 60, true)).toBeCloseTo((10 * 12.6 + 50 * 10.56) / 60, 12);
    // 100 kWp partial from 1 Aug 2025.
    expect(tariff('2025-09-01', 100)).toBeCloseTo((10 * 7.86 + 30 * 6.8 + 60 * 5.56) / 100, 12);
  });

  it('names the period the date falls in', () => {
    expect(eegFeedInTariff({ commissioned: '2025-11-25', kwp: 9, fullFeedIn: false })).toEqual({
      ctPerKwh: 7.86,
      periodStart: '2025-08-01',
      periodEnd: '2026-01-31',
    });
    // A date-time is read by its calendar day.
    expect(tariff('2024-01-31T23:00:00Z', 5)).toBe(8.2);
  });

  it('every value follows § 49 (base × 0.99ⁿ, two decimals) less the 0.4 ct of § 53', () => {
    eegTariffTable.forEach((period, index) => {
      const n = index; // the first period has no degression, then one step per half year
      for (const mode of ['partial', 'full'] as const) {
        period[mode].forEach((rate, band) => {
          const applied = Math.round(eegBaseValues[mode][band]! * 0.99 ** n * 100) / 100;
          expect(rate).toBeCloseTo(applied - eegBaseValues.fixedTariffDeduction, 10);
        });
      }
    });
  });

  it('the periods follow each other without gap, Feb–Jul and Aug–Jan', () => {
    for (let i = 1; i < eegTariffTable.length; i++) {
      const previousEnd = new Date(`${eegTariffTable[i - 1]!.end}T00:00:00Z`);
      previousEnd.setUTCDate(previousEnd.getUTCDate() + 1);
      expect(previousEnd.toISOString().slice(0, 10)).toBe(eegTariffTable[i]!.start);
      expect(['02-01', '08-01']).toContain(eegTariffTable[i]!.start.slice(5));
    }
  });

  it("refuses a date outside the table, naming the table's range", () => {
    expectRefusal(() => tariff('2022-07-29', 5), 'commissioned', '2022-07-30..2027-01-31');
    expectRefusal(() => tariff('2027-02-01', 5), 'commissioned', '2022-07-30..2027-01-31');
    expectRefusal(() => tariff('2025-02-30', 5), 'commissioned', 'ISO date');
    expectRefusal(() => tariff('1.2.2025', 5), 'commissioned', 'ISO date');
    expectRefusal(() => tariff('2025-03-01', 0), 'kwp', '> 0');
    expectRefusal(() => tariff('2025-03-01', 120), 'kwp', '≤ 100');
  });
});

describe('solarPeakRulesEstimate (Solarspitzengesetz 2025)', () => {
  const flows = pvHourlyFlows({
    kwp: 10,
    annualYield: 9500,
    latitude: 51,
    tilt: 35,
    azimuth: 0,
    householdDemand: 4000,
  });
  const base = {
    pv: flows.hours.pv,
    feedIn: flows.hours.feedIn,
    kwp: 10,
    ctPerKwh: 7.86,
  };

  it('does not apply to systems commissioned before 25 Feb 2025', () => {
    const before = solarPeakRulesEstimate({
      ...base,
      commissioned: '2025-02-24',
      smartMeter: false,
    });
    expect(before).toEqual({ applies: false, unpaidFeedIn: 0, curtailed: 0, lostRevenue: 0 });
  });

  it('caps feed-in at 60 % of kWp without a smart meter and none with one', () => {
    const without = solarPeakRulesEstimate({
      ...base,
      commissioned: '2025-09-01',
      smartMeter: false,
    });
    const withMeter = solarPeakRulesEstimate({
      ...base,
      commissioned: '2025-09-01',
      smartMeter: true,
    });
    let expected = 0;
    for (let i = 0; i < 8760; i++) expected += Math.max(0, flows.hours.feedIn[i]! - 6);
    expect(without.curtailed).toBeCloseTo(expected, 9);
    expect(without.curtailed).toBeGreaterThan(0);
    // The 60 % limit costs a few per cent of the feed-in of a south roof, no more.
    expect(without.curtailed / flows.feedIn).toBeLessThan(0.1);
    expect(withMeter.curtailed).toBe(0);
  });

  it('counts the feed-in of the sunniest hours as unpaid, more with more negative hours', () => {
    const none = solarPeakRulesEstimate({
      ...base,
      commissioned: '2026-03-01',
      smartMeter: true,
      negativePriceHours: 0,
    });
    const usual = solarPeakRulesEstimate({ ...base, commissioned: '2026-03-01', smartMeter: true });
    const many = solarPeakRulesEstimate({
      ...base,
      commissioned: '2026-03-01',
      smartMeter: true,
      negativePriceHours: 900,
    });
    expect(none.unpaidFeedIn).toBe(0);
    expect(usual.unpaidFeedIn).toBeGreaterThan(0);
    expect(many.unpaidFeedIn).toBeGreaterThan(usual.unpaidFeedIn);
    // 457 hours (2024) at up to 10 kWh each: bounded by the peak power.
    expect(usual.unpaidFeedIn).toBeLessThanOrEqual(457 * 10);
    expect(usual.lostRevenue).toBeCloseTo((usual.unpaidFeedIn * 7.86) / 100, 9);
  });

  it('refuses input outside the domain', () => {
    expectRefusal(
      () => solarPeakRulesEstimate({ ...base, commissioned: 'x', smartMeter: true }),
      'commissioned',
    );
    expectRefusal(
      () =>
        solarPeakRulesEstimate({
          ...base,
          commissioned: '2026-03-01',
          smartMeter: true,
          negativePriceHours: -3,
        }),
      'negativePriceHours',
    );
    expectRefusal(
      () =>
        solarPeakRulesEstimate({
          ...base,
          pv: new Float64Array(24),
          commissioned: '2026-03-01',
          smartMeter: true,
        }),
      'pv.length',
    );
  });
});
