/*
 * Plausible ranges of what a consultant types about a house, shared by the forms and the editors'
 * models: values outside them are typing errors (a year that has not come yet, a 99 km layer of
 * insulation, a negative floor area), refused at the field with the bound in German, never
 * calculated into "U 0,00 – erfüllt". Generous on purpose: only the impossible is refused.
 */

export interface PlausibleRange {
  min: number;
  /** min itself is not allowed (an area of 0 m² is no area). */
  minExclusive?: boolean;
  max: number;
}

/** A building element's layer, insulation included: thicker than 2 m is no wall or roof. */
export const layerThicknessMm: PlausibleRange = { min: 0, minExclusive: true, max: 2000 };

/** One building element (wall, roof, window area) of a house: up to 5,000 m². */
export const elementArea: PlausibleRange = { min: 0, minExclusive: true, max: 5000 };

/** One room: up to 1,000 m². */
export const roomArea: PlausibleRange = { min: 0, minExclusive: true, max: 1000 };

/** Living or heated area of a building: up to 100,000 m² (a large block of flats). */
export const buildingArea: PlausibleRange = { min: 0, minExclusive: true, max: 100_000 };

/** The first construction years still standing; the year of a heating or a building is at most today's. */
export const earliestConstructionYear = 1500;

export function constructionYear(today: Date): PlausibleRange {
  return { min: earliestConstructionYear, max: today.getFullYear() };
}

/** The installation year of a heating: central heating in houses from about 1900. */
export function heatingYear(today: Date): PlausibleRange {
  return { min: 1900, max: today.getFullYear() };
}

export function isPlausible(value: number, range: PlausibleRange): boolean {
  return (
    Number.isFinite(value) &&
    (range.minExclusive ? value > range.min : value >= range.min) &&
    value <= range.max
  );
}
