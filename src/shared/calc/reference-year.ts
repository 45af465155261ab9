/*
 * The reference year behind the hourly simulations (pv-self-consumption.ts): 365 days, 8,760 clock
 * hours, starting on a Monday, with Germany's nationwide fixed public holidays (1 Jan, 1 May,
 * 3 Oct, 25 and 26 Dec; movable feasts are left out) and summer time from the last Sunday of
 * March to the last Sunday of October (whole days). Weather is deterministic pseudo-random from a
 * fixed seed, so every plan sees the same year and results are reproducible:
 * - each day's clearness (its share of the month's irradiation): lognormal, persistent over a few
 *   days (AR(1) with 0.5 from day to day), wider in winter, capped at a clear sky and normalised
 *   so that every month keeps its mean;
 * - each day's beam share: none on overcast days, more the clearer the day, so that each month
 *   keeps Germany's diffuse fraction (irradiation.ts);
 * - passing clouds: an hourly factor on the beam light, strongest on mixed days;
 * - outdoor temperature: DWD monthly means (irradiation.ts) interpolated between mid-months, a
 *   persistent day-to-day anomaly (σ 3.5 K in winter, 2.5 K in summer) and a daily swing (a cosine,
 *   warmest at 15 h). No regional variation (as in pv-yield.ts).
 */
import { monthlyAirTemperatureGermany, monthlyDiffuseFractionGermany } from './irradiation';
import { seededRandom } from './seeded-random';

export const daysPerYear = 365;
export const hoursPerYear = 8760;
export const daysInMonth: readonly number[] = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** 0 working day, 1 Saturday, 2 Sunday or public holiday (the H25 day types). */
export type DayType = 0 | 1 | 2;

const fixedHolidays = [0, 120, 275, 358, 359]; // 1 Jan, 1 May, 3 Oct, 25 and 26 Dec
const summerTimeStart = 83; // Sunday 25 March in a year that starts on a Monday
const summerTimeEnd = 300; // Sunday 28 October

/** A standard normal deviate from two uniforms (Box–Muller). */
export function normalDeviate(random: () => number): number {
  const u = 1 - random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

export interface ReferenceYear {
  month: Uint8Array; // per day, 0..11
  dayType: Uint8Array; // per day
  summerTime: Uint8Array; // per day, 1 when clocks are one hour ahead
  clearness: Float64Array; // per day, mean 1 in every month
  beamShare: Float64Array; // per day, beam part of the day's global horizontal irradiation
  cloudFactor: Float64Array; // per hour, multiplies the beam light (renormalised per day by the PV model)
  temperature: Float64Array; // per hour, °C
}

let cached: ReferenceYear | undefined;

/** The reference year (built once, then shared: it depends on nothing but the fixed seed). */
export function referenceYear(): ReferenceYear {
  cached ??= buildReferenceYear();
  return cached;
}

function buildReferenceYear(): ReferenceYear {
  const month = new Uint8Array(daysPerYear);
  const dayType = new Uint8Array(daysPerYear);
  const summerTime = new Uint8Array(daysPerYear);
  let day = 0;
  for (let m = 0; m < 12; m++) {
    for (let d = 0; d < daysInMonth[m]!; d++, day++) month[day] = m;
  }
  for (let d = 0; d < daysPerYear; d++) {
    const weekday = d % 7; // 0 Monday
    dayType[d] = weekday === 6 || fixedHolidays.includes(d) ? 2 : weekday === 5 ? 1 : 0;
    summerTime[d] = d >= summerTimeStart && d < summerTimeEnd ? 1 : 0;
  }
  const random = seededRandom(20261125);
  const clearness = dailyClearness(month, random);
  const beamShare = dailyBeamShare(clearness);
  const cloudFactor = passingClouds(beamShare, random);
  const temperature = hourlyTemperature(random);
  return { month, dayType, summerTime, clearness, beamShare, cloudFactor, temperature };
}

/** Day of the year (0-based) of each month's middle, for interpolation. */
function monthMiddles(): number[] {
  const middles: number[] = [];
  let start = 0;
  for (const days of daysInMonth) {
    middles.push(start + days / 2);
    start += days;
  }
  return middles;
}

/** Monthly values interpolated linearly between mid-months (wrapping over the new year). */
export function interpolateMonthly(values: readonly number[], dayOfYear: number): number {
  const middles = monthMiddles();
  let next = middles.findIndex((middle) => middle > dayOfYear);
  if (next === -1) next = 12;
  const prev = next - 1;
  const prevDay = prev < 0 ? middles[11]! - daysPerYear : middles[prev]!;
  const nextDay = next > 11 ? middles[0]! + daysPerYear : middles[next]!;
  const prevValue = values[(prev + 12) % 12]!;
  const nextValue = values[next % 12]!;
  return prevValue + ((nextValue - prevValue) * (dayOfYear - prevDay)) / (nextDay - prevDay);
}

// Largest clearness a day can have: a clear day's irradiation over the month's mean (at 51° N,
// clear sky ≈ 72 % of the extraterrestrial irradiation; monthly means from irradiation.ts).
const clearnessCap = [2.4, 2.0, 1.8, 1.6, 1.5, 1.5, 1.5, 1.55, 1.7, 1.9, 2.3, 2.5];

function dailyClearness(month: Uint8Array, random: () => number): Float64Array {
  const clearness = new Float64Array(daysPerYear);
  let latent = 0;
  for (let d = 0; d < daysPerYear; d++) {
    latent = 0.5 * latent + Math.sqrt(1 - 0.25) * normalDeviate(random);
    const m = month[d]!;
    const sigma = m <= 1 || m >= 10 ? 0.6 : m >= 4 && m <= 7 ? 0.45 : 0.52;
    clearness[d] = Math.exp(sigma * latent - (sigma * sigma) / 2);
  }
  // Cap at a clear sky and keep every month's mean at 1 (a few passes converge).
  for (let pass = 0; pass < 6; pass++) {
    let start = 0;
    for (let m = 0; m < 12; m++) {
      const end = start + daysInMonth[m]!;
      let sum = 0;
      for (let d = start; d < end; d++) sum += clearness[d]!;
      const scale = daysInMonth[m]! / sum;
      for (let d = start; d < end; d++) {
        clearness[d] = Math.min(clearnessCap[m]!, clearness[d]! * scale);
      }
      start = end;
    }
  }
  return clearness;
}

// Days below this clearness have no beam light at all (overcast).
const overcastClearness = 0.35;

function dailyBeamShare(clearness: Float64Array): Float64Array {
  const share = new Float64Array(daysPerYear);
  let start = 0;
  for (let m = 0; m < 12; m++) {
    const end = start + daysInMonth[m]!;
    let weighted = 0;
    let total = 0;
    for (let d = start; d < end; d++) {
      weighted += Math.max(0, clearness[d]! - overcastClearness);
      total += clearness[d]!;
    }
    // Beam of the month = (1 − diffuse fraction) · global; spread by clearness above overcast.
    const scale = ((1 - monthlyDiffuseFractionGermany[m]!) * total) / weighted;
    for (let d = start; d < end; d++) {
      const beam = scale * Math.max(0, clearness[d]! - overcastClearness);
      share[d] = Math.min(0.85, beam / clearness[d]!);
    }
    start = end;
  }
  return share;
}

function passingClouds(beamShare: Float64Array, random: () => number): Float64Array {
  const factor = new Float64Array(hoursPerYear);
  let latent = 0;
  for (let d = 0; d < daysPerYear; d++) {
    const share = beamShare[d]! / 0.85;
    // Mixed days (share near one half) have the most broken sky.
    const amplitude = 0.15 + 4 * share * (1 - share);
    for (let h = 0; h < 24; h++) {
      latent = 0.6 * latent + 0.8 * normalDeviate(random);
      factor[d * 24 + h] = Math.max(0, 1 + amplitude * latent);
    }
  }
  return factor;
}

function hourlyTemperature(random: () => number): Float64Array {
  const temperature = new Float64Array(hoursPerYear);
  let anomaly = 0;
  for (let d = 0; d < daysPerYear; d++) {
    const winter = Math.cos((2 * Math.PI * (d - 15)) / daysPerYear); // 1 mid-January, −1 mid-July
    const sigma = 3 + 0.5 * winter;
    anomaly = 0.75 * anomaly + Math.sqrt(1 - 0.75 * 0.75) * sigma * normalDeviate(random);
    const mean = interpolateMonthly(monthlyAirTemperatureGermany, d + 0.5) + anomaly;
    const swing = 4 - 1.5 * winter; // half the daily range: 2.5 K in winter, 5.5 K in summer
    for (let h = 0; h < 24; h++) {
      temperature[d * 24 + h] = mean + swing * Math.cos((2 * Math.PI * (h - 15)) / 24);
    }
  }
  return temperature;
}
