import type { Offer } from '../../ui/fields/offer';
import { newId } from '../../ui/fields/row-ids';
import { indoorByUse, type Room } from './model';

/**
 * Rooms for offered room areas (a surveyed room each): named as on site, the area taken from the
 * offer (so the form names its source), and the radiators offered in the same group with their
 * rated output. Use, θi, height and air change start as for a room added by hand.
 */
export function roomsFromOffers(
  areaOffers: readonly Offer[],
  radiatorOffers: readonly Offer[],
  name: (label: string) => string,
): Room[] {
  return areaOffers.map((area) => ({
    id: newId('rm'),
    name: name(area.label),
    use: 'living',
    indoorTemperature: indoorByUse.living,
    area: area.value,
    areaFrom: area.key,
    height: 2.5,
    airChangeRate: 0.5,
    elements: [],
    radiators: radiatorOffers
      .filter((radiator) => radiator.group !== undefined && radiator.group === area.group)
      .map((radiator) => ({
        id: newId('hk'),
        kind: 'panel',
        modelKey: null,
        lengthMm: null,
        ratedOutput: radiator.value,
        ratedOutputFrom: radiator.key,
        exponent: null,
      })),
  }));
}
