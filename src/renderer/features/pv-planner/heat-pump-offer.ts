import type { JsonObject } from '../../../shared/api';
import type { HeatPumpOffer } from '../../../shared/pv-plan/household-calc';
import { projectFigure, type StoredModules } from '../../modules/figures';

/*
 * The heat pump's annual electricity from the project's modules, for the PV plan's demand:
 * heat demand ÷ JAZ (the combined seasonal performance factor). The heat demand is the one the
 * measured consumption gives (useful heat plus hot water, kWh/a) where the project has it;
 * otherwise the heat pump's heat load (kW) × 2,000 full-load hours, an assumption for a house of
 * average insulation that the planner names as such. Only what the modules stored is read (the
 * project's figures, modules/figures.ts), never an unsaved draft.
 */

export const assumedFullLoadHours = 2000;

const positive = (v: number | null): number | null => (v !== null && v > 0 ? v : null);

export function heatPumpOffer(
  modules: ReadonlyArray<{ moduleKey: string; payload: JsonObject | null }>,
): HeatPumpOffer | null {
  const byKey: StoredModules = Object.fromEntries(modules.map((m) => [m.moduleKey, m]));
  const spf = positive(projectFigure(byKey, 'seasonalPerformanceFactor'));
  if (spf === null) return null;
  const measured = positive(projectFigure(byKey, 'annualHeatDemandKwh'));
  const heatLoad = positive(projectFigure(byKey, 'heatPumpHeatLoadKw'));
  const heatDemandKwh =
    measured !== null ? measured : heatLoad !== null ? heatLoad * assumedFullLoadHours : null;
  if (heatDemandKwh === null) return null;
  return {
    heatDemandKwh,
    heatDemandBasis: measured !== null ? 'verbrauch' : 'heatLoad',
    spf,
    electricityKwh: heatDemandKwh / spf,
  };
}
