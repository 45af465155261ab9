import { z } from 'zod';
import type { JsonObject } from '../../../shared/api';
import {
  CalculatorRangeError,
  heatLoadFromConsumption,
  type ConsumptionResult,
} from '../../../shared/calc';

/*
 * The inputs of `verbrauch` (payload schemaVersion 2): the fuel and its unit, the metered amounts
 * of several years, the old system's efficiency, the hot-water share and the full-load hours.
 * Conversion to final energy (kWh, net calorific value Hi) as CALCULATORS.md section 3 says:
 * heating oil ≈ 10 kWh/l; natural gas m³ × calorific value Hs × Zustandszahl, then ÷ 1.11;
 * gas bills in kWh (Hs) ÷ 1.11; kWh (district heating, electricity) as they are.
 */

const num = z.number().nullable().default(null);
export const fuels = ['oil-l', 'gas-m3', 'gas-kwh-hs', 'kwh'] as const;
export type Fuel = (typeof fuels)[number];

/** Ratio of gross to net calorific value of natural gas (Hs/Hi ≈ 1.11). */
export const gasHsToHi = 1.11;
/** Standard hot-water need per m² of living area, DIN V 4701-10 (12.5 kWh/(m²·a)). */
export const hotWaterPerArea = 12.5;

export const yearSchema = z.looseObject({
  id: z.string(),
  year: num,
  amount: num,
  /** The offer the amount was taken from (a survey reading), null when typed. */
  amountFrom: z.string().nullable().optional(),
});
export type ConsumptionYear = z.infer<typeof yearSchema>;

export const consumptionInputsSchema = z.object({
  fuel: z.enum(fuels).default('gas-kwh-hs'),
  /** The offer the fuel was taken from (the surveyed heating), null when chosen by hand. */
  fuelFrom: z.string().nullable().optional(),
  /** kWh per litre of heating oil (Hi). */
  oilKwhPerLitre: z.number().nullable().default(10),
  /** Calorific value Hs of the gas bill, kWh/m³. */
  calorificValue: num,
  /** Zustandszahl of the gas bill. */
  stateNumber: num,
  years: z.array(yearSchema).default([]),
  efficiency: num,
  hotWaterEnergy: num,
  fullLoadHours: num,
});
export type ConsumptionInputs = z.infer<typeof consumptionInputsSchema>;

/** kWh (Hi) of one year's amount, or null when a conversion factor is missing. */
export function finalEnergy(inputs: ConsumptionInputs, amount: number): number | null {
  switch (inputs.fuel) {
    case 'oil-l':
      return inputs.oilKwhPerLitre === null ? null : amount * inputs.oilKwhPerLitre;
    case 'gas-m3':
      return inputs.calorificValue === null || inputs.stateNumber === null
        ? null
        : (amount * inputs.calorificValue * inputs.stateNumber) / gasHsToHi;
    case 'gas-kwh-hs':
      return amount / gasHsToHi;
    case 'kwh':
      return amount;
  }
}

export type ConsumptionOutcome =
  | { kind: 'ok'; average: number; years: number; result: ConsumptionResult }
  | { kind: 'incomplete'; average: number | null; years: number }
  | { kind: 'refused'; field: string; average: number; years: number };

export function consumptionOutcome(inputs: ConsumptionInputs): ConsumptionOutcome {
  const energies = inputs.years
    .filter((y) => y.amount !== null)
    .map((y) => finalEnergy(inputs, y.amount!));
  const known = energies.filter((e): e is number => e !== null);
  const years = known.length;
  const average =
    years && known.length === energies.length ? known.reduce((s, e) => s + e, 0) / years : null;
  if (average === null || inputs.efficiency === null || inputs.fullLoadHours === null)
    return { kind: 'incomplete', average, years };
  try {
    const result = heatLoadFromConsumption({
      annualFinalEnergy: average,
      efficiency: inputs.efficiency,
      hotWaterEnergy: inputs.hotWaterEnergy ?? 0,
      fullLoadHours: inputs.fullLoadHours,
    });
    return { kind: 'ok', average, years, result };
  } catch (error) {
    if (!(error instanceof CalculatorRangeError)) throw error;
    return { kind: 'refused', field: error.field, average, years };
  }
}

export function consumptionResults(inputs: ConsumptionInputs): JsonObject | null {
  const o = consumptionOutcome(inputs);
  if (o.kind !== 'ok') return null;
  return {
    annualFinalEnergy: o.average,
    years: o.years,
    usefulHeat: o.result.usefulHeat,
    heatLoad: o.result.heatLoad,
  };
}

/*
 * Version 1 (the demo workspace): `jahre: [{ jahr, verbrauchKwh, traeger }]`. The step turns the
 * years into `years` (kWh as billed; "Erdgas" bills are in kWh Hs, so the fuel becomes
 * gas-kwh-hs, otherwise kwh) and drops `jahre`; other keys (and other keys of a year) stay.
 */
export function migrateV1(payload: JsonObject): JsonObject {
  const { jahre, ...rest } = payload;
  if (!Array.isArray(jahre)) return payload;
  const n = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  const gas = jahre.some(
    (j) => j && typeof j === 'object' && /gas/i.test(String((j as { traeger?: unknown }).traeger)),
  );
  const years = jahre.map((raw, i) => {
    const { jahr, verbrauchKwh, ...other } = (raw ?? {}) as Record<string, unknown>;
    return { id: `yr-${i + 1}`, ...other, year: n(jahr), amount: n(verbrauchKwh) };
  });
  return { ...rest, fuel: gas ? 'gas-kwh-hs' : 'kwh', years };
}

/**
 * The year "Jahr hinzufügen" proposes: the last complete year (bills cover whole years), then the
 * year after the latest entered when that is still complete, otherwise the year before the earliest.
 */
export function nextConsumptionYear(years: readonly number[], today: Date): number {
  const lastComplete = today.getFullYear() - 1;
  if (years.length === 0) return lastComplete;
  const latest = Math.max(...years);
  if (latest < lastComplete) return latest + 1;
  return Math.min(...years) - 1;
}
