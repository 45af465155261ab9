/*
 * Efficiency class of a residential energy performance certificate, GEG Anlage 10 (§ 86):
 * final energy per m² of reference area, class bounds inclusive at the upper end.
 */
import { atLeast } from './domain';

export type EfficiencyClass = 'A+' | 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H';

/** Upper bounds in kWh/(m²·a), inclusive; H is everything above 250. Stand: GEG 2024. */
export const efficiencyClassBounds: ReadonlyArray<{ class: EfficiencyClass; upTo: number }> = [
  { class: 'A+', upTo: 30 },
  { class: 'A', upTo: 50 },
  { class: 'B', upTo: 75 },
  { class: 'C', upTo: 100 },
  { class: 'D', upTo: 130 },
  { class: 'E', upTo: 160 },
  { class: 'F', upTo: 200 },
  { class: 'G', upTo: 250 },
];

export function efficiencyClass(finalEnergyPerArea: number): EfficiencyClass {
  const value = atLeast('finalEnergyPerArea', finalEnergyPerArea, 0, 'kWh/(m²·a)');
  for (const bound of efficiencyClassBounds) {
    if (value <= bound.upTo) return bound.class;
  }
  return 'H';
}
