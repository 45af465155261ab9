/*
 * Heat pump capacity with hot water and utility blocking time, as fixed in CALCULATORS.md
 * section 4 (the usual sizing rule of BWP/Viessmann planning manuals):
 * blockingFactor = 24/(24 − t); capacity = (heatLoad + persons·hotWaterPerPerson)·blockingFactor.
 * Simplification: the hot-water allowance is the flat per-person surcharge (0.20–0.25 kW).
 */
import {
  atLeast,
  CalculatorRangeError,
  finite,
  greaterThan,
  lessThan,
  wholeAtLeast,
} from './domain';

export interface HeatPumpInput {
  heatLoad: number;
  persons: number;
  hotWaterPerPerson: number;
  blockingHoursPerDay: number;
}

export interface HeatPumpResult {
  blockingFactor: number;
  capacity: number;
}

export function heatPumpCapacity(input: HeatPumpInput): HeatPumpResult {
  const load = atLeast('heatLoad', input.heatLoad, 0, 'kW');
  const persons = wholeAtLeast('persons', input.persons, 0);
  const perPerson = atLeast('hotWaterPerPerson', input.hotWaterPerPerson, 0, 'kW');
  const t = atLeast('blockingHoursPerDay', input.blockingHoursPerDay, 0, 'h');
  lessThan('blockingHoursPerDay', t, 24, 'h');
  const blockingFactor = 24 / (24 - t);
  return { blockingFactor, capacity: (load + persons * perPerson) * blockingFactor };
}

/*
 * The load line and the bivalence point drawn by the waermepumpe editor (not in the contract's
 * function list; the usual construction of the planning manuals, e.g. Viessmann "Planungshandbuch
 * Wärmepumpen", Bivalenzpunkt): the building's demand falls linearly from the design outdoor
 * temperature θe to zero at the heating limit temperature; hot water and the blocking factor are
 * added as in heatPumpCapacity, so at θe the line meets the required capacity. The heat pump's
 * capacity is interpolated linearly between its test points (source temperature → kW) and held
 * constant beyond the outermost ones (brine and water sources: one point, a constant line).
 * Simplification: no defrosting losses, no flow temperature dependence between the points.
 */

export interface LoadLineInput extends HeatPumpInput {
  designOutdoorTemperature: number; // °C
  heatingLimitTemperature: number; // °C, Heizgrenztemperatur (typically 15)
}

/** The required capacity in kW at an outdoor temperature (0 for heating above the limit). */
export function loadAt(input: LoadLineInput, outdoorTemperature: number): number {
  const te = finite('designOutdoorTemperature', input.designOutdoorTemperature);
  const limit = greaterThan('heatingLimitTemperature', input.heatingLimitTemperature, te, '°C');
  const t = finite('outdoorTemperature', outdoorTemperature);
  const { blockingFactor } = heatPumpCapacity(input);
  const heatingShare = Math.max(0, Math.min(1, (limit - t) / (limit - te)));
  return (input.heatLoad * heatingShare + input.persons * input.hotWaterPerPerson) * blockingFactor;
}

export interface CapacityPoint {
  sourceTemperature: number; // °C (air temperature, or brine/water inlet)
  capacity: number; // kW at the planned flow temperature
}

/** The heat pump's capacity at an outdoor temperature, from its test points. */
export function capacityAt(points: readonly CapacityPoint[], outdoorTemperature: number): number {
  if (points.length === 0)
    throw new CalculatorRangeError('points must not be empty, got []', 'points', points);
  points.forEach((p, i) => {
    finite(`points[${i}].sourceTemperature`, p.sourceTemperature);
    atLeast(`points[${i}].capacity`, p.capacity, 0, 'kW');
  });
  const t = finite('outdoorTemperature', outdoorTemperature);
  const sorted = [...points].sort((a, b) => a.sourceTemperature - b.sourceTemperature);
  const first = sorted[0]!;
  const last = sorted[sorted.length - 1]!;
  if (t <= first.sourceTemperature) return first.capacity;
  if (t >= last.sourceTemperature) return last.capacity;
  for (let i = 1; i < sorted.length; i++) {
    const a = sorted[i - 1]!;
    const b = sorted[i]!;
    if (t <= b.sourceTemperature) {
      if (b.sourceTemperature === a.sourceTemperature) return b.capacity;
      const f = (t - a.sourceTemperature) / (b.sourceTemperature - a.sourceTemperature);
      return a.capacity + f * (b.capacity - a.capacity);
    }
  }
  return last.capacity;
}

/**
 * The bivalence point: the highest outdoor temperature at which the heat pump's capacity no longer
 * covers the load line, in °C, found on a 0.01 K grid between the heating limit and θe and refined
 * linearly; null when the heat pump covers the whole line down to θe (monovalent operation).
 */
export function bivalencePoint(
  input: LoadLineInput,
  points: readonly CapacityPoint[],
): number | null {
  const te = input.designOutdoorTemperature;
  const limit = input.heatingLimitTemperature;
  const gap = (t: number) => capacityAt(points, t) - loadAt(input, t);
  if (gap(te) >= 0) return null;
  const step = 0.01;
  let upper = limit;
  if (gap(upper) < 0) return limit;
  for (let t = limit - step; t > te - step / 2; t -= step) {
    const g = gap(t);
    if (g < 0) {
      const gu = gap(upper);
      return upper - (gu / (gu - g)) * (upper - t);
    }
    upper = t;
  }
  return te;
}
