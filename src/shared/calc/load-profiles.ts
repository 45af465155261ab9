/*
 * Hourly demand shapes over the reference year (reference-year.ts), each adding up to 1 kWh/a, to
 * be scaled by the plan's annual demands:
 * - Household: one household as it is, not the smoothed average of many. The BDEW H25 profile
 *   (h25-profile.ts, with its dynamisation) gives the timing. The steady part (fridge, standby,
 *   lights, media: 1,800 kWh of a 4,000 kWh/a household) follows it with a day-to-day factor
 *   (lognormal, σ 0.25: days at home, guests); on 60 % of working days nobody is at home from 8 to
 *   16 h and 55 % of those hours' use moves to 17–22 h. Appliance runs (about 1,080 kWh/a) come on
 *   top at 2–2.5 kW, placed in their hours with H25's weights: kettle and coffee in the morning,
 *   cooking at midday on weekends and holidays and mostly in the evening on working days, the
 *   dishwasher after lunch or dinner, the washing machine and sometimes the dryer by day or
 *   evening.
 * - Heat pump: space heating in proportion to the heating degree hours below 15 °C of the
 *   reference year's outdoor temperature, divided by a COP that falls with the temperature
 *   (3.5 at 7 °C, 2.6 at −7 °C: an air-to-water unit at 35 °C flow), plus hot water (18 % of the
 *   electricity, loaded at 6–8 h every day).
 * - Electric car: the energy driven each day (less on weekends, varying from day to day) is
 *   recharged at 11 kW when the car is plugged in: on 30 % of working-day evenings (arriving
 *   17–19 h) and on 60 % of weekend and holiday days at 10–13 h.
 * Everything is deterministic (fixed seeds); the shapes are built once and shared.
 */
import { h25Dynamisation, h25Hourly } from './h25-profile';
import { daysPerYear, hoursPerYear, normalDeviate, referenceYear } from './reference-year';
import { seededRandom } from './seeded-random';

/** An appliance run: energy in kWh (of a 4,000 kWh/a household) over consecutive hours. */
interface ApplianceRun {
  energy: readonly number[];
  power: number; // kW while running
  perDay: number; // expected runs per day
  /** The hours a run may start in (inclusive), by day type. */
  window: (dayType: number) => readonly [from: number, to: number];
}

const smoothShare = 0.45;
const awayShare = 0.6; // working days on which nobody is at home by day
const [awayFrom, awayTo] = [8, 16];
const awayKeeps = 0.45; // fridge, standby and the like run on
const [eveningFrom, eveningTo] = [17, 22];
const householdReference = 4000; // kWh/a the appliance energies below are sized for

const applianceRuns: readonly ApplianceRun[] = [
  { energy: [0.15], power: 2, perDay: 1.2, window: () => [6, 9] }, // kettle, coffee
  {
    energy: [1.1, 0.2],
    power: 2.5,
    perDay: 0.9,
    window: (dayType) => (dayType === 0 ? [17, 19] : [11, 13]),
  }, // cooking, hob and oven
  { energy: [0.7, 0.3], power: 2.5, perDay: 0.25, window: () => [11, 12] }, // cooking at midday on a working day
  { energy: [0.8, 0.2], power: 2, perDay: 0.55, window: () => [19, 22] }, // dishwasher after dinner
  { energy: [0.8, 0.2], power: 2, perDay: 0.15, window: () => [13, 15] }, // dishwasher after lunch
  { energy: [0.7, 0.2], power: 2, perDay: 0.45, window: () => [8, 20] }, // washing machine
  { energy: [1.4, 0.6], power: 2.5, perDay: 0.12, window: () => [10, 21] }, // tumble dryer
];

/**
 * A demand shape: `total` per hour adds up to 1 over the year; `runs` is the part of it drawn by
 * appliances at full power (≤ total) and `runHours` how long they run in the hour at the
 * reference annual demand (longer in proportion for a larger demand, at most the whole hour
 * when used). The simulation lets PV cover a run only during its running time, as a one-minute
 * simulation would: a 2 kW kettle is not covered by 0.5 kW of PV however short it runs.
 */
export interface DemandShape {
  total: Float64Array;
  runs: Float64Array;
  runHours: Float64Array;
  reference: number; // kWh/a at which runHours hold
}

let householdShape: DemandShape | undefined;
let heatPumpShape: Float64Array | undefined;
let evShape: DemandShape | undefined;

/** One household's demand per hour, adding up to 1. */
export function householdProfile(): DemandShape {
  householdShape ??= buildHousehold();
  return householdShape;
}

/** A heat pump's electricity per hour, adding up to 1. */
export function heatPumpProfile(): Float64Array {
  heatPumpShape ??= buildHeatPump();
  return heatPumpShape;
}

/** An electric car's charging per hour, adding up to 1 (all of it drawn at 11 kW). */
export function evProfile(): DemandShape {
  evShape ??= buildEv();
  return evShape;
}

function normalise(values: Float64Array): Float64Array {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i]!;
  for (let i = 0; i < values.length; i++) values[i] = values[i]! / sum;
  return values;
}

function buildHousehold(): DemandShape {
  const year = referenceYear();
  const random = seededRandom(4000);
  const demand = new Float64Array(hoursPerYear);
  const runs = new Float64Array(hoursPerYear);
  const runHours = new Float64Array(hoursPerYear);
  // The smooth part: H25 with its dynamisation, scaled to the smooth share of the reference.
  let h25Sum = 0;
  for (let d = 0; d < daysPerYear; d++) {
    const row = h25Hourly[year.month[d]!]![year.dayType[d]!]!;
    const dynamisation = h25Dynamisation(d + 1);
    for (let h = 0; h < 24; h++) h25Sum += row[h]! * dynamisation;
  }
  const smoothScale = (smoothShare * householdReference) / h25Sum;
  for (let d = 0; d < daysPerYear; d++) {
    const row = h25Hourly[year.month[d]!]![year.dayType[d]!]!;
    const dayFactor = Math.exp(0.25 * normalDeviate(random) - 0.03125);
    const scale = smoothScale * h25Dynamisation(d + 1) * dayFactor;
    for (let h = 0; h < 24; h++) demand[d * 24 + h] = row[h]! * scale;
    // Out at work or school: the daytime use moves to the evening (the day's energy is kept).
    if (year.dayType[d] === 0 && random() < awayShare) moveToEvening(demand, d * 24, row);
  }
  // The appliance runs, started in their window where H25 has the most use.
  for (let d = 0; d < daysPerYear; d++) {
    const row = h25Hourly[year.month[d]!]![year.dayType[d]!]!;
    for (const run of applianceRuns) {
      let expected = run.perDay;
      while (expected > 0) {
        const probability = Math.min(1, expected);
        expected -= 1;
        if (random() >= probability) continue;
        const [from, to] = run.window(year.dayType[d]!);
        const start = weightedHour(row, from, to, random());
        for (let k = 0; k < run.energy.length; k++) {
          const hour = d * 24 + start + k;
          if (hour >= hoursPerYear) break;
          demand[hour] = demand[hour]! + run.energy[k]!;
          runs[hour] = runs[hour]! + run.energy[k]!;
          runHours[hour] = runHours[hour]! + run.energy[k]! / run.power;
        }
      }
    }
  }
  return shapeOf(demand, runs, runHours, householdReference);
}

/** Scales total and runs together so that total adds up to 1. */
function shapeOf(
  total: Float64Array,
  runs: Float64Array,
  runHours: Float64Array,
  reference: number,
): DemandShape {
  let sum = 0;
  for (let i = 0; i < total.length; i++) sum += total[i]!;
  for (let i = 0; i < total.length; i++) {
    total[i] = total[i]! / sum;
    runs[i] = runs[i]! / sum;
  }
  return { total, runs, runHours, reference };
}

/** Takes part of the away hours' use and adds it to the evening hours in H25's proportions. */
function moveToEvening(demand: Float64Array, base: number, row: readonly number[]): void {
  let moved = 0;
  for (let h = awayFrom; h <= awayTo; h++) {
    const taken = demand[base + h]! * (1 - awayKeeps);
    demand[base + h] = demand[base + h]! - taken;
    moved += taken;
  }
  let eveningWeight = 0;
  for (let h = eveningFrom; h <= eveningTo; h++) eveningWeight += row[h]!;
  for (let h = eveningFrom; h <= eveningTo; h++) {
    demand[base + h] = demand[base + h]! + (moved * row[h]!) / eveningWeight;
  }
}

/** An hour in from..to (inclusive), drawn with the weights of row. */
function weightedHour(row: readonly number[], from: number, to: number, u: number): number {
  let total = 0;
  for (let h = from; h <= to; h++) total += row[h]!;
  let target = u * total;
  for (let h = from; h <= to; h++) {
    target -= row[h]!;
    if (target < 0) return h;
  }
  return to;
}

const heatingLimit = 15; // °C
const hotWaterShare = 0.18;

/** COP of an air-to-water heat pump at 35 °C flow by outdoor temperature (3.5 at 7 °C). */
function heatPumpCop(outdoor: number): number {
  return Math.max(1.5, 3.5 + 0.065 * (outdoor - 7));
}

function buildHeatPump(): Float64Array {
  const year = referenceYear();
  const heating = new Float64Array(hoursPerYear);
  for (let i = 0; i < hoursPerYear; i++) {
    const t = year.temperature[i]!;
    heating[i] = t < heatingLimit ? (heatingLimit - t) / heatPumpCop(t) : 0;
  }
  normalise(heating);
  const electricity = new Float64Array(hoursPerYear);
  const hotWaterPerHour = hotWaterShare / (daysPerYear * 3);
  for (let i = 0; i < hoursPerYear; i++) {
    const hour = i % 24;
    const hotWater = hour >= 6 && hour <= 8 ? hotWaterPerHour : 0;
    electricity[i] = (1 - hotWaterShare) * heating[i]! + hotWater;
  }
  return normalise(electricity);
}

const chargingPower = 11; // kW, a household wallbox
const evReference = 2000; // kWh/a, about 12,000 km

function buildEv(): DemandShape {
  const year = referenceYear();
  const random = seededRandom(11);
  const charging = new Float64Array(hoursPerYear);
  const runHours = new Float64Array(hoursPerYear);
  let owed = 0; // energy driven since the last charge, in days of average driving
  for (let d = 0; d < daysPerYear; d++) {
    const dayType = year.dayType[d]!;
    owed += Math.max(0, (dayType === 0 ? 1.1 : 0.75) * (1 + 0.35 * normalDeviate(random)));
    const plugged = dayType === 0 ? random() < 0.3 : random() < 0.6;
    if (!plugged) continue;
    const start = dayType === 0 ? 17 + Math.floor(random() * 3) : 10 + Math.floor(random() * 4);
    // owed is in days of average driving; in kWh for a car using evReference a year.
    let energy = (owed * evReference) / daysPerYear;
    owed = 0;
    for (let hour = d * 24 + start; energy > 0 && hour < hoursPerYear; hour++) {
      const step = Math.min(chargingPower, energy);
      charging[hour] = charging[hour]! + step;
      runHours[hour] = runHours[hour]! + step / chargingPower;
      energy -= step;
    }
  }
  return shapeOf(charging, charging.slice(), runHours, evReference);
}
