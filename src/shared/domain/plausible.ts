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
  /** The value is a year: its bound is written as a year ("2026", not "2.026"). */
  year?: boolean;
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
  return { min: earliestConstructionYear, max: today.getFullYear(), year: true };
}

/** The installation year of a heating: central heating in houses from about 1900. */
export function heatingYear(today: Date): PlausibleRange {
  return { min: 1900, max: today.getFullYear(), year: true };
}

/** A year of readings or bills: one that has begun (the consumption form's 1950 onwards). */
export function consumptionYear(today: Date): PlausibleRange {
  return { min: 1950, max: today.getFullYear(), year: true };
}

/** Full storeys of a house; dwellings in one building. */
export const storeys: PlausibleRange = { min: 0, minExclusive: true, max: 100 };
export const dwellings: PlausibleRange = { min: 0, minExclusive: true, max: 1000 };

/** A component's U-value: single glazing is about 5,8 W/(m²·K); above 10 is no component. */
export const uValue: PlausibleRange = { min: 0, minExclusive: true, max: 10 };

/** Insulation in cm as the survey takes it: up to 2 m, as a layer; none is 0. */
export const insulationCm: PlausibleRange = { min: 0, max: 200 };

/** A heat generator's rated output in kW, up to the boiler of a large block of flats. */
export const generatorOutputKw: PlausibleRange = { min: 0, minExclusive: true, max: 5000 };

/** A heating's flow temperature in °C (an old steam-free hot-water system runs up to 110 °C). */
export const heatingFlowTemperature: PlausibleRange = { min: 20, max: 110 };

/** A room's set temperature in °C (the editors' 5 to 35). */
export const roomTemperature: PlausibleRange = { min: 5, max: 35 };

/** A radiator's length and height in mm (up to 10 m long, 3 m high), and its output in W. */
export const radiatorLengthMm: PlausibleRange = { min: 0, minExclusive: true, max: 10_000 };
export const radiatorHeightMm: PlausibleRange = { min: 0, minExclusive: true, max: 3000 };
export const radiatorOutputW: PlausibleRange = { min: 0, minExclusive: true, max: 50_000 };

/** A PV system on a house or a block of flats, in kWp. */
export const pvPowerKwp: PlausibleRange = { min: 0, max: 1000 };

/** A consumption read or billed: never negative. */
export const consumptionAmount: PlausibleRange = { min: 0, max: 100_000_000 };

export function isPlausible(value: number, range: PlausibleRange): boolean {
  return (
    Number.isFinite(value) &&
    (range.minExclusive ? value > range.min : value >= range.min) &&
    value <= range.max
  );
}
