import type { ExistingHeatingKind } from '../calc/climate-speed-bonus';
import type { FuelKey } from '../calc/fuel-factors';
import type { Survey, SurveyFuel } from './schema';

/*
 * The existing heating as the grant and the economics need it, read from what the consultant has:
 * the survey's generator and fuel (chosen from lists), or the project information's "Bestehende
 * Heizung → Energieträger", a free text typed before the visit ("Erdgas", "Öl-Zentralheizung",
 * "Gasetagenheizung"). A text that names nothing known gives nothing: no guess is offered.
 */

const kindOfFuel: Record<SurveyFuel, ExistingHeatingKind | null> = {
  erdgas: 'gas',
  fluessiggas: 'gas',
  heizoel: 'oil',
  holzpellets: 'biomass',
  scheitholz: 'biomass',
  // Electricity heats through night storage or a heat pump: the generator tells.
  strom: null,
  fernwaerme: 'other',
};

/** The surveyed heating's kind: by its generator, by its fuel where the generator says less. */
export function heatingKindOfSurvey(heating: Survey['heizung']): ExistingHeatingKind | null {
  const fuel = heating.brennstoff.wert;
  switch (heating.erzeuger.wert) {
    case 'gasBrennwert':
    case 'gasNiedertemperatur':
      return 'gas';
    case 'oelBrennwert':
    case 'oelNiedertemperatur':
      return 'oil';
    case 'pellet':
    case 'scheitholz':
      return 'biomass';
    case 'nachtspeicher':
      return 'night-storage';
    case 'fernwaerme':
    case 'waermepumpe':
      return 'other';
    default:
      // A constant-temperature boiler, "sonstiger" or no generator yet: the fuel decides.
      return fuel === null ? null : kindOfFuel[fuel];
  }
}

/** The kind a typed "Energieträger" names; null when it names none the rule knows. */
export function heatingKindOfText(text: string): ExistingHeatingKind | null {
  const t = text.toLowerCase();
  if (/nachtspeicher/.test(t)) return 'night-storage';
  if (/etage/.test(t) && /gas/.test(t)) return 'gas-storey';
  if (/wärmepumpe|waermepumpe|fernwärme|fernwaerme|nahwärme|nahwaerme/.test(t)) return 'other';
  if (/(^|[^a-zäöü])(heiz)?(öl|oel)/.test(t)) return 'oil';
  if (/kohle|brikett|koks/.test(t)) return 'coal';
  if (/gas/.test(t)) return 'gas';
  if (/pellet|holz|hackschnitzel|biomasse/.test(t)) return 'biomass';
  return null;
}

/**
 * The fuel the economics charge the CO₂ price on, where its factor is cited (fuel-factors.ts:
 * Erdgas, Heizöl): from the survey's fuel, else from a typed Energieträger. Liquid gas, wood,
 * coal and electricity have no cited BEHG factor there: none is offered.
 */
export function co2PricedFuelOfSurvey(fuel: SurveyFuel | null): FuelKey | null {
  return fuel === 'erdgas' ? 'natural-gas' : fuel === 'heizoel' ? 'heating-oil' : null;
}

export function co2PricedFuelOfText(text: string): FuelKey | null {
  if (/flüssig|fluessig|propan|lpg/i.test(text)) return null;
  const kind = heatingKindOfText(text);
  return kind === 'oil'
    ? 'heating-oil'
    : kind === 'gas' || kind === 'gas-storey'
      ? 'natural-gas'
      : null;
}
