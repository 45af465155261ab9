import { efficiencyClass, efficiencyClassBounds, type EfficiencyClass } from '../../../shared/calc';
import type { Building, JsonObject, ProjectModule } from '../../../shared/api';
import { storedResults } from '../../modules/payload';

/*
 * The consumption-based values of an energy performance certificate (Verbrauchsausweis) for a
 * residential building: final energy for heating and hot water per m² of the reference area
 * (Gebäudenutzfläche A_N), and its efficiency class (GEG Anlage 10, efficiencyClass).
 *
 * The area rule (GEG § 82 as EnEV 2014 § 19 Abs. 2 before it; wording at enev-online.com): when
 * A_N is not known, it is 1.35 × the living area for buildings with up to two dwellings and a
 * heated cellar, else 1.2 × the living area. When hot water is heated decentrally and its
 * consumption is not known, 20 kWh/(m²·a) are added.
 * Simplification: the consumption is taken as already weather-corrected (DWD climate factors are
 * applied by the verbrauch module or entered as `climateFactor` here, on the whole consumption).
 */

export const areaRules = {
  'up-to-two-heated-cellar': 1.35,
  other: 1.2,
} as const;
export type AreaRule = keyof typeof areaRules | 'known';

export const decentralHotWaterSurcharge = 20; // kWh/(m²·a)

export interface ConsumptionInput {
  annualFinalEnergy: number; // kWh/a, mean of the billing years
  livingArea: number | null; // m² (Wohnfläche)
  rule: AreaRule;
  referenceArea?: number | null; // m² A_N when known
  hotWaterIncluded: boolean;
  climateFactor?: number; // default 1
}

export interface ConsumptionValues {
  referenceArea: number;
  areaFactor: number | null;
  finalEnergyPerArea: number;
  efficiencyClass: EfficiencyClass;
}

export function consumptionValues(input: ConsumptionInput): ConsumptionValues | null {
  const area =
    input.rule === 'known'
      ? (input.referenceArea ?? null)
      : input.livingArea === null
        ? null
        : input.livingArea * areaRules[input.rule];
  if (area === null || !(area > 0) || !(input.annualFinalEnergy >= 0)) return null;
  const climate = input.climateFactor ?? 1;
  const perArea =
    (input.annualFinalEnergy * climate) / area +
    (input.hotWaterIncluded ? 0 : decentralHotWaterSurcharge);
  return {
    referenceArea: area,
    areaFactor: input.rule === 'known' ? null : areaRules[input.rule],
    finalEnergyPerArea: perArea,
    efficiencyClass: efficiencyClass(perArea),
  };
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * The mean annual final energy (kWh/a) the project's verbrauch module holds: its stored results
 * (annualFinalEnergy or averageFinalEnergy), else the billing years of its payload (jahre[]).
 */
export function consumptionOf(module: ProjectModule | undefined): number | null {
  const values: JsonObject | null = storedResults(module?.payload)?.values ?? null;
  const stored = num(values?.annualFinalEnergy) ?? num(values?.averageFinalEnergy);
  if (stored !== null) return stored;
  const years = module?.payload?.jahre ?? module?.payload?.years;
  if (!Array.isArray(years)) return null;
  const amounts = years
    .map((y) =>
      y && typeof y === 'object'
        ? (num((y as JsonObject).verbrauchKwh) ?? num((y as JsonObject).finalEnergy))
        : null,
    )
    .filter((v): v is number => v !== null);
  return amounts.length ? amounts.reduce((a, b) => a + b, 0) / amounts.length : null;
}

/** Buildings with up to two dwellings by their type (the rest use the 1.2 rule). */
export function defaultAreaRule(building: Building | null): AreaRule {
  const type = building?.buildingType?.toLowerCase() ?? '';
  return /einfamilien|zweifamilien|doppelhaus|reihen/.test(type)
    ? 'up-to-two-heated-cellar'
    : 'other';
}

/** The colour bar's classes with their upper bounds (H open). */
export const classScale: { class: EfficiencyClass; upTo: number | null }[] = [
  ...efficiencyClassBounds.map((b) => ({ class: b.class, upTo: b.upTo })),
  { class: 'H', upTo: null },
];
