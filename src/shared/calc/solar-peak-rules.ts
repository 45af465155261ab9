/*
 * An estimate of what the 2025 rules for new PV systems (Solarspitzengesetz, in force
 * 25 Feb 2025) take from the feed-in of a simulated year (pvHourlyFlows):
 * - § 51 EEG 2023 as amended: no payment for the hours in which the day-ahead price is negative.
 *   Which hours those will be is not known; the estimate takes the N hours of the reference year
 *   with the most PV output (negative prices come with the national solar peak). N defaults to
 *   457, the German count of 2024 (energie-chronik, July 2025); 2025 was on course for more.
 *   § 51a appends these hours to the end of the 20-year period, so the money is deferred rather
 *   than lost; the estimate counts it in the year.
 * - § 9 EEG 2023 as amended: until a smart meter (intelligentes Messsystem) with a control box is
 *   installed, feed-in at the grid connection point is limited to 60 % of the installed power;
 *   the estimate caps each hour's feed-in at 0.6 · kWp. (Surplus a battery could take instead is
 *   not shifted: the battery already took what it could in the simulation.)
 * Both apply to systems commissioned from 25 Feb 2025 only. An estimate for advice, not a
 * settlement.
 */
import { atLeast, greaterThan, wholeAtLeast, atMost } from './domain';
import { calendarDay } from './eeg-tariff';
import { hoursPerYear } from './reference-year';

export const solarPeakRulesStart = '2025-02-25';
export const negativePriceHours2024 = 457;
export const feedInLimitWithoutSmartMeter = 0.6;

export interface SolarPeakRulesInput {
  /** Hourly PV output and feed-in of the simulated year, kWh per hour (8,760 values). */
  pv: Float64Array;
  feedIn: Float64Array;
  kwp: number;
  commissioned: string; // ISO date
  smartMeter: boolean;
  ctPerKwh: number; // the system's feed-in tariff
  negativePriceHours?: number; // per year, default 457 (2024)
}

export interface SolarPeakRulesEstimate {
  applies: boolean;
  unpaidFeedIn: number; // kWh/a fed in during negative-price hours
  curtailed: number; // kWh/a not fed in because of the 60 % limit
  lostRevenue: number; // €/a at the tariff
}

export function solarPeakRulesEstimate(input: SolarPeakRulesInput): SolarPeakRulesEstimate {
  const kwp = greaterThan('kwp', input.kwp, 0, 'kWp');
  const ct = atLeast('ctPerKwh', input.ctPerKwh, 0, 'ct/kWh');
  const hours = atMost(
    'negativePriceHours',
    wholeAtLeast('negativePriceHours', input.negativePriceHours ?? negativePriceHours2024, 0),
    hoursPerYear,
  );
  wholeAtLeast('pv.length', input.pv.length, hoursPerYear);
  wholeAtLeast('feedIn.length', input.feedIn.length, hoursPerYear);
  const applies = calendarDay(input.commissioned) >= solarPeakRulesStart;
  if (!applies) return { applies, unpaidFeedIn: 0, curtailed: 0, lostRevenue: 0 };

  // Curtailment first: what the 60 % limit keeps from the grid is not fed in at all.
  const limit = input.smartMeter ? Infinity : feedInLimitWithoutSmartMeter * kwp;
  let curtailed = 0;
  for (let i = 0; i < hoursPerYear; i++) curtailed += Math.max(0, input.feedIn[i]! - limit);

  let unpaidFeedIn = 0;
  if (hours > 0) {
    const sorted = Float64Array.from(input.pv.subarray(0, hoursPerYear)).sort();
    const threshold = sorted[hoursPerYear - hours]!;
    let taken = 0;
    for (let i = 0; i < hoursPerYear && taken < hours; i++) {
      if (input.pv[i]! >= threshold && input.pv[i]! > 0) {
        unpaidFeedIn += Math.min(input.feedIn[i]!, limit);
        taken++;
      }
    }
  }
  return {
    applies,
    unpaidFeedIn,
    curtailed,
    lostRevenue: ((unpaidFeedIn + curtailed) * ct) / 100,
  };
}
