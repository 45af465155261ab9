import type { PlannerModel } from '../../../shared/pv-plan/document';
import {
  householdResults,
  householdResultsJson,
  type HeatPumpOffer,
} from '../../../shared/pv-plan/household-calc';
import type { PlanYield } from '../../../shared/pv-plan/planner-calc';
import { householdOf } from './household-fields';

/** Today as an ISO day in the consultant's time zone. */
export const localToday = (now = new Date()) =>
  new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

/** The day of a plan's last change in the consultant's time zone (today if it has none). */
export const planDay = (updatedAt: string | null | undefined) => {
  const changed = new Date(updatedAt ?? Number.NaN);
  return localToday(Number.isNaN(changed.getTime()) ? undefined : changed);
};

/**
 * A plan's household results as the document keeps them (`householdResults`), computed from the
 * plan as it is: the planner's save and the printed report run this one computation, so a plan
 * saved by an older planner prints what this one shows (null: the layout has no yield).
 */
export function planHouseholdResults(
  model: PlannerModel,
  result: PlanYield,
  latitude: number,
  offer: HeatPumpOffer | null,
  today: string,
): Record<string, unknown> | null {
  const results = householdResults(model, result, latitude, householdOf(model), offer, today);
  return results ? householdResultsJson(results) : null;
}

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
  const json = planHouseholdResults(model, result, latitude, offer, today);
  if (JSON.stringify(payload.householdResults ?? null) === JSON.stringify(json)) return payload;
  return { ...payload, householdResults: json };
}
