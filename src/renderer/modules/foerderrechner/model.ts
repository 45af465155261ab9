import { z } from 'zod';
import { begHeatingGrant, begHeatingRules, type BegHeatingGrantResult } from '../../../shared/calc';
import type { ModuleContext } from '../definition';
import { isNaturalRefrigerant, waermepumpeSchema } from '../waermepumpe/model';
import { resultValues } from '../waermepumpe/project-data';

/*
 * foerderrechner: the BEG EM heating grant (begHeatingGrant, KfW 458) and the envelope measures of
 * BEG EM (BAFA): 15 % of the eligible costs, +5 % (iSFP bonus) when the measure is part of an
 * individual renovation roadmap; eligible costs capped at 30,000 € per housing unit and calendar
 * year, 60,000 € with an iSFP; the heating cap is separate (CALCULATORS.md 7).
 * Simplification: one calendar year; no Fachplanung/Baubegleitung (50 %) and no low-income bonus
 * for the envelope.
 */

export const envelopeRules = {
  rate: 0.15,
  isfpBonus: 0.05,
  capPerUnit: 30_000,
  capPerUnitWithIsfp: 60_000,
  source: 'Richtlinie BEG EM vom 21.12.2023; BAFA-Merkblatt Einzelmaßnahmen an der Gebäudehülle',
  stand: '2024-01-01',
} as const;

/** The date shown as "Stand" for all rules the editor applies (the later of the two). */
export const subsidyStand = begHeatingRules.stand;

const money = z.number().nullable().catch(null);

export const envelopeMeasureSchema = z.object({
  name: z.string().catch(''),
  costs: money,
});
export type EnvelopeMeasure = z.infer<typeof envelopeMeasureSchema>;

export const foerderrechnerSchema = z.object({
  housingUnits: z.number().catch(1).default(1),
  heatingCosts: money.default(null),
  selfOccupied: z.boolean().catch(true).default(true),
  climateSpeedBonus: z.boolean().catch(false).default(false),
  incomeBonus: z.boolean().catch(false).default(false),
  efficiencyBonus: z.boolean().catch(false).default(false),
  envelopeMeasures: z.array(envelopeMeasureSchema).catch([]).default([]),
  withIsfp: z.boolean().catch(false).default(false),
});
export type FoerderrechnerInput = z.infer<typeof foerderrechnerSchema>;

/** Whether the planned heat pump earns the efficiency bonus (source or natural refrigerant). */
export function efficiencyBonusFromHeatPump(context: ModuleContext): boolean | null {
  const parsed = waermepumpeSchema.safeParse(context.modules.waermepumpe?.payload ?? null);
  if (!parsed.success || !context.modules.waermepumpe?.payload) return null;
  const hp = parsed.data;
  return hp.source !== 'air' || isNaturalRefrigerant(hp.refrigerant);
}

export function foerderrechnerInitial(context: ModuleContext): FoerderrechnerInput {
  return foerderrechnerSchema.parse({
    efficiencyBonus: efficiencyBonusFromHeatPump(context) ?? false,
  });
}

export function foerderrechnerProblems(value: FoerderrechnerInput): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!Number.isInteger(value.housingUnits) || value.housingUnits < 1)
    problems.housingUnits = 'atLeastOne';
  if (value.heatingCosts !== null && value.heatingCosts < 0) problems.heatingCosts = 'negative';
  value.envelopeMeasures.forEach((m, i) => {
    if (m.costs === null) problems[`envelopeMeasures.${i}.costs`] = 'required';
    else if (m.costs < 0) problems[`envelopeMeasures.${i}.costs`] = 'negative';
    if (!m.name.trim()) problems[`envelopeMeasures.${i}.name`] = 'required';
  });
  if (value.heatingCosts === null && value.envelopeMeasures.length === 0)
    problems.heatingCosts = 'required';
  return problems;
}

export type EnvelopeGrant = {
  costs: number;
  costCap: number;
  eligible: number;
  rate: number;
  grant: number;
};

export function envelopeGrant(
  measures: readonly EnvelopeMeasure[],
  housingUnits: number,
  withIsfp: boolean,
): EnvelopeGrant {
  const costs = measures.reduce((s, m) => s + (m.costs ?? 0), 0);
  const costCap =
    housingUnits * (withIsfp ? envelopeRules.capPerUnitWithIsfp : envelopeRules.capPerUnit);
  const eligible = Math.min(costs, costCap);
  const rate = envelopeRules.rate + (withIsfp ? envelopeRules.isfpBonus : 0);
  return { costs, costCap, eligible, rate, grant: eligible * rate };
}

export type FoerderrechnerResults = {
  heating: (BegHeatingGrantResult & { costs: number }) | null;
  envelope: EnvelopeGrant | null;
  totalCosts: number;
  totalEligible: number;
  totalGrant: number;
  /** The JAZ of the project's jaz module meets BEG's 3.0: true / false / null (not computed). */
  spfRequirementMet: boolean | null;
  stand: string;
};

export function foerderrechnerResults(
  value: FoerderrechnerInput,
  context: ModuleContext,
): FoerderrechnerResults | null {
  if (Object.keys(foerderrechnerProblems(value)).length) return null;
  const heating =
    value.heatingCosts === null
      ? null
      : {
          costs: value.heatingCosts,
          ...begHeatingGrant({
            housingUnits: value.housingUnits,
            eligibleCosts: value.heatingCosts,
            selfOccupied: value.selfOccupied,
            climateSpeedBonus: value.climateSpeedBonus,
            incomeBonus: value.incomeBonus,
            efficiencyBonus: value.efficiencyBonus,
          }),
        };
  const envelope = value.envelopeMeasures.length
    ? envelopeGrant(value.envelopeMeasures, value.housingUnits, value.withIsfp)
    : null;
  const jaz = resultValues(context.modules.jaz);
  return {
    heating,
    envelope,
    totalCosts: (heating?.costs ?? 0) + (envelope?.costs ?? 0),
    totalEligible: (heating?.eligible ?? 0) + (envelope?.eligible ?? 0),
    totalGrant: (heating?.grant ?? 0) + (envelope?.grant ?? 0),
    spfRequirementMet: typeof jaz?.begMet === 'boolean' ? jaz.begMet : null,
    stand: subsidyStand,
  };
}

/** The grant for the heating replacement the economics editor subtracts, from stored results. */
export function storedHeatingGrant(context: ModuleContext): number | null {
  const values = resultValues(context.modules.foerderrechner);
  const heating = values?.heating as { grant?: unknown } | null | undefined;
  return typeof heating?.grant === 'number' ? heating.grant : null;
}
