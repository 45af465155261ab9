/*
 * PV self-consumption and autarky by an hourly simulation over one reference year (8,760 h),
 * CALCULATORS.md section 13: PV from the plan's annual yield shaped by the offline irradiation
 * model with passing clouds (pv-hourly.ts), one household's demand after BDEW H25, a heat pump by
 * outdoor temperature and an electric car charged evenings and weekends (load-profiles.ts), and a
 * battery charged from surplus and discharged into demand within its power, losing
 * √(round-trip efficiency) on the way in and again on the way out. The battery starts the year
 * empty and is neither charged from nor discharged into the grid.
 * selfConsumed is the demand covered by PV, directly or through the battery, so that
 * gridImport = demand − selfConsumed and autarky = 1 − gridImport/demand; the battery's losses
 * are part of the yield that is neither self-consumed nor fed in.
 * Calibration against HTW Berlin's Unabhängigkeitsrechner: docs/calculators.md, section 13.
 */
import { atLeast, greaterThan, within } from './domain';
import { pvYieldBounds } from './pv-yield';
import { fillPvHourly } from './pv-hourly';
import { evProfile, heatPumpProfile, householdProfile } from './load-profiles';
import { hoursPerYear } from './reference-year';

export interface PvBattery {
  capacity: number; // kWh usable
  power?: number; // kW, default capacity/2
  roundTripEfficiency?: number; // default 0.9
}

export interface PvSelfConsumptionInput {
  kwp: number;
  annualYield: number; // kWh/a
  latitude: number;
  tilt: number;
  azimuth: number;
  householdDemand: number; // kWh/a
  heatPumpDemand?: number; // kWh/a
  evDemand?: number; // kWh/a
  battery?: PvBattery;
}

export interface PvSelfConsumptionResult {
  selfConsumed: number;
  feedIn: number;
  gridImport: number;
  selfConsumptionRate: number;
  autarky: number;
}

/**
 * The year's hours, kWh per hour: PV output, total demand, the part of it drawn by appliances and
 * the car at full power, and the share of the hour they run (load-profiles.ts).
 */
export interface PvYearHours {
  pv: Float64Array;
  demand: Float64Array;
  runs: Float64Array;
  runShare: Float64Array;
}

/** The hourly flows of one simulation, kWh per hour. */
export interface PvHourlyFlows extends PvSelfConsumptionResult {
  hours: PvYearHours & { feedIn: Float64Array; gridImport: Float64Array };
}

export const pvBatteryDefaults = { roundTripEfficiency: 0.9, powerPerCapacity: 0.5 } as const;

function checkBattery(battery: PvBattery | undefined): Required<PvBattery> | undefined {
  if (!battery) return undefined;
  const capacity = atLeast('battery.capacity', battery.capacity, 0, 'kWh');
  const requested = battery.power ?? capacity * pvBatteryDefaults.powerPerCapacity;
  // A battery of 0 kWh (the sizing's first step) may have 0 kW; any real one needs power.
  const power =
    capacity === 0
      ? atLeast('battery.power', requested, 0, 'kW')
      : greaterThan('battery.power', requested, 0, 'kW');
  const roundTripEfficiency = within(
    'battery.roundTripEfficiency',
    battery.roundTripEfficiency ?? pvBatteryDefaults.roundTripEfficiency,
    0.5,
    1,
  );
  return { capacity, power, roundTripEfficiency };
}

/**
 * Builds the year's hourly PV and demand for a plan (inputs checked here). `pv`: the year's PV
 * when the caller has it already (several faces summed, or unchanged since the last call); it is
 * used as it is, not copied.
 */
export function pvYearHours(input: PvSelfConsumptionInput, pv?: Float64Array): PvYearHours {
  const [latMin, latMax] = pvYieldBounds.latitude;
  const kwp = greaterThan('kwp', input.kwp, 0, 'kWp');
  const annualYield = atLeast('annualYield', input.annualYield, 0, 'kWh/a');
  // More than 2,000 kWh per kWp is beyond any fixed system in the irradiation model's domain.
  within('annualYield', annualYield / kwp, 0, 2000, 'kWh/kWp');
  const latitude = within('latitude', input.latitude, latMin, latMax, '°');
  const tilt = within('tilt', input.tilt, 0, 90, '°');
  const azimuth = within('azimuth', input.azimuth, -180, 180, '°');
  const household = atLeast('householdDemand', input.householdDemand, 0, 'kWh/a');
  const heatPump = atLeast('heatPumpDemand', input.heatPumpDemand ?? 0, 0, 'kWh/a');
  const ev = atLeast('evDemand', input.evDemand ?? 0, 0, 'kWh/a');
  if (household + heatPump + ev <= 0) {
    greaterThan('householdDemand', household, 0, 'kWh/a');
  }

  if (pv && pv.length !== hoursPerYear) throw new RangeError(`pv: ${hoursPerYear} hours expected`);
  const hourly = pv ?? new Float64Array(hoursPerYear);
  if (!pv) fillPvHourly({ kwp, annualYield, latitude, tilt, azimuth }, hourly);
  const demand = new Float64Array(hoursPerYear);
  const runs = new Float64Array(hoursPerYear);
  const runShare = new Float64Array(hoursPerYear);
  const home = householdProfile();
  const heatPumpShape = heatPumpProfile();
  const car = evProfile();
  const homeScale = household / home.reference;
  const carScale = ev / car.reference;
  for (let i = 0; i < hoursPerYear; i++) {
    demand[i] = household * home.total[i]! + heatPump * heatPumpShape[i]! + ev * car.total[i]!;
    runs[i] = household * home.runs[i]! + ev * car.runs[i]!;
    runShare[i] = Math.min(1, home.runHours[i]! * homeScale + car.runHours[i]! * carScale);
  }
  return { pv: hourly, demand, runs, runShare };
}

/**
 * Runs the year's hours through the battery (or none). When `flows` is given, the hourly feed-in
 * and grid import are written into it.
 */
export function dispatchYear(
  year: PvYearHours,
  battery: PvBattery | undefined,
  flows?: { feedIn: Float64Array; gridImport: Float64Array },
): PvSelfConsumptionResult {
  const checked = checkBattery(battery);
  const capacity = checked?.capacity ?? 0;
  const power = checked?.power ?? 0;
  const oneWay = Math.sqrt(checked?.roundTripEfficiency ?? 1);
  const { pv, demand, runs, runShare } = year;
  let stored = 0;
  let pvSum = 0;
  let demandSum = 0;
  let feedInSum = 0;
  let importSum = 0;
  for (let i = 0; i < hoursPerYear; i++) {
    const generation = pv[i]!;
    const load = demand[i]!;
    pvSum += generation;
    demandSum += load;
    // PV covers the steady demand first, appliance runs only while they run.
    // PV covers the steady demand first, appliance runs only while they run; the battery
    // likewise, within its power.
    const running = runs[i]!;
    const share = runShare[i]!;
    const steady = load - running;
    const steadyCovered = Math.min(generation, steady);
    const runsCovered = Math.min(running, (generation - steadyCovered) * share);
    const surplus = generation - steadyCovered - runsCovered;
    const charge = Math.min(surplus, power, (capacity - stored) / oneWay);
    stored += charge * oneWay;
    const steadyFromBattery = Math.min(steady - steadyCovered, power, stored * oneWay);
    const runsFromBattery = Math.min(
      running - runsCovered,
      (power - steadyFromBattery) * share,
      stored * oneWay - steadyFromBattery,
    );
    const discharge = steadyFromBattery + runsFromBattery;
    stored -= discharge / oneWay;
    const feedIn = surplus - charge;
    const gridImport = load - steadyCovered - runsCovered - discharge;
    feedInSum += feedIn;
    importSum += gridImport;
    if (flows) {
      flows.feedIn[i] = feedIn;
      flows.gridImport[i] = gridImport;
    }
  }
  const selfConsumed = demandSum - importSum;
  return {
    selfConsumed,
    feedIn: feedInSum,
    gridImport: importSum,
    selfConsumptionRate: pvSum > 0 ? selfConsumed / pvSum : 0,
    autarky: demandSum > 0 ? selfConsumed / demandSum : 0,
  };
}

/** CALCULATORS.md section 13: the year's self-consumption, feed-in, grid import and autarky. */
export function pvSelfConsumption(input: PvSelfConsumptionInput): PvSelfConsumptionResult {
  const battery = checkBattery(input.battery);
  return dispatchYear(pvYearHours(input), battery);
}

/** The same simulation with its hourly series (for the feed-in rules and the planner's charts). */
export function pvHourlyFlows(input: PvSelfConsumptionInput): PvHourlyFlows {
  const battery = checkBattery(input.battery);
  const year = pvYearHours(input);
  const feedIn = new Float64Array(hoursPerYear);
  const gridImport = new Float64Array(hoursPerYear);
  const result = dispatchYear(year, battery, { feedIn, gridImport });
  return { ...result, hours: { ...year, feedIn, gridImport } };
}
