/*
 * Reference design outdoor temperatures (Norm-Außentemperatur θe) for a few towns, to prefill the
 * heat-load editors. These are the classic values of DIN EN 12831 Beiblatt 1:2008 (formerly
 * DIN 4701-2) for the named towns: reference values only. The binding value is the one of
 * DIN/TS 12831-1:2020 for the building's postcode, which the consultant checks and enters.
 */

export interface ReferenceTown {
  name: string;
  designOutdoorTemperature: number;
}

export const referenceTownsSource =
  'DIN EN 12831 Bbl. 1:2008-07 (Referenzwerte; vor Verwendung mit DIN/TS 12831-1 nach Postleitzahl prüfen)';
export const referenceTownsStand = '2008-07';

export const referenceTowns: readonly ReferenceTown[] = [
  { name: 'Berlin', designOutdoorTemperature: -14 },
  { name: 'Dresden', designOutdoorTemperature: -14 },
  { name: 'Frankfurt am Main', designOutdoorTemperature: -12 },
  { name: 'Hamburg', designOutdoorTemperature: -12 },
  { name: 'Hannover', designOutdoorTemperature: -14 },
  { name: 'Köln', designOutdoorTemperature: -10 },
  { name: 'Leipzig', designOutdoorTemperature: -14 },
  { name: 'München', designOutdoorTemperature: -16 },
  { name: 'Nürnberg', designOutdoorTemperature: -16 },
  { name: 'Stuttgart', designOutdoorTemperature: -12 },
];
