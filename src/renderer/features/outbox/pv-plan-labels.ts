import type { TFunction } from 'i18next';

/*
 * A PV plan document's keys (shared/pv-plan/document.ts, household.ts) in the planner's own
 * words: the outbox names a changed or conflicting key as the planner's field does, not
 * "Module Type › Width Mm". Keys shared by every record (name, roofs, modules) and keys with two
 * meanings in the document (`strings`: the server's string list and a tracker's parallel count)
 * are in the conflicts catalogue.
 */
const pvPlanLabels: Record<string, string> = {
  moduleType: 'pvPlanner.planner.chosenModule',
  manufacturer: 'pvPlanner.planner.manufacturer',
  model: 'pvPlanner.planner.model',
  wattPeak: 'pvPlanner.planner.wattPeak',
  widthMm: 'pvPlanner.planner.widthMm',
  heightMm: 'pvPlanner.planner.heightMm',
  orientation: 'pvPlanner.planner.orientation',
  edgeDistanceCm: 'pvPlanner.planner.edgeDistance',
  moduleGapCm: 'pvPlanner.planner.gap',
  tiltDeg: 'pvPlanner.planner.tilt',
  azimuthDeg: 'pvPlanner.planner.azimuth',
  fireWalls: 'pvPlanner.planner.edges',
  obstacles: 'pvPlanner.planner.obstacles',
  clearanceM: 'pvPlanner.planner.clearance',
  voc: 'pvHousehold.electrical.voc',
  vmpp: 'pvHousehold.electrical.vmpp',
  isc: 'pvHousehold.electrical.isc',
  impp: 'pvHousehold.electrical.impp',
  tempCoeffVoc: 'pvHousehold.electrical.tempCoeffVoc',
  tempCoeffPower: 'pvHousehold.electrical.tempCoeffPower',
  demand: 'pvHousehold.demand.title',
  householdKwh: 'pvHousehold.demand.household',
  heatPump: 'pvHousehold.demand.heatPump',
  manualKwh: 'pvHousehold.demand.heatPumpKwh',
  ev: 'pvHousehold.demand.partEv',
  kmPerYear: 'pvHousehold.demand.evKm',
  kwhPer100km: 'pvHousehold.demand.evConsumption',
  battery: 'pvHousehold.battery.title',
  capacityKwh: 'pvHousehold.battery.capacity',
  powerKw: 'pvHousehold.battery.power',
  efficiencyPct: 'pvHousehold.battery.efficiency',
  tariff: 'pvHousehold.tariff.title',
  commissioned: 'pvHousehold.tariff.commissioned',
  fullFeedIn: 'pvHousehold.tariff.fullFeedIn',
  smartMeter: 'pvHousehold.tariff.smartMeter',
  economics: 'pvHousehold.economics.title',
  pricePerKwp: 'pvHousehold.economics.pricePerKwp',
  pricePerBatteryKwh: 'pvHousehold.economics.pricePerBatteryKwh',
  electricityPriceCt: 'pvHousehold.economics.electricityPriceCt',
  priceIncreasePct: 'pvHousehold.economics.priceIncreasePct',
  degradationPct: 'pvHousehold.economics.degradationPct',
  operatingCostsEur: 'pvHousehold.economics.operatingCostsEur',
  stringPlan: 'pvHousehold.strings.title',
  inverter: 'pvHousehold.strings.inverter',
  maxDcVoltage: 'pvHousehold.strings.maxDcVoltage',
  mpptMin: 'pvHousehold.strings.mpptMin',
  mpptMax: 'pvHousehold.strings.mpptMax',
  mpptCount: 'pvHousehold.strings.mpptCount',
  maxInputCurrent: 'pvHousehold.strings.maxInputCurrent',
  acPower: 'pvHousehold.strings.acPower',
  trackers: 'pvHousehold.strings.mpptCount',
  modulesPerString: 'pvHousehold.strings.modulesPerString',
};

/** A PV plan document key as the planner labels it; null for a key the planner does not show. */
export function pvPlanKeyLabel(t: TFunction, key: string): string | null {
  return Object.hasOwn(pvPlanLabels, key) ? t(pvPlanLabels[key]!) : null;
}
