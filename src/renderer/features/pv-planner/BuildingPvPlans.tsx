/*
 * The PV plans made for a building, on the building page. Seam for the PV planner (issue 13): the
 * building page renders this; the planner's list replaces the body. Renders nothing until then.
 */
export function BuildingPvPlans(_props: { buildingId: string }) {
  return null;
}
