import {
  defaultLibrary,
  knownSchemaVersion,
  readDocument,
  writeDocument,
  type PlannerModel,
} from '../../src/shared/pv-plan/document';
import { householdDefaults, type HouseholdPlan } from '../../src/shared/pv-plan/household';
import { householdResults, householdResultsJson } from '../../src/shared/pv-plan/household-calc';
import { planYield } from '../../src/shared/pv-plan/planner-calc';
import { addRoof, relayout } from '../../src/shared/pv-plan/edits';

/* A PV plan as the planner saves it: one south roof "Süddach" filled with modules, its results. */

const lat = 51.53;
const bsm = defaultLibrary.find((m) => m.model === 'BSM450M-72HBD')!;

export function savedPvPlan(household: HouseholdPlan) {
  const read = readDocument({}, knownSchemaVersion);
  if (!read.ok) throw new Error('not read');
  let model: PlannerModel = { ...read.model, moduleType: bsm, household };
  model = addRoof(
    model,
    [
      [0, 0],
      [8, 0],
      [8, 5],
      [0, 5],
    ],
    'Süddach',
  );
  model = relayout(model, model.roofs[0]!.id);
  const results = householdResults(
    model,
    planYield(model, lat, 9.93),
    lat,
    household,
    null,
    '2026-03-01',
  )!;
  const payload = { ...writeDocument({}, model), householdResults: householdResultsJson(results) };
  return { payload, results };
}

export const withBattery: HouseholdPlan = {
  ...householdDefaults,
  battery: { ...householdDefaults.battery, enabled: true, capacityKwh: 6, powerKw: 3 },
  tariff: { ...householdDefaults.tariff, commissioned: '2026-03-01' },
  economics: { ...householdDefaults.economics, electricityPriceCt: 36, operatingCostsEur: 120 },
};
