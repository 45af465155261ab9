import { z } from 'zod';
import {
  begOutdoorSoundLimit,
  combineLevels,
  heatPumpNoise,
  noiseLimit,
  taLaermLimits,
  type NoiseArea,
} from '../../../shared/calc';
import type { ModuleContext } from '../definition';
import { resultValues, numberAt } from '../waermepumpe/project-data';

/*
 * schallrechner: one or more outdoor units and immission points (0.5 m before the neighbour's
 * window), the level at each point by day and by night (heatPumpNoise, units added energetically),
 * the TA Lärm guide value (noiseLimit) and the verdict, the smallest distance that meets the night
 * value, and the BEG rule for outdoor units (begOutdoorSoundLimit).
 */

export const placements = ['free', 'wall', 'corner'] as const;
export const shieldings = ['none', 'partial', 'full'] as const;
export const noiseAreas = Object.keys(taLaermLimits) as NoiseArea[];

const optionalNum = z.number().nullable().catch(null);

export const unitSchema = z.object({
  name: z.string().catch(''),
  soundPowerLevel: optionalNum,
  /** Sound power in the night mode (silent mode), when the unit has one; else the day value. */
  nightSoundPowerLevel: optionalNum,
  count: z.number().catch(1),
  placement: z.enum(placements).catch('wall'),
  ratedHeatOutput: optionalNum,
});
export type NoiseUnit = z.infer<typeof unitSchema>;

export const pointSchema = z.object({
  name: z.string().catch(''),
  distance: optionalNum,
  area: z.enum(noiseAreas as [NoiseArea, ...NoiseArea[]]).catch('general-residential'),
  shielding: z.enum(shieldings).catch('none'),
});
export type ImmissionPoint = z.infer<typeof pointSchema>;

export const schallrechnerSchema = z.object({
  units: z.array(unitSchema).catch([]).default([]),
  points: z.array(pointSchema).catch([]).default([]),
  applicationYear: z.number().catch(2026).default(2026),
});
export type SchallrechnerInput = z.infer<typeof schallrechnerSchema>;

export function schallrechnerInitial(context: ModuleContext, now = new Date()): SchallrechnerInput {
  const heatPump = resultValues(context.modules.waermepumpe);
  const payload = context.modules.waermepumpe?.payload;
  return schallrechnerSchema.parse({
    units: [
      {
        name: (typeof payload?.model === 'string' && payload.model) || '',
        soundPowerLevel:
          numberAt(heatPump, 'soundPowerLevel') ?? numberAt(payload, 'soundPowerLevel'),
        nightSoundPowerLevel: null,
        count: 1,
        placement: 'wall',
        ratedHeatOutput:
          numberAt(heatPump, 'capacityAtDesign') ?? numberAt(heatPump, 'requiredCapacity'),
      },
    ],
    points: [{ name: '', distance: null, area: 'general-residential', shielding: 'none' }],
    applicationYear: Math.max(2024, now.getFullYear()),
  });
}

export function schallrechnerProblems(value: SchallrechnerInput): Record<string, string> {
  const problems: Record<string, string> = {};
  if (value.units.length === 0) problems.units = 'noUnits';
  if (value.points.length === 0) problems.points = 'noPoints';
  value.units.forEach((u, i) => {
    if (u.soundPowerLevel === null) problems[`units.${i}.soundPowerLevel`] = 'required';
    if (!Number.isInteger(u.count) || u.count < 1) problems[`units.${i}.count`] = 'atLeastOne';
    if (u.ratedHeatOutput !== null && u.ratedHeatOutput <= 0)
      problems[`units.${i}.ratedHeatOutput`] = 'positive';
  });
  value.points.forEach((p, i) => {
    if (p.distance === null) problems[`points.${i}.distance`] = 'required';
    else if (p.distance <= 0) problems[`points.${i}.distance`] = 'positive';
  });
  if (!Number.isInteger(value.applicationYear) || value.applicationYear < 2024)
    problems.applicationYear = 'year2024';
  return problems;
}

/** The combined level of all units at a distance, by day or night. */
function levelAt(
  units: readonly NoiseUnit[],
  point: ImmissionPoint,
  distance: number,
  period: 'day' | 'night',
): number {
  return combineLevels(
    units.map(
      (u) =>
        heatPumpNoise({
          soundPowerLevel:
            period === 'night'
              ? (u.nightSoundPowerLevel ?? u.soundPowerLevel!)
              : u.soundPowerLevel!,
          distance,
          placement: u.placement,
          shielding: point.shielding,
          units: u.count,
        }).soundPressureLevel,
    ),
  );
}

export type PointResult = {
  name: string;
  distance: number;
  area: NoiseArea;
  dayLevel: number;
  nightLevel: number;
  dayLimit: number;
  nightLimit: number;
  dayMet: boolean;
  nightMet: boolean;
  /** The distance at which the night level falls to the night guide value (m). */
  minimumNightDistance: number;
};

export type UnitBegResult = {
  name: string;
  soundPowerLevel: number;
  limit: number | null;
  met: boolean | null;
};

export type SchallrechnerResults = {
  points: PointResult[];
  allMet: boolean;
  beg: UnitBegResult[];
  begMet: boolean | null;
  applicationYear: number;
};

export function schallrechnerResults(value: SchallrechnerInput): SchallrechnerResults | null {
  if (Object.keys(schallrechnerProblems(value)).length) return null;
  const points = value.points.map((p): PointResult => {
    const distance = p.distance!;
    const dayLevel = levelAt(value.units, p, distance, 'day');
    const nightLevel = levelAt(value.units, p, distance, 'night');
    const dayLimit = noiseLimit(p.area, 'day');
    const nightLimit = noiseLimit(p.area, 'night');
    // Point sources: the combined level falls by 20·lg r like each unit's, so r = 10^((L₁ − L)/20).
    const atOneMetre = levelAt(value.units, p, 1, 'night');
    return {
      name: p.name,
      distance,
      area: p.area,
      dayLevel,
      nightLevel,
      dayLimit,
      nightLimit,
      dayMet: dayLevel <= dayLimit,
      nightMet: nightLevel <= nightLimit,
      minimumNightDistance: Math.pow(10, (atOneMetre - nightLimit) / 20),
    };
  });
  const beg = value.units.map((u): UnitBegResult => {
    const limit =
      u.ratedHeatOutput === null
        ? null
        : begOutdoorSoundLimit(u.ratedHeatOutput, value.applicationYear);
    return {
      name: u.name,
      soundPowerLevel: u.soundPowerLevel!,
      limit,
      met: limit === null ? null : u.soundPowerLevel! <= limit,
    };
  });
  return {
    points,
    allMet: points.every((p) => p.dayMet && p.nightMet),
    beg,
    begMet: beg.some((b) => b.met === null) ? null : beg.every((b) => b.met),
    applicationYear: value.applicationYear,
  };
}
