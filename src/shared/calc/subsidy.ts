/*
 * BEG EM heating grant (KfW 458, "Heizungsförderung für Privatpersonen – Wohngebäude"), rules of
 * the Richtlinie BEG EM vom 21.12.2023 as fixed in CALCULATORS.md section 7: cost cap 30,000 € for
 * the first unit, 15,000 € each for units 2–6, 8,000 € each from unit 7; base 30 %, efficiency
 * bonus +5 % on all units, climate-speed bonus +20 % and income bonus +30 % only for the unit the
 * owner lives in; each unit's rate capped at 70 %.
 * Simplification (contract): the owner's unit's share of the eligible costs is
 * eligible / housingUnits. Stand: begHeatingRules.
 */
import { atLeast, wholeAtLeast } from './domain';

export interface BegHeatingGrantInput {
  housingUnits: number;
  eligibleCosts: number;
  selfOccupied: boolean;
  climateSpeedBonus: boolean;
  incomeBonus: boolean;
  efficiencyBonus: boolean;
}

export interface BegHeatingGrantResult {
  costCap: number;
  eligible: number;
  grant: number;
  rate: number;
}

export const begHeatingRates = {
  base: 0.3,
  efficiencyBonus: 0.05,
  climateSpeedBonus: 0.2,
  incomeBonus: 0.3,
  maximum: 0.7,
} as const;

export const begHeatingCostCaps = { firstUnit: 30_000, units2to6: 15_000, fromUnit7: 8_000 };

/** Where the encoded rules come from and the date they apply from, shown by the editor. */
export const begHeatingRules = {
  source:
    'Richtlinie BEG EM vom 21.12.2023; KfW-Merkblatt 458 (Heizungsförderung für Privatpersonen)',
  stand: '2024-01-01',
} as const;

/** Höchstgrenze der förderfähigen Kosten by number of housing units. */
export function begHeatingCostCap(housingUnits: number): number {
  const n = wholeAtLeast('housingUnits', housingUnits, 1);
  const caps = begHeatingCostCaps;
  return caps.firstUnit + Math.min(n - 1, 5) * caps.units2to6 + Math.max(n - 6, 0) * caps.fromUnit7;
}

export function begHeatingGrant(input: BegHeatingGrantInput): BegHeatingGrantResult {
  const n = wholeAtLeast('housingUnits', input.housingUnits, 1);
  const costs = atLeast('eligibleCosts', input.eligibleCosts, 0, '€');
  const costCap = begHeatingCostCap(n);
  const eligible = Math.min(costs, costCap);
  const r = begHeatingRates;
  const allUnits = r.base + (input.efficiencyBonus ? r.efficiencyBonus : 0);
  const otherRate = Math.min(allUnits, r.maximum);
  const ownerRate = input.selfOccupied
    ? Math.min(
        allUnits +
          (input.climateSpeedBonus ? r.climateSpeedBonus : 0) +
          (input.incomeBonus ? r.incomeBonus : 0),
        r.maximum,
      )
    : otherRate;
  // grant = Σ share·rate with the owner's share eligible/n; rate = grant/eligible is then the
  // share-weighted mean, which stays defined when eligible is 0.
  const rate = (ownerRate + (n - 1) * otherRate) / n;
  const ownerShare = eligible / n;
  const grant = ownerShare * ownerRate + (eligible - ownerShare) * otherRate;
  return { costCap, eligible, grant, rate };
}
