import { z } from 'zod';
import { begMinimumSpf, combinedSpf } from '../../../shared/calc';
import type { ModuleContext } from '../definition';
import { copPoints, waermepumpeSchema } from '../waermepumpe/model';

/*
 * jaz: the seasonal performance factor in the structure of VDI 4650 Blatt 1 (CALCULATORS.md 5).
 * Heating: β_HZ = 1 / Σ gᵢ/(COPᵢ·Fᵢ) over the heat pump's test points, with the weighting factors
 * gᵢ (Σ = 1) and correction factors Fᵢ the consultant takes from the standard's tables (we do not
 * ship them). Hot water: β_WW = COP_WW·F_WW. Combined: combinedSpf. Unless the consultant confirms
 * that every factor is from the named edition, the result is labelled an approximation; a value
 * from another tool (e.g. the BWP JAZ-Rechner) can be entered with its source instead.
 */

export const expectedEdition = 'VDI 4650 Blatt 1:2019-03';

const optionalNum = z.number().nullable().catch(null);

export const jazPointSchema = z.object({
  sourceTemperature: z.number().catch(0),
  cop: optionalNum,
  weight: optionalNum,
  correction: optionalNum,
});
export type JazPoint = z.infer<typeof jazPointSchema>;

export const jazSchema = z.object({
  method: z.enum(['vdi4650', 'manual']).catch('vdi4650').default('vdi4650'),
  edition: z.string().catch(expectedEdition).default(expectedEdition),
  factorsFromStandard: z.boolean().catch(false).default(false),
  /** °C, the heating's flow temperature the factors are read for; from raumweise or typed. */
  flowTemperature: optionalNum.default(null),
  flowTemperatureFrom: z.string().nullable().catch(null).default(null),
  heatingPoints: z.array(jazPointSchema).catch([]).default([]),
  hotWaterCop: optionalNum.default(null),
  hotWaterCorrection: optionalNum.default(null),
  hotWaterShare: optionalNum.default(null),
  manualHeatingSpf: optionalNum.default(null),
  manualHotWaterSpf: optionalNum.default(null),
  manualSource: z.string().catch('').default(''),
});
export type JazInput = z.infer<typeof jazSchema>;

export function jazInitial(context: ModuleContext): JazInput {
  const heatPump = waermepumpeSchema.safeParse(context.modules.waermepumpe?.payload ?? {});
  const points = heatPump.success ? copPoints(heatPump.data) : [];
  return jazSchema.parse({
    heatingPoints: points.map((p) => ({
      sourceTemperature: p.sourceTemperature,
      cop: p.cop,
      weight: null,
      correction: null,
    })),
  });
}

const weightTolerance = 0.005;

export function jazProblems(value: JazInput): Record<string, string> {
  const problems: Record<string, string> = {};
  const share = value.hotWaterShare;
  if (share === null) problems.hotWaterShare = 'required';
  else if (share < 0 || share > 1) problems.hotWaterShare = 'share';
  if (value.method === 'manual') {
    if (value.manualHeatingSpf === null) problems.manualHeatingSpf = 'required';
    else if (value.manualHeatingSpf <= 0) problems.manualHeatingSpf = 'positive';
    if (value.manualHotWaterSpf === null) problems.manualHotWaterSpf = 'required';
    else if (value.manualHotWaterSpf <= 0) problems.manualHotWaterSpf = 'positive';
    if (!value.manualSource.trim()) problems.manualSource = 'required';
    return problems;
  }
  if (value.heatingPoints.length === 0) problems.heatingPoints = 'noPoints';
  value.heatingPoints.forEach((p, i) => {
    for (const key of ['cop', 'weight', 'correction'] as const) {
      const v = p[key];
      if (v === null) problems[`heatingPoints.${i}.${key}`] = 'required';
      else if (key === 'weight' ? v < 0 : v <= 0)
        problems[`heatingPoints.${i}.${key}`] = key === 'weight' ? 'negative' : 'positive';
    }
  });
  const weights = value.heatingPoints.map((p) => p.weight ?? 0);
  const sum = weights.reduce((a, b) => a + b, 0);
  if (value.heatingPoints.length && Math.abs(sum - 1) > weightTolerance)
    problems.weights = 'weightsSum';
  if (value.hotWaterCop === null) problems.hotWaterCop = 'required';
  else if (value.hotWaterCop <= 0) problems.hotWaterCop = 'positive';
  if (value.hotWaterCorrection === null) problems.hotWaterCorrection = 'required';
  else if (value.hotWaterCorrection <= 0) problems.hotWaterCorrection = 'positive';
  return problems;
}

/** β_HZ = 1 / Σ gᵢ/(COPᵢ·Fᵢ). */
export function weightedHeatingSpf(points: readonly JazPoint[]): number {
  return 1 / points.reduce((s, p) => s + p.weight! / (p.cop! * p.correction!), 0);
}

export type JazBasis = 'vdi4650' | 'approximation' | 'manual';

export type JazResults = {
  heatingSpf: number;
  hotWaterSpf: number;
  hotWaterShare: number;
  combinedSpf: number;
  begMinimumSpf: number;
  begMet: boolean;
  basis: JazBasis;
  edition: string;
  source: string;
  flowTemperature: number | null;
};

export function jazResults(value: JazInput): JazResults | null {
  if (Object.keys(jazProblems(value)).length) return null;
  const manual = value.method === 'manual';
  const heatingSpf = manual ? value.manualHeatingSpf! : weightedHeatingSpf(value.heatingPoints);
  const hotWaterSpf = manual
    ? value.manualHotWaterSpf!
    : value.hotWaterCop! * value.hotWaterCorrection!;
  const spf = combinedSpf({ hotWaterShare: value.hotWaterShare!, heatingSpf, hotWaterSpf });
  const basis: JazBasis = manual
    ? 'manual'
    : value.factorsFromStandard && value.edition.trim() === expectedEdition
      ? 'vdi4650'
      : 'approximation';
  return {
    heatingSpf,
    hotWaterSpf,
    hotWaterShare: value.hotWaterShare!,
    combinedSpf: spf,
    begMinimumSpf,
    begMet: spf >= begMinimumSpf,
    basis,
    edition: manual ? '' : value.edition,
    source: manual ? value.manualSource : value.edition,
    flowTemperature: value.flowTemperature,
  };
}
