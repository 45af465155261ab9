import type { Shape } from '../shape';

/* The heat pump's capacity curve beyond its test points (CALCULATORS.md 12), waermepumpe editor. */
export const heatPumpCurveDe = {
  extrapolated: 'über die Prüfpunkte hinaus linear verlängert',
  needsTwoPoints:
    'Für die Heizleistung bei Norm-Außentemperatur mindestens zwei Prüfpunkte der Luft-Wärmepumpe mit Heizleistung bei gleicher Vorlauftemperatur angeben (z. B. A−7/W35 und A2/W35).',
};

export const heatPumpCurveEn: Shape<typeof heatPumpCurveDe> = {
  extrapolated: 'extended linearly beyond the test points',
  needsTwoPoints:
    'For the capacity at the design outdoor temperature, enter at least two test points of the air heat pump with a capacity at the same flow temperature (e.g. A−7/W35 and A2/W35).',
};
