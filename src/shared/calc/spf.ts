/*
 * Combined seasonal performance factor (Jahresarbeitszahl), VDI 4650 Blatt 1:2019, the weighting
 * of heating and hot water by their share of the heat delivered:
 * β = 1 / ((1 − α_WW)/β_HZ + α_WW/β_WW).
 * β_HZ and β_WW themselves come from the heat pump's test points and the correction factors of
 * VDI 4650-1, which the consultant enters (we do not ship the licensed tables).
 */
import { greaterThan, within } from './domain';

export interface CombinedSpfInput {
  hotWaterShare: number;
  heatingSpf: number;
  hotWaterSpf: number;
}

export function combinedSpf(input: CombinedSpfInput): number {
  const share = within('hotWaterShare', input.hotWaterShare, 0, 1);
  const heating = greaterThan('heatingSpf', input.heatingSpf, 0);
  const hotWater = greaterThan('hotWaterSpf', input.hotWaterSpf, 0);
  return 1 / ((1 - share) / heating + share / hotWater);
}

/** BEG EM: a heat pump must reach a seasonal performance factor of at least 3.0. */
export const begMinimumSpf = 3.0;
