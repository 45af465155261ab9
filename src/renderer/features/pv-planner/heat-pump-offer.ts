import type { HeatPumpOffer } from '../../../shared/pv-plan/household-calc';

/*
 * The heat pump's annual electricity from the project's modules, for the PV plan's demand:
 * heat demand ÷ JAZ (the combined seasonal performance factor the `jaz` module stored). The heat
 * demand is the consumption analysis' useful heat plus its hot water (`verbrauch`: results
 * usefulHeat, input hotWaterEnergy, kWh/a) where the project has one; otherwise the heat pump's
 * heat load (`waermepumpe`: results heatLoad, kW) × 2,000 full-load hours, an assumption for a
 * house of average insulation that the planner names as such. Only what the modules stored is
 * read (their `results.values`, docs/calculators.md), never an unsaved draft.
 */

export const assumedFullLoadHours = 2000;

type Payload = Record<string, unknown> | null | undefined;
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const positive = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : null;

function values(payload: Payload): Record<string, unknown> {
  const results = isObject(payload) ? payload.results : null;
  return isObject(results) && isObject(results.values) ? results.values : {};
}

export function heatPumpOffer(
  modules: ReadonlyArray<{ moduleKey: string; payload: Payload }>,
): HeatPumpOffer | null {
  const byKey = new Map(modules.map((m) => [m.moduleKey, m.payload]));
  const spf = positive(values(byKey.get('jaz')).combinedSpf);
  if (spf === null) return null;
  const consumption = byKey.get('verbrauch');
  const usefulHeat = positive(values(consumption).usefulHeat);
  const hotWater = isObject(consumption) ? (positive(consumption.hotWaterEnergy) ?? 0) : 0;
  const heatLoad = positive(values(byKey.get('waermepumpe')).heatLoad);
  const heatDemandKwh =
    usefulHeat !== null
      ? usefulHeat + hotWater
      : heatLoad !== null
        ? heatLoad * assumedFullLoadHours
        : null;
  if (heatDemandKwh === null) return null;
  return {
    heatDemandKwh,
    heatDemandBasis: usefulHeat !== null ? 'verbrauch' : 'heatLoad',
    spf,
    electricityKwh: heatDemandKwh / spf,
  };
}
