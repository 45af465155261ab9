/*
 * Hourly PV output over the reference year (reference-year.ts) for a plane at a latitude:
 * - each day's global horizontal irradiation is the month's mean times the day's clearness, split
 *   into beam and diffuse by the day's beam share;
 * - within the day, global light follows Collares-Pereira & Rabl and diffuse light Liu & Jordan
 *   (as pv-yield.ts, Duffie & Beckman ch. 1–2), at the middle of each clock hour in solar time;
 * - passing clouds move beam light between the hours of a day (the day's total is kept);
 * - transposition to the plane: beam by the incidence angle (guarded near the horizon as in
 *   pv-yield.ts), isotropic diffuse, ground albedo 0.2;
 * - every month is then scaled to its share of the plan's annual yield after pvMonthlyYield, so
 *   the monthly yields (with reflection, temperature and system losses) are those of the yield
 *   model, and hours above the peak power are clipped to it.
 * Clock time is CET/CEST at a longitude of 10° E (Germany's middle): solar noon at 12:20 in winter
 * and 13:20 in summer time. The equation of time is left out (±16 min).
 */
import { monthlyGlobalHorizontalGermany } from './irradiation';
import { pvMonthlyYield } from './pv-yield';
import { daysInMonth, daysPerYear, hoursPerYear, referenceYear } from './reference-year';

const deg = Math.PI / 180;
const albedo = 0.2;
const referenceLongitude = 10; // ° E; CET is the time of 15° E
const clockAheadOfSun = (15 - referenceLongitude) / 15; // h
// Scratch for one day's hours, reused (no allocation per hour or day).
const hourAngle = new Float64Array(24);
const beamHour = new Float64Array(24);
const diffuseHour = new Float64Array(24);

export interface PvHourlyInput {
  kwp: number;
  annualYield: number;
  latitude: number;
  tilt: number;
  azimuth: number;
}

/**
 * Fills `output` (8,760 values, kWh per hour) with the plan's hourly PV output; the values add up
 * to annualYield. Inputs are checked by the caller.
 */
export function fillPvHourly(input: PvHourlyInput, output: Float64Array): void {
  const year = referenceYear();
  const phi = input.latitude * deg;
  const beta = input.tilt * deg;
  const gamma = input.azimuth * deg;
  const skyView = (1 + Math.cos(beta)) / 2;
  const groundView = (1 - Math.cos(beta)) / 2;
  const minCosZ = Math.sin(5 * deg);
  const monthlyPlane = new Float64Array(12);

  for (let d = 0; d < daysPerYear; d++) {
    const m = year.month[d]!;
    const n = d + 1;
    const delta = 23.45 * deg * Math.sin(((2 * Math.PI) / 365) * (284 + n));
    const cosWs = Math.max(-1, Math.min(1, -Math.tan(phi) * Math.tan(delta)));
    const ws = Math.acos(cosWs);
    const a = 0.409 + 0.5016 * Math.sin(ws - 60 * deg);
    const b = 0.6609 - 0.4767 * Math.sin(ws - 60 * deg);
    const global = (monthlyGlobalHorizontalGermany[m]! / daysInMonth[m]!) * year.clearness[d]!;
    const beamDay = global * year.beamShare[d]!;
    const diffuseDay = global - beamDay;
    const shift = clockAheadOfSun + year.summerTime[d]!;
    const base = d * 24;

    let rtSum = 0;
    let rdSum = 0;
    for (let h = 0; h < 24; h++) {
      const w = (h + 0.5 - shift - 12) * 15 * deg;
      hourAngle[h] = w;
      const shape = Math.cos(w) - cosWs;
      if (shape <= 0) continue;
      rtSum += (a + b * Math.cos(w)) * shape;
      rdSum += shape;
    }
    // The day's light per hour, and how passing clouds move its beam part between the hours.
    let beamSum = 0;
    let cloudyBeamSum = 0;
    for (let h = 0; h < 24; h++) {
      const w = hourAngle[h]!;
      const shape = Math.cos(w) - cosWs;
      if (shape <= 0 || rtSum <= 0) {
        beamHour[h] = 0;
        diffuseHour[h] = 0;
        continue;
      }
      const g = (global * (a + b * Math.cos(w)) * shape) / rtSum;
      const diffuse = Math.min(g, (diffuseDay * shape) / rdSum);
      beamHour[h] = g - diffuse;
      diffuseHour[h] = diffuse;
      beamSum += g - diffuse;
      cloudyBeamSum += (g - diffuse) * year.cloudFactor[base + h]!;
    }
    const cloudScale = cloudyBeamSum > 0 ? beamSum / cloudyBeamSum : 0;

    for (let h = 0; h < 24; h++) {
      const w = hourAngle[h]!;
      const diffuse = diffuseHour[h]!;
      const beam = beamHour[h]! * year.cloudFactor[base + h]! * cloudScale;
      const cosZ = Math.cos(phi) * Math.cos(delta) * Math.cos(w) + Math.sin(phi) * Math.sin(delta);
      const cosTheta =
        Math.sin(delta) * Math.sin(phi) * Math.cos(beta) -
        Math.sin(delta) * Math.cos(phi) * Math.sin(beta) * Math.cos(gamma) +
        Math.cos(delta) * Math.cos(phi) * Math.cos(beta) * Math.cos(w) +
        Math.cos(delta) * Math.sin(phi) * Math.sin(beta) * Math.cos(gamma) * Math.cos(w) +
        Math.cos(delta) * Math.sin(beta) * Math.sin(gamma) * Math.sin(w);
      const rb = cosZ > 0 ? Math.max(0, cosTheta) / Math.max(cosZ, minCosZ) : 0;
      const plane = beam * rb + diffuse * skyView + (beam + diffuse) * albedo * groundView;
      output[base + h] = plane;
      monthlyPlane[m] = monthlyPlane[m]! + plane;
    }
  }

  // Monthly yields of the yield model (the longitude only moves the annual sum, which is rescaled).
  const monthlyYield = pvMonthlyYield({
    latitude: input.latitude,
    longitude: referenceLongitude,
    tilt: input.tilt,
    azimuth: input.azimuth,
  });
  const yieldSum = monthlyYield.reduce((sum, value) => sum + value, 0);
  const monthScale = new Float64Array(12);
  for (let m = 0; m < 12; m++) {
    monthScale[m] =
      monthlyPlane[m]! > 0
        ? (input.annualYield * monthlyYield[m]!) / yieldSum / monthlyPlane[m]!
        : 0;
  }
  for (let i = 0; i < hoursPerYear; i++) {
    output[i] = output[i]! * monthScale[year.month[(i / 24) | 0]!]!;
  }
  // Hours above the peak power are clipped to it and the rest scaled up, so the hours still add
  // up to the annual yield (a few passes: scaling up can push another hour over).
  for (let pass = 0; pass < 8; pass++) {
    let clipped = 0;
    let free = 0;
    for (let i = 0; i < hoursPerYear; i++) {
      if (output[i]! >= input.kwp) {
        output[i] = input.kwp;
        clipped += input.kwp;
      } else free += output[i]!;
    }
    if (free <= 0) break;
    const scale = (input.annualYield - clipped) / free;
    if (Math.abs(scale - 1) < 1e-12) break;
    for (let i = 0; i < hoursPerYear; i++) {
      if (output[i]! < input.kwp) output[i] = output[i]! * scale;
    }
  }
}
