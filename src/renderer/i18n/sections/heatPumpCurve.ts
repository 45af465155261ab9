import type { Shape } from '../shape';

/* The heat pump's capacity curve beyond its test points (CALCULATORS.md 12), waermepumpe editor and report. */
export const heatPumpCurveDe = {
  extrapolated: 'über die Prüfpunkte hinaus linear verlängert',
  needsTwoPoints:
    'Für die Heizleistung bei Norm-Außentemperatur mindestens zwei Prüfpunkte der Luft-Wärmepumpe mit Heizleistung bei gleicher Vorlauftemperatur angeben (z. B. A−7/W35 und A2/W35).',
  /** The load chart before a heat pump's capacity is known: the building's demand alone. */
  loadOnlyTitle: 'Heizlastgerade des Gebäudes',
  loadOnlyCaption:
    'Leistungsbedarf des Gebäudes (Heizlast bis zur Heizgrenze, Warmwasser und Sperrzeit) über der Außentemperatur; gestrichelt die Norm-Außentemperatur.',
};

export const heatPumpCurveEn: Shape<typeof heatPumpCurveDe> = {
  extrapolated: 'extended linearly beyond the test points',
  needsTwoPoints:
    'For the capacity at the design outdoor temperature, enter at least two test points of the air heat pump with a capacity at the same flow temperature (e.g. A−7/W35 and A2/W35).',
  loadOnlyTitle: 'Load line of the building',
  loadOnlyCaption:
    'Demand of the building (heat load down to the heating limit, hot water and blocking time) over the outdoor temperature; dashed: the design outdoor temperature.',
};
