import type { JsonObject } from '../../../shared/api';
import type { ModuleContext } from './editor-def';
import { storedResults } from './payload';

/*
 * Values one module offers another (issue 11): living area and year from the building, U-values
 * from `u-wert-rechner`, heat loads from `heizlast-huellflaeche`, `raumweise` and `verbrauch`.
 * They are read from what the source stored (its saved payload's `results`, docs/calculators.md),
 * never from an unsaved draft. A field that takes one keeps the offer's key beside its value
 * (`…From`), so the form can say where it came from, notice a change at the source, and the user
 * can override it by typing.
 *
 * Result values each source module stores (results.values):
 * - u-wert-rechner: { elements: [{ id, name, component, u }] } (u in W/(m²·K))
 * - heizlast-huellflaeche: { transmission, ventilation, total, perArea } (W, W/m²)
 * - raumweise: { total, perArea, completeRooms, roomCount } (W, W/m²; total over the complete rooms)
 * - verbrauch: { usefulHeat, heatLoad } (kWh/a, kW)
 */

export type OfferSource =
  'building' | 'u-wert-rechner' | 'heizlast-huellflaeche' | 'raumweise' | 'verbrauch';

export interface Offer {
  /** Stable reference stored with a taken value, e.g. 'u-wert-rechner:el-1'. */
  key: string;
  source: OfferSource;
  /** What it is at the source (element name, 'livingArea', 'total'). */
  label: string;
  value: number;
}

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

export interface TakenState {
  offer: Offer | null;
  /** The value was taken from an offer that no longer exists. */
  missing: boolean;
  /** The source now has a different value than the one taken. */
  changed: boolean;
}

/** Where a taken value came from and whether its source moved on. */
export function takenState(
  value: number | null,
  from: string | null | undefined,
  offers: readonly Offer[],
): TakenState {
  if (!from) return { offer: null, missing: false, changed: false };
  const offer = offers.find((o) => o.key === from) ?? null;
  if (!offer) return { offer: null, missing: true, changed: false };
  return { offer, missing: false, changed: value === null || Math.abs(offer.value - value) > 1e-9 };
}
