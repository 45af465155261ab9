import type { ModuleContext, ModuleOffers } from '../definition';
import { resultNumber } from '../payload';
import type { Offer } from '../../ui/fields/offer';

/*
 * What `heizlast-huellflaeche` offers: its stored heat load (results.values.total, W) to size the
 * heat pump by (in kW), and to compare the room-by-room and the consumption results with.
 */

/** The envelope heat load in W as stored, or none. */
function envelopeTotal(context: ModuleContext): Offer[] {
  const total = resultNumber(context.modules['heizlast-huellflaeche']?.payload, 'total');
  return total === null
    ? []
    : [
        {
          key: 'heizlast-huellflaeche:total',
          source: 'heizlast-huellflaeche',
          label: 'total',
          value: total,
        },
      ];
}

/** The envelope heat load in kW, for the heat pump. */
export const envelopeHeatLoadOffers = (context: ModuleContext): Offer[] =>
  envelopeTotal(context).map((offer) => ({ ...offer, value: offer.value / 1000 }));

export const envelopeFlow: ModuleOffers = {
  'waermepumpe.heatLoad': envelopeHeatLoadOffers,
  'raumweise.envelopeHeatLoad': envelopeTotal,
  'verbrauch.envelopeHeatLoad': envelopeTotal,
};
