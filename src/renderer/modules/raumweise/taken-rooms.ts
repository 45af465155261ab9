import type { Offer } from '../../ui/fields/offer';
import { newId } from '../../ui/fields/row-ids';
import { indoorByUse, useOfName, type Room } from './model';

/**
 * Rooms for offered room areas (a surveyed room each): named as on site, the area taken from the
 * offer (so the form names its source), θi as set on site (else by the use the name suggests),
 * and the radiators offered in the same group with their rated output. Height and air change
 * start as for a room added by hand.
 */
export function roomsFromOffers(
  areaOffers: readonly Offer[],
  radiatorOffers: readonly Offer[],
  name: (label: string) => string,
  temperatureOffers: readonly Offer[] = [],
): Room[] {
  const inGroup = (offers: readonly Offer[], group: string | undefined) =>
    offers.filter((o) => group !== undefined && o.group === group);
  return areaOffers.map((area) => {
    const use = useOfName(area.label);
    return {
      id: newId('rm'),
      name: name(area.label),
      use,
      indoorTemperature: inGroup(temperatureOffers, area.group)[0]?.value ?? indoorByUse[use],
      area: area.value,
      areaFrom: area.key,
      height: 2.5,
      airChangeRate: 0.5,
      elements: [],
      radiators: inGroup(radiatorOffers, area.group).map((radiator) => ({
        id: newId('hk'),
        kind: 'panel',
        modelKey: null,
        lengthMm: null,
        ratedOutput: radiator.value,
        ratedOutputFrom: radiator.key,
        exponent: null,
      })),
    };
  });
}
