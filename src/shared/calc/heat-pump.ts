/*
 * Heat pump capacity with hot water and utility blocking time, as fixed in CALCULATORS.md
 * section 4 (the usual sizing rule of BWP/Viessmann planning manuals):
 * blockingFactor = 24/(24 − t); capacity = (heatLoad + persons·hotWaterPerPerson)·blockingFactor.
 * Simplification: the hot-water allowance is the flat per-person surcharge (0.20–0.25 kW).
 * The capacity between and beyond the test points and the bivalence point (section 12) are in
 * heat-pump-capacity.ts.
 */
import { atLeast, lessThan, wholeAtLeast } from './domain';

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
