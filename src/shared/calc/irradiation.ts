/*
 * Offline climate data for the PV yield model (pv-yield.ts), deliberately small.
 * - Annual global horizontal irradiation at reference stations, kWh/(m²·a): long-term means after
 *   the DWD irradiation maps (Globalstrahlung, Jahressumme). Hamburg 965, Berlin 1030,
 *   Stuttgart 1125 and München 1169 as quoted from the DWD map by photovoltaik4all.de
 *   ("Welcher Standort ist für eine Photovoltaikanlage ideal"); the other stations are read off
 *   the DWD long-term map and rounded to 10 kWh/m²: approximate, within about ±5 %.
 * - The monthly split of the annual sum: Germany's area means per month, after DWD 1991–2020
 *   (as reported monthly by solarserver.de/DWD: e.g. February 40, August 141, September 95
 *   kWh/m²), normalised; the same split is used at every station (a simplification: the south
 *   has a slightly larger winter share).
 * - Monthly diffuse fraction of global horizontal irradiation: typical German values, about
 *   54 % over the year, 75–78 % in December/January and 50 % in summer (diffuse light dominates in
 *   winter, cf. the DWD diffuse-radiation maps since 2016). Our rounded estimate, not a table from
 *   a publication: it is what makes the transposition reproduce the known German shape.
 * - Monthly mean air temperature for Germany, °C, DWD 1991–2020 area means (rounded), used for
 *   the module temperature; no regional variation.
 */

export interface IrradiationStation {
  name: string;
  latitude: number;
  longitude: number;
  annualGlobalHorizontal: number;
}

export const irradiationSource =
  'DWD Globalstrahlung, langjährige Jahressummen (Karten 1991–2020), gerundet; Monatsverteilung und Temperaturen: DWD-Gebietsmittel Deutschland 1991–2020';
export const irradiationStand = '2026-11';

export const irradiationStations: readonly IrradiationStation[] = [
  { name: 'Kiel', latitude: 54.32, longitude: 10.14, annualGlobalHorizontal: 1000 },
  { name: 'Rostock', latitude: 54.09, longitude: 12.1, annualGlobalHorizontal: 1050 },
  { name: 'Hamburg', latitude: 53.55, longitude: 9.99, annualGlobalHorizontal: 965 },
  { name: 'Bremen', latitude: 53.08, longitude: 8.8, annualGlobalHorizontal: 980 },
  { name: 'Berlin', latitude: 52.52, longitude: 13.4, annualGlobalHorizontal: 1030 },
  { name: 'Hannover', latitude: 52.37, longitude: 9.74, annualGlobalHorizontal: 990 },
  { name: 'Münster', latitude: 51.96, longitude: 7.63, annualGlobalHorizontal: 990 },
  { name: 'Leipzig', latitude: 51.34, longitude: 12.37, annualGlobalHorizontal: 1060 },
  { name: 'Dresden', latitude: 51.05, longitude: 13.74, annualGlobalHorizontal: 1060 },
  { name: 'Kassel', latitude: 51.31, longitude: 9.48, annualGlobalHorizontal: 1000 },
  { name: 'Köln', latitude: 50.94, longitude: 6.96, annualGlobalHorizontal: 1010 },
  { name: 'Erfurt', latitude: 50.98, longitude: 11.03, annualGlobalHorizontal: 1040 },
  { name: 'Frankfurt am Main', latitude: 50.11, longitude: 8.68, annualGlobalHorizontal: 1070 },
  { name: 'Nürnberg', latitude: 49.45, longitude: 11.08, annualGlobalHorizontal: 1100 },
  { name: 'Saarbrücken', latitude: 49.24, longitude: 6.99, annualGlobalHorizontal: 1090 },
  { name: 'Stuttgart', latitude: 48.78, longitude: 9.18, annualGlobalHorizontal: 1125 },
  { name: 'Regensburg', latitude: 49.01, longitude: 12.1, annualGlobalHorizontal: 1110 },
  { name: 'Freiburg im Breisgau', latitude: 47.99, longitude: 7.85, annualGlobalHorizontal: 1150 },
  { name: 'München', latitude: 48.14, longitude: 11.58, annualGlobalHorizontal: 1169 },
  { name: 'Konstanz', latitude: 47.66, longitude: 9.18, annualGlobalHorizontal: 1170 },
];

/** Germany's monthly global horizontal irradiation, kWh/m², Jan..Dec (DWD 1991–2020, rounded). */
export const monthlyGlobalHorizontalGermany: readonly number[] = [
  21, 40, 79, 126, 156, 165, 165, 141, 95, 56, 25, 17,
];

/** Typical diffuse fraction of global horizontal irradiation in Germany, Jan..Dec (estimate). */
export const monthlyDiffuseFractionGermany: readonly number[] = [
  0.75, 0.66, 0.58, 0.52, 0.5, 0.5, 0.5, 0.49, 0.53, 0.61, 0.72, 0.78,
];

/** Germany's monthly mean air temperature, °C, Jan..Dec (DWD 1991–2020 area means, rounded). */
export const monthlyAirTemperatureGermany: readonly number[] = [
  0.9, 1.6, 4.7, 9.0, 13.0, 16.4, 18.3, 17.9, 14.0, 9.5, 5.0, 1.9,
];

/**
 * Annual global horizontal irradiation at a location, kWh/(m²·a): inverse-distance weighting
 * (power 2) of the stations. Outside the station network (neighbouring countries) this falls back
 * to the nearest stations: a coarse estimate there.
 */
export function annualGlobalHorizontal(latitude: number, longitude: number): number {
  let weightSum = 0;
  let valueSum = 0;
  const cosLat = Math.cos((latitude * Math.PI) / 180);
  for (const station of irradiationStations) {
    const dLat = station.latitude - latitude;
    const dLon = (station.longitude - longitude) * cosLat;
    const d2 = dLat * dLat + dLon * dLon;
    if (d2 < 1e-10) return station.annualGlobalHorizontal;
    const w = 1 / d2;
    weightSum += w;
    valueSum += w * station.annualGlobalHorizontal;
  }
  return valueSum / weightSum;
}
