import { describe, expect, it } from 'vitest';
import { eegFeedInTariff, pvEconomics } from '../../src/shared/calc';

/*
 * Worked examples published by others, reproduced by the PV calculators within the precision
 * they are published to (whole cents).
 */

describe('a grid operator’s worked feed-in example (enercity Netz)', () => {
  /*
   * enercity Netz GmbH, Helpcenter "Wie wird meine PV-Einspeisung vergütet?"
   * (helpcenter.enercity-netz.de/hc/de/articles/11836312519069): 13 kWp, Zone 1 (0–10 kWp)
   * 8,20 ct/kWh, Zone 2 (10–40 kWp) 7,10 ct/kWh; factors 10/13 = 0,76923 and 3/13 = 0,23077;
   * 3.500 kWh fed in: 3.500 · 0,76923 · 8,20 ct = 220,77 €, 3.500 · 0,23077 · 7,10 ct = 57,35 €,
   * "Summe = 278,12 Euro netto". The rates are the EEG 2023 Teileinspeisung rates for systems
   * commissioned 30 Jul 2022 – 31 Jan 2024.
   */
  const commissioned = '2023-06-01';

  it('gives the size-weighted rate of a 13 kWp system', () => {
    const { ctPerKwh, periodStart, periodEnd } = eegFeedInTariff({
      commissioned,
      kwp: 13,
      fullFeedIn: false,
    });
    expect([periodStart, periodEnd]).toEqual(['2022-07-30', '2024-01-31']);
    // (10 · 8,20 + 3 · 7,10) / 13 = 103,3 / 13 = 7,9462 ct/kWh.
    expect(ctPerKwh).toBeCloseTo(0.76923 * 8.2 + 0.23077 * 7.1, 4);
  });

  it('earns the published 278,12 € for 3.500 kWh fed in, in the economics’ first year', () => {
    const feedInTariff = eegFeedInTariff({ commissioned, kwp: 13, fullFeedIn: false }).ctPerKwh;
    const economics = pvEconomics({
      kwp: 13,
      pricePerKwp: 1200,
      annualYield: 3500,
      selfConsumed: 0,
      feedIn: 3500,
      electricityPrice: 0.35,
      feedInTariff,
      degradation: 0,
    });
    // 3.500 kWh · 7,9462 ct = 278,115 € → 278,12 € (to the cent, as published).
    expect(economics.years[0]!.feedInRevenue).toBeCloseTo(278.12, 2);
  });
});
