import type { PlannerModel } from '../../../shared/pv-plan/document';
import {
  householdResults,
  householdResultsJson,
  type HeatPumpOffer,
} from '../../../shared/pv-plan/household-calc';
import type { PlanYield } from '../../../shared/pv-plan/planner-calc';
import { householdOf } from './household-fields';

/*
 * The document as saved: the household's results under their own key (`householdResults`), so
 * lists, the report and other devices read them without simulating the year again. Unchanged
 * results leave the document as it was.
 */
export function householdPayload(
  payload: Record<string, unknown>,
  model: PlannerModel,
  result: PlanYield,
  latitude: number,
  offer: HeatPumpOffer | null,
  today: string,
): Record<string, unknown> {
  const results = householdResults(model, result, latitude, householdOf(model), offer, today);
  const json = results ? householdResultsJson(results) : null;
  if (JSON.stringify(payload.householdResults ?? null) === JSON.stringify(json)) return payload;
  return { ...payload, householdResults: json };
}
