/*
 * Heat load from metered consumption (Verbrauchsanalyse), as fixed in CALCULATORS.md section 3:
 * usefulHeat = annualFinalEnergy·η − hotWaterEnergy; heatLoad = usefulHeat / fullLoadHours.
 * A plausibility estimate (cf. the full-load-hours method in BWP/VDI 4645 practice), not a
 * replacement for a room-by-room calculation.
 */
import { atLeast, atMost, greaterThan } from './domain';

export interface ConsumptionInput {
  annualFinalEnergy: number;
  efficiency: number;
  hotWaterEnergy?: number;
  fullLoadHours: number;
}

export interface ConsumptionResult {
  usefulHeat: number;
  heatLoad: number;
}

const hoursPerYear = 8760;

export function heatLoadFromConsumption(input: ConsumptionInput): ConsumptionResult {
  const finalEnergy = atLeast('annualFinalEnergy', input.annualFinalEnergy, 0, 'kWh/a');
  const efficiency = greaterThan('efficiency', input.efficiency, 0);
  atMost('efficiency', efficiency, 1);
  const hotWater = atLeast('hotWaterEnergy', input.hotWaterEnergy ?? 0, 0, 'kWh/a');
  const hours = greaterThan('fullLoadHours', input.fullLoadHours, 0, 'h/a');
  atMost('fullLoadHours', hours, hoursPerYear, 'h/a');
  const heatingShare = finalEnergy * efficiency;
  atMost('hotWaterEnergy', hotWater, heatingShare, 'kWh/a (annualFinalEnergy·efficiency)');
  const usefulHeat = heatingShare - hotWater;
  return { usefulHeat, heatLoad: usefulHeat / hours };
}
