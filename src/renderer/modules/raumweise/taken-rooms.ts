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

/** A room's name as the consultant means it: case, outer and doubled spaces aside. */
const sameName = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('de');

/**
 * The room list after "Räume aus der Gebäudeaufnahme übernehmen", the surveyed rooms (their area
 * offers) no room is taken from yet. A surveyed room goes into the room of the same name that
 * is taken from no surveyed room now (typed by hand, or taken from one the survey no longer has),
 * else it is added at the end: a name never stands twice because the survey was taken. In a room
 * it goes into, nothing typed is dropped: a typed area stays and is named beside the surveyed one
 * (the field offers to follow it), while an area taken from the survey before is the survey's
 * now; an empty θi takes the surveyed one; radiators the room has stay, the surveyed ones come
 * only into a room without any (both would count the same radiators twice). Rooms the survey
 * does not know stay as they are.
 */
export function roomsWithSurveyed(
  rooms: readonly Room[],
  untakenAreas: readonly Offer[],
  areaOffers: readonly Offer[],
  radiatorOffers: readonly Offer[],
  name: (label: string, index: number) => string,
  temperatureOffers: readonly Offer[] = [],
): Room[] {
  const linked = (room: Room) => !!room.areaFrom && areaOffers.some((o) => o.key === room.areaFrom);
  const next = [...rooms];
  const filled = new Set<number>();
  const added: Room[] = [];
  for (const area of untakenAreas) {
    const [surveyed] = roomsFromOffers([area], radiatorOffers, (l) => l, temperatureOffers);
    // Two surveyed rooms of one name go into two rooms of that name, never both into one.
    const index = area.label.trim()
      ? rooms.findIndex(
          (room, i) =>
            !filled.has(i) && !linked(room) && sameName(room.name) === sameName(area.label),
        )
      : -1;
    if (index < 0) {
      added.push({ ...surveyed!, name: name(area.label, rooms.length + added.length) });
      continue;
    }
    filled.add(index);
    const room = rooms[index]!;
    next[index] = {
      ...room,
      area: room.area === null || room.areaFrom ? area.value : room.area,
      areaFrom: area.key,
      indoorTemperature: room.indoorTemperature ?? surveyed!.indoorTemperature,
      radiators: room.radiators.length ? room.radiators : surveyed!.radiators,
    };
  }
  return [...next, ...added];
}
