import type { ModuleFigures } from '../definition';
import { resultNumber } from '../payload';

/** What the consumption analysis gives the project's other screens, from what it stored. */
export const consumptionFigures: ModuleFigures = {
  // The useful heat the consumption shows plus the hot water typed beside it.
  annualHeatDemandKwh: (payload) => {
    const usefulHeat = resultNumber(payload, 'usefulHeat');
    if (usefulHeat === null || usefulHeat <= 0) return null;
    const hotWater = payload?.hotWaterEnergy;
    const hot = typeof hotWater === 'number' && Number.isFinite(hotWater) && hotWater > 0;
    return usefulHeat + (hot ? hotWater : 0);
  },
};
