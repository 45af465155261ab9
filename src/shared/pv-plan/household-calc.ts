/*
 * What a plan means for its household (CALCULATORS.md section 13), from the plan's faces and
 * yield and the household part of its document: the hourly simulation with and without the
 * battery, a typical summer and winter day, the months, the battery sizing, the EEG tariff with the
 * 2025 rules' estimate, the economics over 20 years and the strings on the inverter. Pure; the
 * planner runs it off the keystroke path.
 *
 * Several faces: the year's PV is the sum of each face's hourly course (its tilt, azimuth and
 * yield), so an east-west roof is simulated as one, not as its average orientation.
 */
import {
  dispatchYear,
  pvYearHours,
  type PvSelfConsumptionResult,
  type PvYearHours,
} from '../calc/pv-self-consumption';
import { fillPvHourly } from '../calc/pv-hourly';
import { hoursPerYear, referenceYear } from '../calc/reference-year';
import { eegFeedInTariff } from '../calc/eeg-tariff';
import { eegTariffTable } from '../calc/eeg-tariff-table';
import { solarPeakRulesEstimate, type SolarPeakRulesEstimate } from '../calc/solar-peak-rules';
import {
  pvBatterySizingOnYear,
  pvEconomics,
  type PvBatterySizingResult,
  type PvEconomicsResult,
} from '../calc/pv-economics';
import {
  dcAcRatio,
  proposePvStrings,
  pvStringCheck,
  pvTrackerMppCurrent,
  type PvStringCheckResult,
  type PvTrackerMppCurrentResult,
} from '../calc/pv-strings';
import { pvInverterCatalogue } from '../calc/catalogues/pv-inverters';
import type { ModuleElectrical, PlannerModel } from './document';
import {
  defaultInverter,
  type HouseholdPlan,
  type StringInverter,
  type TrackerPlan,
} from './household';
import { pvgisAzimuth, type PlanYield } from './planner-calc';

/** The heat pump's electricity as the project's modules give it (see heat-pump-offer.ts). */
export interface HeatPumpOffer {
  heatDemandKwh: number;
  /** verbrauch: useful heat and hot water of the consumption analysis; heatLoad: heat load × hours. */
  heatDemandBasis: 'verbrauch' | 'heatLoad';
  spf: number;
  electricityKwh: number;
}

export interface DemandParts {
  household: number;
  heatPump: number;
  /** Where the heat pump's figure is from; 'missing' when the modules do not give one. */
  heatPumpFrom: 'none' | 'modules' | 'manual' | 'missing';
  ev: number;
  total: number;
}

export function demandParts(plan: HouseholdPlan, offer: HeatPumpOffer | null): DemandParts {
  const { householdKwh, heatPump, ev } = plan.demand;
  const evKwh = ev.enabled ? (ev.kmPerYear * ev.kwhPer100km) / 100 : 0;
  let heatPumpKwh = 0;
  let heatPumpFrom: DemandParts['heatPumpFrom'] = heatPump.mode;
  if (heatPump.mode === 'manual') heatPumpKwh = heatPump.manualKwh;
  else if (heatPump.mode === 'modules') {
    if (offer) heatPumpKwh = offer.electricityKwh;
    else heatPumpFrom = 'missing';
  }
  return {
    household: householdKwh,
    heatPump: heatPumpKwh,
    heatPumpFrom,
    ev: evKwh,
    total: householdKwh + heatPumpKwh + evKwh,
  };
}

/** One hour of a typical day, kWh (the mean of that hour over the month). */
export interface DayHour {
  hour: number;
  pv: number;
  demand: number;
  selfConsumed: number;
  feedIn: number;
  gridImport: number;
}

export interface MonthFlows {
  month: number;
  pv: number;
  selfConsumed: number;
  feedIn: number;
  gridImport: number;
}

export type TariffOutcome =
  | {
      ok: true;
      commissioned: string;
      ctPerKwh: number;
      periodStart: string;
      periodEnd: string;
      /** False: computed by the § 49 rule, not yet checked against the publication. */
      published: boolean;
      rules: SolarPeakRulesEstimate;
    }
  | { ok: false; reason: 'outsideTable'; commissioned: string; first: string; last: string }
  | { ok: false; reason: 'over100'; commissioned: string };

export interface TrackerCheck extends TrackerPlan {
  tracker: number;
  check: PvStringCheckResult;
  /** In operation: strings · Impp against the inverter's usable input current (beside the check). */
  mpp: PvTrackerMppCurrentResult;
}

export type StringsOutcome =
  | { ok: false; reason: 'noElectrical' | 'invalidElectrical' }
  | {
      ok: true;
      inverter: StringInverter;
      proposed: TrackerPlan[];
      /** True when the plan's trackers are its own, not the proposal. */
      changed: boolean;
      trackers: TrackerCheck[];
      /** Trackers beyond the inverter's MPP trackers (the plan asks for more than it has). */
      extraTrackers: number;
      modulesConnected: number;
      modulesPlaced: number;
      dcAcRatio: number;
    };

export interface HouseholdResults {
  demand: DemandParts;
  annualYield: number;
  kwp: number;
  without: PvSelfConsumptionResult;
  withBattery: PvSelfConsumptionResult | null;
  summerDay: DayHour[];
  winterDay: DayHour[];
  months: MonthFlows[];
  sizing: PvBatterySizingResult | null;
  tariff: TariffOutcome;
  economics: PvEconomicsResult | null;
  strings: StringsOutcome;
}

type FaceGroup = { kwp: number; annualYield: number; tilt: number; azimuth: number };

/** The year's hours of a plan: every face's PV added up, the demand of the household. */
export function planYearHours(
  model: PlannerModel,
  yieldResult: PlanYield,
  latitude: number,
  demand: DemandParts,
): PvYearHours | null {
  // Faces of the same tilt and azimuth share one hourly course: simulated once, summed.
  const byOrientation = new Map<string, FaceGroup>();
  for (const face of yieldResult.faces) {
    const roof = model.roofs.find((r) => r.id === face.roofId);
    if (!roof || !(face.kWp > 0) || !((face.annualKwh ?? 0) > 0)) continue;
    const tilt = Math.min(90, Math.max(0, roof.tiltDeg));
    const azimuth = pvgisAzimuth(roof.azimuthDeg);
    const key = `${tilt}/${azimuth}`;
    const group = byOrientation.get(key) ?? { kwp: 0, annualYield: 0, tilt, azimuth };
    group.kwp += face.kWp;
    group.annualYield += face.annualKwh!;
    byOrientation.set(key, group);
  }
  const faces = [...byOrientation.values()].sort((a, b) => b.kwp - a.kwp);
  const first = faces[0];
  if (!first || demand.total <= 0) return null;
  return pvYearHours(
    {
      ...first,
      latitude,
      householdDemand: demand.household,
      heatPumpDemand: demand.heatPump,
      evDemand: demand.ev,
    },
    facesPvHours(faces, latitude),
  );
}

/*
 * The summed PV of the last faces asked for: an edit of the demand, the battery, the tariff or a
 * price leaves the faces as they were, so the year's irradiation is not computed again (it is
 * most of a recompute). One entry: the planner has one plan open. The array is only read.
 */
let lastFacesPv: { key: string; pv: Float64Array } | null = null;

function facesPvHours(faces: FaceGroup[], latitude: number): Float64Array {
  const key = JSON.stringify([latitude, faces]);
  if (lastFacesPv?.key === key) return lastFacesPv.pv;
  const pv = new Float64Array(hoursPerYear);
  const scratch = new Float64Array(hoursPerYear);
  for (const face of faces) {
    fillPvHourly({ ...face, latitude }, scratch);
    for (let i = 0; i < hoursPerYear; i++) pv[i]! += scratch[i]!;
  }
  lastFacesPv = { key, pv };
  return pv;
}

function typicalDay(
  year: PvYearHours,
  flows: { feedIn: Float64Array; gridImport: Float64Array },
  month: number,
): DayHour[] {
  const days = referenceYear().month;
  const hours = Array.from({ length: 24 }, (_, hour) => ({
    hour,
    pv: 0,
    demand: 0,
    selfConsumed: 0,
    feedIn: 0,
    gridImport: 0,
  }));
  let count = 0;
  for (let d = 0; d < days.length; d++) {
    if (days[d] !== month) continue;
    count++;
    for (let h = 0; h < 24; h++) {
      const i = d * 24 + h;
      const slot = hours[h]!;
      slot.pv += year.pv[i]!;
      slot.demand += year.demand[i]!;
      slot.feedIn += flows.feedIn[i]!;
      slot.gridImport += flows.gridImport[i]!;
      slot.selfConsumed += year.demand[i]! - flows.gridImport[i]!;
    }
  }
  for (const slot of hours)
    for (const key of ['pv', 'demand', 'selfConsumed', 'feedIn', 'gridImport'] as const)
      slot[key] /= count || 1;
  return hours;
}

function monthly(
  year: PvYearHours,
  flows: { feedIn: Float64Array; gridImport: Float64Array },
): MonthFlows[] {
  const days = referenceYear().month;
  const months = Array.from({ length: 12 }, (_, month) => ({
    month,
    pv: 0,
    selfConsumed: 0,
    feedIn: 0,
    gridImport: 0,
  }));
  for (let i = 0; i < hoursPerYear; i++) {
    const m = months[days[Math.floor(i / 24)]!]!;
    m.pv += year.pv[i]!;
    m.feedIn += flows.feedIn[i]!;
    m.gridImport += flows.gridImport[i]!;
    m.selfConsumed += year.demand[i]! - flows.gridImport[i]!;
  }
  return months;
}

export function feedInTariff(
  plan: HouseholdPlan,
  kwp: number,
  today: string,
  pv: Float64Array,
  feedIn: Float64Array,
): TariffOutcome {
  const commissioned = plan.tariff.commissioned ?? today;
  const first = eegTariffTable[0]!.start;
  const last = eegTariffTable[eegTariffTable.length - 1]!.end;
  if (commissioned < first || commissioned > last)
    return { ok: false, reason: 'outsideTable', commissioned, first, last };
  if (kwp > 100) return { ok: false, reason: 'over100', commissioned };
  const tariff = eegFeedInTariff({ commissioned, kwp, fullFeedIn: plan.tariff.fullFeedIn });
  const period = eegTariffTable.find((p) => p.start === tariff.periodStart)!;
  return {
    ok: true,
    commissioned,
    ...tariff,
    published: period.published,
    rules: solarPeakRulesEstimate({
      pv,
      feedIn,
      kwp,
      commissioned,
      smartMeter: plan.tariff.smartMeter,
      ctPerKwh: tariff.ctPerKwh,
    }),
  };
}

/** DC/AC band a plan's starting inverter should fall in (a usual design band for homes). */
export const dcAcBand = { min: 0.9, max: 1.3 } as const;

/*
 * The catalogue inverter a plan starts with until the consultant picks one: the smallest whose
 * string proposal connects every module without a problem and whose DC/AC ratio lies in the
 * band; failing that, the one nearest the band (a too-small inverter shows its warning, a larger
 * one would hide that the catalogue has nothing that fits).
 */
export function inverterForPlan(
  module: Parameters<typeof pvStringCheck>[0]['module'],
  moduleCount: number,
  kwp: number,
): StringInverter {
  const fits = (inverter: StringInverter) => {
    if (moduleCount < 1) return true;
    const proposal = proposePvStrings({ module, modules: moduleCount, inverter });
    return (
      proposal.modulesLeft === 0 &&
      proposal.trackers.every(
        ({ modulesPerString, strings }) =>
          pvStringCheck({ module, modulesPerString, strings, inverter }).problems.length === 0,
      )
    );
  };
  const distance = (inverter: StringInverter) => {
    if (kwp <= 0) return 0;
    const ratio = dcAcRatio(kwp, inverter.acPower / 1000);
    return Math.max(0, dcAcBand.min - ratio, ratio - dcAcBand.max);
  };
  const ranked = pvInverterCatalogue
    .map((inverter) => ({ inverter, fits: fits(inverter), distance: distance(inverter) }))
    .sort(
      (a, b) =>
        Number(b.fits) - Number(a.fits) ||
        a.distance - b.distance ||
        a.inverter.acPower - b.inverter.acPower,
    );
  return { ...ranked[0]!.inverter };
}

export function stringsOf(
  plan: HouseholdPlan,
  electrical: ModuleElectrical | undefined,
  moduleCount: number,
  kwp: number,
): StringsOutcome {
  if (!electrical) return { ok: false, reason: 'noElectrical' };
  try {
    return checkedStrings(plan, electrical, moduleCount, kwp);
  } catch (error) {
    // Values another tool stored with the module that no module has (Isc 0 A, Vmpp above Voc):
    // the calculators refuse them; the panel says so instead of the planner failing.
    if (error instanceof RangeError) return { ok: false, reason: 'invalidElectrical' };
    throw error;
  }
}

function checkedStrings(
  plan: HouseholdPlan,
  electrical: ModuleElectrical,
  moduleCount: number,
  kwp: number,
): StringsOutcome {
  const module = {
    voc: electrical.voc,
    vmpp: electrical.vmpp,
    isc: electrical.isc,
    tempCoeffVoc: electrical.tempCoeffVoc,
  };
  // Strings laid out by hand before any inverter was picked were laid out on the catalogue's
  // first one; they keep it, so a saved plan's check does not change under the consultant.
  const inverter =
    plan.stringPlan.inverter ??
    (plan.stringPlan.trackers ? defaultInverter() : inverterForPlan(module, moduleCount, kwp));
  const proposal =
    moduleCount > 0 ? proposePvStrings({ module, modules: moduleCount, inverter }) : null;
  const proposed = (proposal?.trackers ?? []).map(({ modulesPerString, strings }) => ({
    modulesPerString,
    strings,
  }));
  const own = plan.stringPlan.trackers;
  const chosen = own ?? proposed;
  const trackers = chosen.map((t, k) => ({
    ...t,
    tracker: k + 1,
    check: pvStringCheck({ module, ...t, inverter }),
    mpp: pvTrackerMppCurrent({
      impp: electrical.impp,
      strings: t.strings,
      maxInputCurrent: inverter.maxInputCurrent,
    }),
  }));
  return {
    ok: true,
    inverter,
    proposed,
    changed: own !== null,
    trackers,
    extraTrackers: Math.max(0, trackers.length - inverter.mpptCount),
    modulesConnected: chosen.reduce((s, t) => s + t.modulesPerString * t.strings, 0),
    modulesPlaced: moduleCount,
    dcAcRatio: kwp > 0 ? dcAcRatio(kwp, inverter.acPower / 1000) : 0,
  };
}

/** Everything the household panels show; null when the plan has no yield yet. */
export function householdResults(
  model: PlannerModel,
  yieldResult: PlanYield,
  latitude: number,
  plan: HouseholdPlan,
  offer: HeatPumpOffer | null,
  today: string,
): HouseholdResults | null {
  const demand = demandParts(plan, offer);
  const annualYield = yieldResult.annualKwh ?? 0;
  const kwp = yieldResult.kWp;
  const strings = stringsOf(plan, model.moduleType.electrical, yieldResult.moduleCount, kwp);
  const year = annualYield > 0 ? planYearHours(model, yieldResult, latitude, demand) : null;
  if (!year) return null;
  const noBattery = {
    feedIn: new Float64Array(hoursPerYear),
    gridImport: new Float64Array(hoursPerYear),
  };
  const without = dispatchYear(year, undefined, noBattery);
  const { battery } = plan;
  const batteryFlows = {
    feedIn: new Float64Array(hoursPerYear),
    gridImport: new Float64Array(hoursPerYear),
  };
  const withBattery = battery.enabled
    ? dispatchYear(
        year,
        {
          capacity: battery.capacityKwh,
          power: battery.powerKw,
          roundTripEfficiency: battery.efficiencyPct / 100,
        },
        batteryFlows,
      )
    : null;
  const flows = withBattery ? batteryFlows : noBattery;
  const chosen = withBattery ?? without;
  const full = plan.tariff.fullFeedIn;
  // Full feed-in: every kWh goes to the grid, the household buys all it uses.
  const fedIn = full ? year.pv : flows.feedIn;
  const tariff = feedInTariff(plan, kwp, today, year.pv, fedIn);
  const e = plan.economics;
  const economicsBase = {
    pricePerKwp: e.pricePerKwp,
    pricePerBatteryKwh: e.pricePerBatteryKwh,
    electricityPrice: e.electricityPriceCt / 100,
    priceIncrease: e.priceIncreasePct / 100,
    feedInTariff: tariff.ok ? tariff.ctPerKwh : 0,
    degradation: e.degradationPct / 100,
    operatingCosts: e.operatingCostsEur,
  };
  const economics = pvEconomics({
    ...economicsBase,
    kwp,
    batteryCapacity: withBattery ? battery.capacityKwh : 0,
    annualYield,
    selfConsumed: full ? 0 : chosen.selfConsumed,
    feedIn: full ? annualYield : chosen.feedIn,
  });
  const sizing = full
    ? null
    : pvBatterySizingOnYear(year, {
        kwp,
        annualYield,
        economics: economicsBase,
        battery: {
          powerPerCapacity: battery.enabled ? battery.powerKw / battery.capacityKwh : undefined,
          roundTripEfficiency: battery.efficiencyPct / 100,
        },
      });
  return {
    demand,
    annualYield,
    kwp,
    without,
    withBattery,
    summerDay: typicalDay(year, flows, 6),
    winterDay: typicalDay(year, flows, 0),
    months: monthly(year, flows),
    sizing,
    tariff,
    economics,
    strings,
  };
}

/** An hour of a typical day as the charts show it, to 0.01 kWh. */
const dayPoint = (h: DayHour) => ({
  pv: Math.round(h.pv * 100) / 100,
  demand: Math.round(h.demand * 100) / 100,
  selfConsumed: Math.round(h.selfConsumed * 100) / 100,
});

/** What the document keeps of the results (`householdResults`), rounded, for lists and reports. */
export function householdResultsJson(r: HouseholdResults): Record<string, unknown> {
  const kwh = (v: number) => Math.round(v);
  const share = (v: number) => Math.round(v * 1000) / 1000;
  const flows = (f: PvSelfConsumptionResult) => ({
    selfConsumed: kwh(f.selfConsumed),
    feedIn: kwh(f.feedIn),
    gridImport: kwh(f.gridImport),
    selfConsumptionRate: share(f.selfConsumptionRate),
    autarky: share(f.autarky),
  });
  return {
    demandKwh: kwh(r.demand.total),
    demandParts: {
      household: kwh(r.demand.household),
      heatPump: kwh(r.demand.heatPump),
      ev: kwh(r.demand.ev),
    },
    withoutBattery: flows(r.without),
    withBattery: r.withBattery ? flows(r.withBattery) : null,
    feedInTariffCt: r.tariff.ok ? Math.round(r.tariff.ctPerKwh * 100) / 100 : null,
    // The commissioning period the rate holds for, and whether it is published or computed.
    feedInPeriod: r.tariff.ok
      ? { start: r.tariff.periodStart, end: r.tariff.periodEnd, published: r.tariff.published }
      : null,
    // The planner's charts: a typical summer and winter day per hour, and the months.
    summerDay: r.summerDay.map(dayPoint),
    winterDay: r.winterDay.map(dayPoint),
    months: r.months.map((m) => ({
      selfConsumed: kwh(m.selfConsumed),
      feedIn: kwh(m.feedIn),
      gridImport: kwh(m.gridImport),
    })),
    investment: r.economics ? Math.round(r.economics.investment) : null,
    paybackYear: r.economics?.paybackYear ?? null,
    internalRateOfReturn:
      r.economics?.internalRateOfReturn == null
        ? null
        : Math.round(r.economics.internalRateOfReturn * 10000) / 10000,
    costPerKwhCt: r.economics ? Math.round(r.economics.costPerKwh * 10000) / 100 : null,
    // The planner's last two economics figures and the 2025 rules' estimate, for the report.
    firstYearSurplus: r.economics ? Math.round(r.economics.years[0]!.cashFlow) : null,
    surplusAfter20Years: r.economics ? Math.round(r.economics.years.at(-1)!.cumulative) : null,
    solarPeakRules: r.tariff.ok
      ? {
          applies: r.tariff.rules.applies,
          unpaidFeedIn: kwh(r.tariff.rules.unpaidFeedIn),
          curtailed: kwh(r.tariff.rules.curtailed),
          lostRevenue: Math.round(r.tariff.rules.lostRevenue),
        }
      : null,
    batteryKneeKwh: r.sizing?.kneeCapacity ?? null,
    dcAcRatio: r.strings.ok ? Math.round(r.strings.dcAcRatio * 100) / 100 : null,
    stringProblems: r.strings.ok
      ? r.strings.trackers.reduce((s, t) => s + t.check.problems.length, 0)
      : null,
  };
}
