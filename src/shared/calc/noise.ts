/*
 * Heat pump sound at an immission point, as the BWP Schallrechner (free-field propagation from a
 * point source, cf. DIN ISO 9613-2 without air and ground absorption) and the immission limits of
 * TA Lärm (1998, amended 2017) section 6.1:
 * L_p = L_WA + 10·lg(Q/(4·π·r²)) − D + 10·lg(n), Q = 2 / 4 / 8 (free / wall / corner),
 * D = 0 / 5 / 15 dB for line of sight / beside the house / behind it, n identical units.
 * Simplification: the shielding values are the ones fixed in CALCULATORS.md; no tonality or
 * impulse surcharge, no rest period surcharge (TA Lärm 6.5), no meteorological correction.
 */
import { CalculatorRangeError, finite, greaterThan, oneOf, wholeAtLeast } from './domain';

export type Placement = 'free' | 'wall' | 'corner';
export type Shielding = 'none' | 'partial' | 'full';
export type NoiseArea =
  | 'industrial'
  | 'commercial'
  | 'urban'
  | 'mixed'
  | 'general-residential'
  | 'pure-residential'
  | 'spa';
export type NoisePeriod = 'day' | 'night';

export interface HeatPumpNoiseInput {
  soundPowerLevel: number;
  distance: number;
  placement: Placement;
  shielding: Shielding;
  units?: number;
}

/** Directivity factor Q by placement (reflecting surfaces next to the unit). */
export const directivity: Readonly<Record<Placement, number>> = { free: 2, wall: 4, corner: 8 };

/** Level reduction D in dB by shielding of the immission point by the building. */
export const shieldingReduction: Readonly<Record<Shielding, number>> = {
  none: 0,
  partial: 5,
  full: 15,
};

/**
 * Immission guide values outside buildings, TA Lärm 6.1 (a)–(g), dB(A); night = the loudest
 * night hour. Stand: TA Lärm vom 26.08.1998, geändert 01.06.2017 (urbane Gebiete added).
 */
export const taLaermLimits: Readonly<Record<NoiseArea, { day: number; night: number }>> = {
  industrial: { day: 70, night: 70 },
  commercial: { day: 65, night: 50 },
  urban: { day: 63, night: 45 },
  mixed: { day: 60, night: 45 },
  'general-residential': { day: 55, night: 40 },
  'pure-residential': { day: 50, night: 35 },
  spa: { day: 45, night: 35 },
};

const placements = Object.keys(directivity) as Placement[];
const shieldings = Object.keys(shieldingReduction) as Shielding[];
const areas = Object.keys(taLaermLimits) as NoiseArea[];

export function heatPumpNoise(input: HeatPumpNoiseInput): { soundPressureLevel: number } {
  const lwa = finite('soundPowerLevel', input.soundPowerLevel);
  const r = greaterThan('distance', input.distance, 0, 'm');
  const q = directivity[oneOf('placement', input.placement, placements)];
  const d = shieldingReduction[oneOf('shielding', input.shielding, shieldings)];
  const n = wholeAtLeast('units', input.units ?? 1, 1);
  const soundPressureLevel =
    lwa + 10 * Math.log10(q / (4 * Math.PI * r * r)) - d + 10 * Math.log10(n);
  return { soundPressureLevel };
}

/**
 * The distance in m at which the level falls to `limit` dB(A) (the same formula solved for r):
 * the "minimum distance that meets the night limit" of the schallrechner editor.
 */
export function distanceForNoiseLimit(
  input: Omit<HeatPumpNoiseInput, 'distance'> & { limit: number },
): number {
  const limit = finite('limit', input.limit);
  const atOneMetre = heatPumpNoise({ ...input, distance: 1 }).soundPressureLevel;
  return Math.pow(10, (atOneMetre - limit) / 20);
}

/** TA Lärm 6.1 immission guide value in dB(A). */
export function noiseLimit(area: NoiseArea, period: NoisePeriod): number {
  const limits = taLaermLimits[oneOf('area', area, areas)];
  return limits[oneOf('period', period, ['day', 'night'] as const)];
}

/** Energetic sum of sound levels in dB: 10·lg Σ 10^(L/10) (several units at one point). */
export function combineLevels(levels: readonly number[]): number {
  if (levels.length === 0)
    throw new CalculatorRangeError('levels must not be empty, got []', 'levels', levels);
  const sum = levels.reduce((s, l, i) => s + Math.pow(10, finite(`levels[${i}]`, l) / 10), 0);
  return 10 * Math.log10(sum);
}

/**
 * Sound power limits for the outdoor side of air/water heat pumps, Regulation (EU) No 813/2013
 * (Ecodesign, space heaters), Annex II, sound power requirements: rated heat output ≤ 6 kW 65 dB(A), > 6 ≤ 12 kW
 * 70, > 12 ≤ 30 kW 78, > 30 ≤ 70 kW 88 (the regulation covers up to 400 kW but sets no limit
 * above 70 kW: null).
 */
export const ecodesignOutdoorSoundLimits: ReadonlyArray<{ upToKw: number; limit: number }> = [
  { upToKw: 6, limit: 65 },
  { upToKw: 12, limit: 70 },
  { upToKw: 30, limit: 78 },
  { upToKw: 70, limit: 88 },
];

/**
 * BEG EM technical minimum requirements for outdoor units of air/water heat pumps: the sound
 * power level must be 5 dB below the Ecodesign limit for applications in 2024 and 2025 and 10 dB
 * below it from 2026-01-01 (Richtlinie BEG EM vom 21.12.2023, technical minimum requirements;
 * as summarised by shk-bw.de, 19.01.2026: "6–12 kW 60 dB, smaller 55 dB").
 */
export const begOutdoorSoundRule = {
  marginUntil2025: 5,
  marginFrom2026: 10,
  source: 'Verordnung (EU) 813/2013 Anhang II; Richtlinie BEG EM vom 21.12.2023 (TMA)',
  stand: '2024-01-01',
} as const;

/** The highest outdoor sound power level BEG EM accepts for a unit, or null above 70 kW. */
export function begOutdoorSoundLimit(ratedHeatOutput: number, year: number): number | null {
  const kw = greaterThan('ratedHeatOutput', ratedHeatOutput, 0, 'kW');
  const y = wholeAtLeast('year', year, 2024);
  const row = ecodesignOutdoorSoundLimits.find((r) => kw <= r.upToKw);
  if (!row) return null;
  const margin =
    y >= 2026 ? begOutdoorSoundRule.marginFrom2026 : begOutdoorSoundRule.marginUntil2025;
  return row.limit - margin;
}
