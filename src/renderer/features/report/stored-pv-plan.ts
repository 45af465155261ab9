import type { PvPlanShort } from '../../../shared/api';
import type { PvPlanItem } from '../../../shared/ipc/channels/pv-plans';
import { readDocument, type PlannerModel } from '../../../shared/pv-plan/document';
import type { HeatPumpOffer } from '../../../shared/pv-plan/household-calc';
import { planYield, type PlanYield } from '../../../shared/pv-plan/planner-calc';
import { planDay, planHouseholdResults } from '../pv-planner/household-payload';

/*
 * A stored PV plan as the report prints it: the document read, the layout's yield, and the
 * household figures computed from the plan as stored (`planHouseholdResults`, the planner's own
 * computation: its inputs, the project's heat pump modules; an open commissioning day is the day
 * of the plan's last change). Page 1 and the PV part print the same plan, so it is computed once
 * per document (react-query keeps the document's object while it is unchanged), offer and day.
 */

export interface StoredPvPlanFigures {
  model: PlannerModel;
  result: PlanYield;
  /** As the document keeps them (`householdResults`); null when the layout has no yield. */
  household: Record<string, unknown> | null;
}

const computed = new WeakMap<object, { key: string; figures: StoredPvPlanFigures | null }>();

/** Null when this device has no document of the plan or cannot read it (a newer schema). */
export function storedPvPlanFigures(
  plan: PvPlanShort,
  detail: PvPlanItem | null,
  offer: HeatPumpOffer | null,
): StoredPvPlanFigures | null {
  const payload = detail?.payload;
  if (!payload) return null;
  const { originLat, originLng, updatedAt } = plan;
  const key = JSON.stringify([detail.schemaVersion, originLat, originLng, updatedAt, offer]);
  const known = computed.get(payload);
  if (known?.key === key) return known.figures;
  const read = readDocument(payload, detail.schemaVersion);
  let figures: StoredPvPlanFigures | null = null;
  if (read.ok) {
    const result = planYield(read.model, originLat, originLng);
    const day = planDay(updatedAt);
    const household = planHouseholdResults(read.model, result, originLat, offer, day);
    figures = { model: read.model, result, household };
  }
  computed.set(payload, { key, figures });
  return figures;
}
