import type { ModuleContext, ModuleOffers } from '../definition';
import { resultNumber } from '../payload';
import type { Offer } from '../../ui/fields/offer';

/* What `verbrauch` offers: the heat load it derived from the consumption (results.values.heatLoad, kW). */

export function consumptionHeatLoadOffers(context: ModuleContext): Offer[] {
  const value = resultNumber(context.modules.verbrauch?.payload, 'heatLoad');
  return value === null
    ? []
    : [{ key: 'verbrauch:heatLoad', source: 'verbrauch', label: 'heatLoad', value }];
}

export const consumptionFlow: ModuleOffers = { 'waermepumpe.heatLoad': consumptionHeatLoadOffers };
