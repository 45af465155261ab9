/*
 * What the project's economics (the `wirtschaftlichkeit` module) can take from a PV plan: the
 * figures the planner saved with the plan (`householdResults`) and the prices the consultant
 * entered (`economics`, `tariff`), read from the stored document without simulating the year
 * again, so it works from the cached plan, offline. With a planned battery the battery's figures
 * count; with full feed-in the household uses none of the yield and everything is fed in (as
 * the planner's economics count it).
 *
 * The economics counts a PV figure as the same every year (the saving grown with the electricity
 * price, the feed-in revenue fixed for the tariff's 20 years). The modules lose output every year,
 * so year 1 would overstate 20 years; what it is offered is the degradation equivalent: year 1 ×
 * degradationEquivalentFactor, the constant figure that adds up to the planner's own 20-year
 * total (pvEconomics' degraded years).
 */
import { degradationEquivalentFactor, pvEconomicsDefaults } from '../calc/pv-economics';
import { knownSchemaVersion } from './document';
import { readHousehold } from './household';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

export interface PvEconomicsOffer {
  /** € for the PV system and the battery at the plan's prices (year 0). */
  investment: number;
  /** kWh/a the household needs (household, heat pump, car). */
  demandKwh: number;
  /** kWh/a of the demand covered by PV, directly or through the battery (year 1). */
  selfConsumedKwh: number;
  /** kWh/a fed into the grid (year 1). */
  feedInKwh: number;
  /** kWh/a still bought from the grid. */
  gridImportKwh: number;
  /** Share of the demand covered by PV, 0..1. */
  autarky: number;
  withBattery: boolean;
  fullFeedIn: boolean;
  /** ct/kWh, fixed for 20 years; null when the commissioning day is outside the tariff table. */
  feedInTariffCt: number | null;
  /** €/kWh the household pays for grid electricity, and its increase per year (0.02 = 2 %). */
  electricityPrice: number;
  priceIncrease: number;
  /** €/a insurance, metering, maintenance. */
  operatingCosts: number;
  /** € in year 1: self-consumed kWh at the electricity price, and fed-in kWh at the tariff. */
  firstYearSavings: number;
  firstYearFeedInRevenue: number;
  /** Per year, 0.005 = 0.5 %: the modules' loss of output the equivalents take into account. */
  degradation: number;
  /** Years the equivalents are averaged over (the planner's economics and the EEG tariff). */
  equivalentYears: number;
  /**
   * €/a the economics takes: year 1 × the degradation equivalent over `equivalentYears` (the
   * saving at the price increase, the feed-in revenue at the fixed tariff).
   */
  equivalentSavings: number;
  equivalentFeedInRevenue: number;
  /** The planner's own results over 20 years (null: not paid back / no rate). */
  paybackYear: number | null;
  internalRateOfReturn: number | null;
}

/**
 * The PV plan's figures for the economics, or null when the plan has no saved results (no modules
 * yet, or never saved by a planner of this kind) or was saved by a newer schema.
 */
export function pvEconomicsOffer(
  payload: unknown,
  schemaVersion: number | null,
): PvEconomicsOffer | null {
  if (schemaVersion !== null && schemaVersion > knownSchemaVersion) return null;
  if (!isObject(payload) || !isObject(payload.householdResults)) return null;
  const results = payload.householdResults;
  const flows = isObject(results.withBattery)
    ? results.withBattery
    : isObject(results.withoutBattery)
      ? results.withoutBattery
      : null;
  const investment = num(results.investment);
  const demandKwh = num(results.demandKwh);
  if (!flows || investment === null || demandKwh === null) return null;
  const selfConsumed = num(flows.selfConsumed) ?? 0;
  const feedIn = num(flows.feedIn) ?? 0;
  const gridImport = num(flows.gridImport) ?? demandKwh - selfConsumed;
  const household = readHousehold(payload);
  const fullFeedIn = household.tariff.fullFeedIn;
  // Without a battery nothing is lost: the yield is what is used plus what is fed in.
  const without = isObject(results.withoutBattery) ? results.withoutBattery : flows;
  const annualYield = (num(without.selfConsumed) ?? 0) + (num(without.feedIn) ?? 0);
  const feedInTariffCt = num(results.feedInTariffCt);
  const electricityPrice = household.economics.electricityPriceCt / 100;
  const used = fullFeedIn ? 0 : selfConsumed;
  const fed = fullFeedIn ? annualYield : feedIn;
  const priceIncrease = household.economics.priceIncreasePct / 100;
  const degradation = household.economics.degradationPct / 100;
  const years = pvEconomicsDefaults.years;
  const firstYearSavings = used * electricityPrice;
  const firstYearFeedInRevenue = (fed * (feedInTariffCt ?? 0)) / 100;
  return {
    investment,
    demandKwh,
    selfConsumedKwh: used,
    feedInKwh: fed,
    gridImportKwh: fullFeedIn ? demandKwh : gridImport,
    autarky: fullFeedIn ? 0 : (num(flows.autarky) ?? (demandKwh > 0 ? used / demandKwh : 0)),
    withBattery: isObject(results.withBattery),
    fullFeedIn,
    feedInTariffCt,
    electricityPrice,
    priceIncrease,
    operatingCosts: household.economics.operatingCostsEur,
    firstYearSavings,
    firstYearFeedInRevenue,
    degradation,
    equivalentYears: years,
    equivalentSavings:
      firstYearSavings * degradationEquivalentFactor(degradation, years, priceIncrease),
    equivalentFeedInRevenue:
      firstYearFeedInRevenue * degradationEquivalentFactor(degradation, years),
    paybackYear: num(results.paybackYear),
    internalRateOfReturn: num(results.internalRateOfReturn),
  };
}
