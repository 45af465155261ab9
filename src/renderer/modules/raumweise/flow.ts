import type { JsonObject } from '../../../shared/api';
import type { ModuleContext, ModuleOffers } from '../definition';
import { resultNumber, storedResults } from '../payload';
import type { Offer } from '../../ui/fields/offer';

/*
 * What `raumweise` offers, from its stored results (results.values: { total, completeRooms,
 * roomCount, radiatorCheck: { flowTemperature, … } }, W and °C): the heat load over all rooms to
 * size the heat pump by (kW), and the flow temperature its radiator check was made for.
 */

/** The room-by-room heat load in kW, only when every room is complete. */
export function roomsHeatLoadOffers(context: ModuleContext): Offer[] {
  const payload = context.modules.raumweise?.payload;
  // A sum over only some of the rooms is no heat load to size a heat pump by.
  if (resultNumber(payload, 'completeRooms') !== resultNumber(payload, 'roomCount')) return [];
  const total = resultNumber(payload, 'total');
  return total === null
    ? []
    : [{ key: 'raumweise:total', source: 'raumweise', label: 'total', value: total / 1000 }];
}

/**
 * The system flow temperature in °C the radiator check was made for, to plan the heat pump and
 * its seasonal performance factor at (their test points and correction factors depend on it).
 */
export function flowTemperatureOffers(context: ModuleContext): Offer[] {
  const check = storedResults(context.modules.raumweise?.payload)?.values.radiatorCheck;
  if (!check || typeof check !== 'object' || Array.isArray(check)) return [];
  const value = (check as JsonObject).flowTemperature;
  return typeof value === 'number' && Number.isFinite(value)
    ? [{ key: 'raumweise:flowTemperature', source: 'raumweise', label: 'flowTemperature', value }]
    : [];
}

export const roomsFlow: ModuleOffers = {
  'waermepumpe.heatLoad': roomsHeatLoadOffers,
  'waermepumpe.flowTemperature': flowTemperatureOffers,
  'jaz.flowTemperature': flowTemperatureOffers,
};
