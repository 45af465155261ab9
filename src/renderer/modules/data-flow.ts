import type { JsonObject } from '../../shared/api';
import type { ModuleContext } from './definition';
import { storedResults } from './payload';
import type { Offer, OfferSource } from '../ui/fields/offer';

export { takenState, type Offer, type OfferSource, type TakenState } from '../ui/fields/offer';

/*
 * Values one module offers another: living area and year from the building, U-values
 * from `u-wert-rechner`, heat loads from `heizlast-huellflaeche`, `raumweise` and `verbrauch`.
 * They are read from what the source stored (its saved payload's `results`, docs/calculators.md),
 * never from an unsaved draft. A field that takes one keeps the offer's key beside its value
 * (`…From`), so the form can say where it came from, notice a change at the source, and the user
 * can override it by typing.
 *
 * Result values each source module stores (results.values):
 * - u-wert-rechner: { elements: [{ id, name, component, u }] } (u in W/(m²·K))
 * - heizlast-huellflaeche: { transmission, ventilation, total, perArea } (W, W/m²)
 * - raumweise: { total, perArea, completeRooms, roomCount, radiatorCheck: { flowTemperature, … } }
 *   (W, W/m²; total over the complete rooms; °C)
 * - verbrauch: { usefulHeat, heatLoad } (kWh/a, kW)
 */

const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

export function livingAreaOffer(context: ModuleContext): Offer | null {
  const value = num(context.building?.livingArea);
  return value === null
    ? null
    : { key: 'building:livingArea', source: 'building', label: 'livingArea', value };
}

export function buildingYearOffer(context: ModuleContext): Offer | null {
  const value = num(context.building?.buildingYear);
  return value === null
    ? null
    : { key: 'building:buildingYear', source: 'building', label: 'buildingYear', value };
}

const resultValues = (context: ModuleContext, key: OfferSource): JsonObject | null =>
  storedResults(context.modules[key]?.payload)?.values ?? null;

/** The U-values of the project's U-value module, one per element with a result. */
export function uValueOffers(context: ModuleContext): Offer[] {
  const elements = resultValues(context, 'u-wert-rechner')?.elements;
  if (!Array.isArray(elements)) return [];
  const offers: Offer[] = [];
  for (const element of elements) {
    if (!element || typeof element !== 'object' || Array.isArray(element)) continue;
    const { id, name, u } = element as Record<string, unknown>;
    const value = num(u);
    if (typeof id !== 'string' || value === null) continue;
    offers.push({
      key: `u-wert-rechner:${id}`,
      source: 'u-wert-rechner',
      label: typeof name === 'string' && name ? name : id,
      value,
    });
  }
  return offers;
}

/** Heat loads in kW from the envelope, room-by-room and consumption modules (for the heat pump). */
export function heatLoadOffers(context: ModuleContext): Offer[] {
  const offers: Offer[] = [];
  const envelope = num(resultValues(context, 'heizlast-huellflaeche')?.total);
  if (envelope !== null)
    offers.push({
      key: 'heizlast-huellflaeche:total',
      source: 'heizlast-huellflaeche',
      label: 'total',
      value: envelope / 1000,
    });
  const roomValues = resultValues(context, 'raumweise');
  // A sum over only some of the rooms is no heat load to size a heat pump by.
  const partial = roomValues && num(roomValues.completeRooms) !== num(roomValues.roomCount);
  const rooms = partial ? null : num(roomValues?.total);
  if (rooms !== null)
    offers.push({
      key: 'raumweise:total',
      source: 'raumweise',
      label: 'total',
      value: rooms / 1000,
    });
  const consumption = num(resultValues(context, 'verbrauch')?.heatLoad);
  if (consumption !== null)
    offers.push({
      key: 'verbrauch:heatLoad',
      source: 'verbrauch',
      label: 'heatLoad',
      value: consumption,
    });
  return offers;
}

/** The envelope heat load in W, to compare a room-by-room or consumption result with. */
export function envelopeHeatLoad(context: ModuleContext): number | null {
  return num(resultValues(context, 'heizlast-huellflaeche')?.total);
}

/**
 * The system flow temperature in °C the room-by-room radiator check was made for, to plan the heat
 * pump and its seasonal performance factor at (their test points and correction factors depend on it).
 */
export function flowTemperatureOffers(context: ModuleContext): Offer[] {
  const check = resultValues(context, 'raumweise')?.radiatorCheck;
  if (!check || typeof check !== 'object' || Array.isArray(check)) return [];
  const value = num((check as JsonObject).flowTemperature);
  return value === null
    ? []
    : [{ key: 'raumweise:flowTemperature', source: 'raumweise', label: 'flowTemperature', value }];
}
